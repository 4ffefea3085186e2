import { registerNamespace } from 'shared-lib/i18n';

// the categories screen's own messages, one file per locale, loaded with the screen
registerNamespace('admin-categories', (l) => import(/* webpackChunkName: "i18n-admin-categories-[request]" */ `./locales/${l}.json`));
