import { registerNamespace } from 'shared-lib/i18n';

// the brands screen's own messages, one file per locale, loaded with the screen
registerNamespace('admin-brands', (l) => import(/* webpackChunkName: "i18n-admin-brands-[request]" */ `./locales/${l}.json`));
