/**
 * The shell provides every shared module to the page's share scope, including those only remotes
 * use (remotes are built without fallbacks). webpack provides a shared package only when the
 * compilation contains it, so each one is referenced here through a lazy import: provided, but
 * downloaded only when a remote asks for it. Kept in step with scripts/webpack/federation.cjs by a test.
 */
export const providedSharedModules: Record<string, () => Promise<unknown>> = {
  'shared-lib/ui': () => import('shared-lib/ui'),
  'shared-lib/ui-more': () => import('shared-lib/ui-more'),
  'shared-lib/ui-late': () => import('shared-lib/ui-late'),
  'shared-lib/icons': () => import('shared-lib/icons'),
  'shared-lib/router': () => import('shared-lib/router'),
  'shared-lib/navigation': () => import('shared-lib/navigation'),
  'shared-lib/locale': () => import('shared-lib/locale'),
  'shared-lib/bus': () => import('shared-lib/bus'),
  'shared-lib/api': () => import('shared-lib/api'),
  'shared-lib/i18n': () => import('shared-lib/i18n'),
  'shared-lib/theme': () => import('shared-lib/theme'),
  'shared-lib/format': () => import('shared-lib/format'),
  'shared-lib/forms': () => import('shared-lib/forms'),
  'shared-lib/data': () => import('shared-lib/data'),
  'shared-lib/dates': () => import('shared-lib/dates'),
  'shared-lib/cookies': () => import('shared-lib/cookies'),
  'shared-lib/components/Paging': () => import('shared-lib/components/Paging'),
  'shared-lib/components/Breadcrumb': () => import('shared-lib/components/Breadcrumb'),
  'shared-lib/components/Rate': () => import('shared-lib/components/Rate'),
  'shared-lib/components/VideoPlayer': () => import('shared-lib/components/VideoPlayer'),
  'shared-lib/components/Modal': () => import('shared-lib/components/Modal'),
  'shared-lib/components/SafeImage': () => import('shared-lib/components/SafeImage'),
  'shared-lib/components/FileUpload': () => import('shared-lib/components/FileUpload'),
  'shared-lib/components/ProductCard': () => import('shared-lib/components/ProductCard'),
  'shared-lib/components/NotFound': () => import('shared-lib/components/NotFound'),
  'shared-lib/components/LoadError': () => import('shared-lib/components/LoadError'),
  'shared-lib/components/DatePicker/index': () => import('shared-lib/components/DatePicker/index'),
  'shared-lib/components/FormTextField': () => import('shared-lib/components/FormTextField'),
  // the back-office's (mf-admin): provided for it, never downloaded by a shopper's page
  'shared-lib/admin-ui': () => import('shared-lib/admin-ui'),
  'shared-lib/components/RichTextEditor': () => import('shared-lib/components/RichTextEditor'),
  'shared-lib/host': () => import('shared-lib/host'),
  'shared-lib/offline': () => import('shared-lib/offline'),
  'shared-lib/aos': () => import('shared-lib/aos'),
  'shared-lib/head': () => import('shared-lib/head'),
  'shared-lib/structured-data': () => import('shared-lib/structured-data'),
  'react-dom': () => import('react-dom'),
};
