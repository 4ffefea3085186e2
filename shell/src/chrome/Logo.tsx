import { Box } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2c6 7 9 12 9 17a9 9 0 0 1-18 0c0-4 2-7 4-9 0 3 1 5 3 6-1-5 0-10 2-14z" fill="#FFF3E0" />
      <path d="M16 14c3 3 4 6 4 8a4 4 0 0 1-8 0c0-2 1-3 2-4 0 1 1 2 2 2 0-2-.5-4 0-6z" fill="#FF7043" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Box component={LocaleLink} to="/" aria-label={t('home')} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: 20, whiteSpace: 'nowrap' }}>
      <LogoMark />
      <span>{t('appName')}</span>
    </Box>
  );
}
