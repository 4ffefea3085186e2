import { registerNamespace } from 'shared-lib/i18n';

// the account screen's messages, loaded with the screen
registerNamespace('admin-account', (l) => import(/* webpackChunkName: "i18n-admin-account-[request]" */ `./locales/${l}.json`));
