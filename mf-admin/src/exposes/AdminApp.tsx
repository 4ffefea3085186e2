import '../i18n';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Box, CircularProgress } from 'shared-lib/ui';
import { Route, Routes } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { useTranslation } from 'shared-lib/i18n';
import { LoadError } from 'shared-lib/components/LoadError';
import NotFound from 'shared-lib/components/NotFound';
import { toast } from 'shared-lib/bus';
import { adminApi, type StaffMe } from '../api/admin';
import { SessionContext, type Session } from '../lib/session';
import { isSignedOut } from '../lib/errors';
import { SignIn } from '../features/signin/SignIn';
import { AdminFrame } from '../features/shell/AdminFrame';
import { Dashboard } from '../features/shell/Dashboard';
import { RequireRole } from '../features/shell/RequireRole';

// each screen its own chunk: a phone opening the product list does not download the editor
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
// the dashboard's figures (and their chart): a chunk of their own, so that the home screen's sections show at once
const DashboardFigures = page(() => import(/* webpackChunkName: "admin-dashboard" */ '../features/dashboard/DashboardFigures'));
const ProductsPage = page(() => import(/* webpackChunkName: "admin-products" */ '../features/products/ProductsPage'));
const ProductEditorPage = page(() => import(/* webpackChunkName: "admin-editor" */ '../features/editor/ProductEditorPage'));
const CategoriesPage = page(() => import(/* webpackChunkName: "admin-categories" */ '../features/categories/CategoriesPage'));
const BrandsPage = page(() => import(/* webpackChunkName: "admin-brands" */ '../features/brands/BrandsPage'));
const ImportPage = page(() => import(/* webpackChunkName: "admin-import" */ '../features/import/ImportPage'));
const StaffPage = page(() => import(/* webpackChunkName: "admin-staff" */ '../features/staff/StaffPage'));
const AuditPage = page(() => import(/* webpackChunkName: "admin-audit" */ '../features/audit/AuditPage'));
const SettingsPage = page(() => import(/* webpackChunkName: "admin-settings" */ '../features/settings/SettingsPage'));
const OrdersPage = page(() => import(/* webpackChunkName: "admin-orders" */ '../features/orders/OrdersPage'));
const OrderPage = page(() => import(/* webpackChunkName: "admin-order" */ '../features/orders/OrderPage'));
const LeadsPage = page(() => import(/* webpackChunkName: "admin-leads" */ '../features/leads/LeadsPage'));
const LeadPage = page(() => import(/* webpackChunkName: "admin-lead" */ '../features/leads/LeadPage'));
const CustomersPage = page(() => import(/* webpackChunkName: "admin-customers" */ '../features/customers/CustomersPage'));
const CustomerPage = page(() => import(/* webpackChunkName: "admin-customer" */ '../features/customers/CustomerPage'));
const HoldsPage = page(() => import(/* webpackChunkName: "admin-holds" */ '../features/holds/HoldsPage'));
const PostsPage = page(() => import(/* webpackChunkName: "admin-posts" */ '../features/posts/PostsPage'));
const PostEditorPage = page(() => import(/* webpackChunkName: "admin-post" */ '../features/posts/PostEditorPage'));
const SiteContentPage = page(() => import(/* webpackChunkName: "admin-site-content" */ '../features/posts/SiteContentPage'));
const SiteTextsEditorPage = page(() => import(/* webpackChunkName: "admin-site-texts" */ '../features/posts/SiteTextsEditorPage'));
const BlogCategoriesPage = page(() => import(/* webpackChunkName: "admin-blog-categories" */ '../features/posts/BlogCategoriesPage'));
const ProjectsPage = page(() => import(/* webpackChunkName: "admin-projects" */ '../features/posts/ProjectsPage'));
const AccountPage = page(() => import(/* webpackChunkName: "admin-account" */ '../features/account/AccountPage'));

function Busy() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

type State = { status: 'loading' } | { status: 'signedOut' } | { status: 'failed' } | { status: 'signedIn'; me: StaffMe };

/**
 * The back-office (/admin/* and /en/admin/*): browser-rendered, noindex. Asks the api who is signed in
 * (the staff session cookie); signed out, every address shows the sign-in form and, once signed in,
 * the page that was asked for.
 */
