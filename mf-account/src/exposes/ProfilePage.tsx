import '../i18n';
import { Box } from 'shared-lib/ui';
import { Profile } from '../features/profile/Profile';
import { useAccountRuntime } from '../lib/useAccountRuntime';

/** /profile (needs login). */
export default function ProfilePage() {
  useAccountRuntime();
  return (
    <Box data-remote="mf_account" data-remote-version={__APP_VERSION__}>
      <Profile />
    </Box>
  );
}
