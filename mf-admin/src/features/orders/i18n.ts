import { registerNamespace } from 'shared-lib/i18n';

// The orders screens' messages (list and order page), one file per locale, loaded with the screen.
registerNamespace('admin-orders', (l) => import(/* webpackChunkName: "i18n-admin-orders-[request]" */ `./locales/${l}.json`));
