import { registerNamespace } from 'shared-lib/i18n';

// This remote's messages, one file per locale, loaded when first used.
registerNamespace('cart', (locale) => import(/* webpackChunkName: "i18n-cart-[request]" */ `./locales/${locale}.json`));
