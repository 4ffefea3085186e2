import { registerNamespace } from 'shared-lib/i18n';

// the audit trail screen's messages, loaded with the screen
registerNamespace('admin-audit', (l) => import(/* webpackChunkName: "i18n-admin-audit-[request]" */ `./locales/${l}.json`));
