import '../i18n';
import { AccountMenu } from '../features/widget/AccountMenu';
import { useAccountRuntime } from '../lib/useAccountRuntime';

/** The header's account slot. Also runs the page's account runtime (auth:user, auth:likes, likes:toggle). */
export default function AccountWidget() {
  useAccountRuntime();
  return (
    <span data-remote="mf_account" data-remote-version={__APP_VERSION__} style={{ display: 'inline-flex', alignItems: 'center' }}>
      <AccountMenu />
    </span>
  );
}
