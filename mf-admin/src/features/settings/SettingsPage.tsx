import './i18n';
import { Box, Stack, Typography } from 'shared-lib/ui';
import { Tab, Tabs } from 'shared-lib/admin-ui';
import { Head } from 'shared-lib/head';
import { useSearchParams } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import type { SettingsSection } from '../../api/settings';
import { DeliveryMethods } from './DeliveryMethods';
import { DiscountCodes } from './DiscountCodes';
import { ShopForm } from './ShopForm';

const SECTIONS: SettingsSection[] = ['shop', 'delivery', 'discounts'];
const TAB_KEY: Record<SettingsSection, string> = { shop: 'tabs.shop', delivery: 'tabs.delivery', discounts: 'tabs.discounts' };

/**
 * /admin/settings (owner): the shop's settings in three tabs (the address keeps the open one:
 * ?tab=delivery): VAT and the company's details, delivery methods, discount codes; each with its last
 * changes. The tabs scroll on a phone (360 px); every control has a label and is reached by keyboard.
 */
export default function SettingsPage() {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SettingsSection | null;
  const section: SettingsSection = asked && SECTIONS.includes(asked) ? asked : 'shop';
  const open = (s: SettingsSection) => setParams(s === 'shop' ? {} : { tab: s }, { replace: true });

  return (
    <Stack spacing={2}>
      <Head title={t('title')} noindex />
      <Box>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help')}
        </Typography>
      </Box>
      <Tabs value={section} onChange={(_e, v: SettingsSection) => open(v)} aria-label={t('tabs.label')} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {SECTIONS.map((s) => (
          <Tab key={s} value={s} label={t(TAB_KEY[s])} id={`settings-tab-${s}`} aria-controls={`settings-panel-${s}`} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${section}`} aria-labelledby={`settings-tab-${section}`}>
        {section === 'shop' && <ShopForm />}
        {section === 'delivery' && <DeliveryMethods />}
        {section === 'discounts' && <DiscountCodes />}
      </Box>
    </Stack>
  );
}
