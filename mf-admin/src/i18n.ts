import { registerNamespace } from 'shared-lib/i18n';

// The back-office's messages, one file per locale, loaded when first used.
registerNamespace('admin', (locale) => import(/* webpackChunkName: "i18n-admin-[request]" */ `./locales/${locale}.json`));
