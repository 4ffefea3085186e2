import { registerNamespace } from 'shared-lib/i18n';

// This remote's messages, one file per locale, loaded when first used.
registerNamespace('content', (locale) => import(/* webpackChunkName: "i18n-content-[request]" */ `./locales/${locale}.json`));
