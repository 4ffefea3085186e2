import { registerNamespace } from 'shared-lib/i18n';

// The dashboard's figures' messages, one file per locale, loaded with them.
registerNamespace('admin-dashboard', (l) => import(/* webpackChunkName: "i18n-admin-dashboard-[request]" */ `./locales/${l}.json`));
