import { registerNamespace } from 'shared-lib/i18n';

// The customers screens' messages (list and customer page), one file per locale, loaded with the screen.
registerNamespace('admin-customers', (l) => import(/* webpackChunkName: "i18n-admin-customers-[request]" */ `./locales/${l}.json`));
