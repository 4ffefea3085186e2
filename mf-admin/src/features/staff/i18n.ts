import { registerNamespace } from 'shared-lib/i18n';

// the staff screen's messages, loaded with the screen
registerNamespace('admin-staff', (l) => import(/* webpackChunkName: "i18n-admin-staff-[request]" */ `./locales/${l}.json`));
