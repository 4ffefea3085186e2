import { useEffect } from 'react';
import { Box, Button, Container, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { LogoutIcon } from 'shared-lib/icons';
import { Navigate } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { useLocalePath } from 'shared-lib/navigation';
import { useAccount } from '../../lib/accountStore';
import { useLogout } from '../../lib/useLogout';
import { DetailsSection } from './DetailsSection';
import { PasswordSection } from './PasswordSection';
import { OrdersSection } from './OrdersSection';
import { LikesSection } from './LikesSection';
import { AddressesSection } from './AddressesSection';
import { CreditSection } from './CreditSection';

/**
 * /profile: the shopper's details, password, orders, saved addresses and liked products. A guest is sent to
 * /loginRegister and comes back here after logging in (the address was remembered on arrival).
 */
export function Profile() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { user } = useAccount();
  const { logout, busy } = useLogout();

  useEffect(() => {
    document.title = `${t('profile.title')} | ${t('common:appName')}`;
  }, [t]);

  if (user === null) return <Navigate to={lp('/loginRegister')} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
          {t('profile.title')}
        </Typography>
        {user && (
          <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()} disabled={busy} sx={{ minHeight: 44 }}>
            {t('logout.action')}
          </Button>
        )}
      </Stack>
      {user === undefined ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">{t('profile.greeting', { name: user.fullName || t('profile.noName') })}</Typography>
          <DetailsSection key={`d-${user.id}-${user.fullName}`} user={user} />
          <CreditSection userId={user.id} />
          <OrdersSection userId={user.id} />
          <AddressesSection userId={user.id} />
          <LikesSection />
          <PasswordSection key={`p-${user.id}-${user.hasPassword}`} user={user} />
        </Box>
      )}
    </Container>
  );
}
