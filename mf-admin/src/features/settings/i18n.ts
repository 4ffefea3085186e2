import { registerNamespace } from 'shared-lib/i18n';

// The shop settings screen's messages, one file per locale, loaded with the screen.
registerNamespace('admin-settings', (l) => import(/* webpackChunkName: "i18n-admin-settings-[request]" */ `./locales/${l}.json`));
