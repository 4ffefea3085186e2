import { renderDevHost } from 'shared-lib/dev-host';
import AdminApp from '../exposes/AdminApp';

// (the dev host serves each path under '', '/en' and '/ru')
renderDevHost('mf_admin', [{ path: '/admin/*', element: <AdminApp /> }]);