export default function AdminApp() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    adminApi.me(ctl.signal).then(
      (me) => setState({ status: 'signedIn', me }),
      (err) => {
        if (ctl.signal.aborted) return;
        setState(isSignedOut(err) ? { status: 'signedOut' } : { status: 'failed' });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  // a session that ends while working (idle timeout, signed out elsewhere) brings the sign-in form back
  useEffect(() => {
    const onSignedOut = () => setState((s) => (s.status === 'signedIn' ? { status: 'signedOut' } : s));
    window.addEventListener('admin:signed-out', onSignedOut);
    return () => window.removeEventListener('admin:signed-out', onSignedOut);
  }, []);

  const signOut = useCallback(() => {
    adminApi.logout().then(
      () => toast(t('signedOut'), 'success'),
      () => {},
    );
    setState({ status: 'signedOut' });
  }, [t]);
  const session = useMemo<Session | null>(
    () => (state.status === 'signedIn' ? { me: state.me, setMe: (me) => setState({ status: 'signedIn', me }), signOut } : null),
    [state, signOut],
  );

  return (
    <>
      <Head title={t('title')} noindex />
      {state.status === 'loading' && <Busy />}
      {state.status === 'failed' && <LoadError onRetry={() => setAttempt((a) => a + 1)} />}
      {state.status === 'signedOut' && <SignIn onSignedIn={(me) => setState({ status: 'signedIn', me })} />}
      {session && (
        <SessionContext.Provider value={session}>
          <AdminFrame>
            <Suspense fallback={<Busy />}>
              <Routes>
                <Route index element={<Dashboard figures={<DashboardFigures />} />} />
                <Route path="products" element={<ProductsPage />} />
                <Route path="products/new" element={<RequireRole roles={['catalogue']}><ProductEditorPage /></RequireRole>} />
                <Route path="products/:id" element={<ProductEditorPage />} />
                <Route path="categories" element={<CategoriesPage />} />
                <Route path="brands" element={<BrandsPage />} />
                <Route path="import" element={<ImportPage />} />
                <Route path="staff" element={<RequireRole roles={['owner']}><StaffPage /></RequireRole>} />
                <Route path="audit" element={<RequireRole roles={['owner']}><AuditPage /></RequireRole>} />
                <Route path="settings" element={<RequireRole roles={['owner']}><SettingsPage /></RequireRole>} />
                <Route path="orders" element={<RequireRole roles={['orders', 'support']}><OrdersPage /></RequireRole>} />
                <Route path="orders/:id" element={<RequireRole roles={['orders', 'support']}><OrderPage /></RequireRole>} />
                <Route path="holds" element={<RequireRole roles={['orders', 'support']}><HoldsPage /></RequireRole>} />
                <Route path="leads" element={<RequireRole roles={['support']}><LeadsPage /></RequireRole>} />
                <Route path="leads/:id" element={<RequireRole roles={['support']}><LeadPage /></RequireRole>} />
                <Route path="customers" element={<RequireRole roles={['orders', 'support']}><CustomersPage /></RequireRole>} />
                <Route path="customers/:id" element={<RequireRole roles={['orders', 'support']}><CustomerPage /></RequireRole>} />
                <Route path="posts" element={<RequireRole roles={['content']}><PostsPage /></RequireRole>} />
                <Route path="posts/new" element={<RequireRole roles={['content']}><PostEditorPage /></RequireRole>} />
                <Route path="posts/:id" element={<RequireRole roles={['content']}><PostEditorPage /></RequireRole>} />
                <Route path="site-content" element={<RequireRole roles={['content']}><SiteContentPage /></RequireRole>} />
                <Route path="site-content/projects" element={<RequireRole roles={['content']}><ProjectsPage /></RequireRole>} />
                <Route path="site-content/services/:id" element={<RequireRole roles={['content']}><SiteTextsEditorPage /></RequireRole>} />
                <Route path="site-content/pages/:key" element={<RequireRole roles={['content']}><SiteTextsEditorPage /></RequireRole>} />
                <Route path="blog-categories" element={<RequireRole roles={['content']}><BlogCategoriesPage /></RequireRole>} />
                <Route path="account" element={<AccountPage />} />
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </AdminFrame>
        </SessionContext.Provider>
      )}
    </>
  );
}
