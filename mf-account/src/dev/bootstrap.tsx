import { renderDevHost } from 'shared-lib/dev-host';
import AccountWidget from '../exposes/AccountWidget';
import LoginRegisterPage from '../exposes/LoginRegisterPage';
import ProfilePage from '../exposes/ProfilePage';

renderDevHost('mf_account', [
  { path: '/loginRegister', element: <LoginRegisterPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/', element: <AccountWidget /> },
]);
