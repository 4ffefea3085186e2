import { registerNamespace } from 'shared-lib/i18n';

// This remote's messages, one file per locale, loaded when first used.
registerNamespace('catalog', (locale) => import(/* webpackChunkName: "i18n-catalog-[request]" */ `./locales/${locale}.json`));
