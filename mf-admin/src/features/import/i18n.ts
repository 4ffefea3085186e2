import { registerNamespace } from 'shared-lib/i18n';

// The CSV import screen's messages, one file per locale, loaded with the screen.
registerNamespace('admin-import', (l) => import(/* webpackChunkName: "i18n-admin-import-[request]" */ `./locales/${l}.json`));
