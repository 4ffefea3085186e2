import { registerNamespace } from 'shared-lib/i18n';

// This remote's messages, one file per locale, loaded when first used.
registerNamespace('account', (locale) => import(/* webpackChunkName: "i18n-account-[request]" */ `./locales/${locale}.json`));
