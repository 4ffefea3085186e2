import { registerNamespace } from 'shared-lib/i18n';

// the posts screens' own messages, one file per locale, loaded with the screens
registerNamespace('admin-posts', (l) => import(/* webpackChunkName: "i18n-admin-posts-[request]" */ `./locales/${l}.json`));
