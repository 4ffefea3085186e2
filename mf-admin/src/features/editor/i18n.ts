import { registerNamespace } from 'shared-lib/i18n';

// The product editor's own messages, one file per locale, loaded with the editor.
registerNamespace('admin-editor', (l) => import(/* webpackChunkName: "i18n-admin-editor-[request]" */ `./locales/${l}.json`));
