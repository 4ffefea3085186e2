import { registerNamespace } from 'shared-lib/i18n';

// The stock holds screen's and the stock adjustment dialog's messages, one file per locale, loaded with them.
registerNamespace('admin-holds', (l) => import(/* webpackChunkName: "i18n-admin-holds-[request]" */ `./locales/${l}.json`));
