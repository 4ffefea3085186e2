import { registerNamespace } from 'shared-lib/i18n';

// The product list's messages, one file per locale, loaded with the screen.
registerNamespace('admin-products', (l) => import(/* webpackChunkName: "i18n-admin-products-[request]" */ `./locales/${l}.json`));
