import '../i18n';
import { Box } from 'shared-lib/ui';
import { LoginRegister } from '../features/login/LoginRegister';
import { useAccountRuntime } from '../lib/useAccountRuntime';

/** /loginRegister (authorize layout). */
export default function LoginRegisterPage() {
  useAccountRuntime();
  return (
    <Box data-remote="mf_account" data-remote-version={__APP_VERSION__}>
      <LoginRegister />
    </Box>
  );
}
