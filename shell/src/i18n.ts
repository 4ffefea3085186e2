import { registerNamespace } from 'shared-lib/i18n';

registerNamespace('shell', (locale) => import(/* webpackChunkName: "i18n-shell-[request]" */ `./locales/${locale}.json`));
