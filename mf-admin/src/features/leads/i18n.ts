import { registerNamespace } from 'shared-lib/i18n';

// The leads screens' messages (list and lead page), one file per locale, loaded with the screen.
registerNamespace('admin-leads', (l) => import(/* webpackChunkName: "i18n-admin-leads-[request]" */ `./locales/${l}.json`));
