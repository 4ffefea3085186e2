import { Chip, SvgIcon, type SxProps, type Theme } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LEAD_KINDS, LEAD_STATUSES } from '../../api/leads';
import type { Translate } from '../../lib/errors';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * A status's chip: new (the theme's blue, filled: it waits for someone), in progress (grey),
 * closed (outlined). Not MUI's warning and info: white on their orange and light blue is under AA.
 */
const LOOK: Record<string, { color: ChipColor; variant: 'filled' | 'outlined' }> = {
  new: { color: 'secondary', variant: 'filled' },
  in_progress: { color: 'default', variant: 'filled' },
  closed: { color: 'default', variant: 'outlined' },
};

/** A kind's or status's words; one this screen does not know (a newer api) as its code. */
export const kindName = (k: string, t: Translate): string => ((LEAD_KINDS as readonly string[]).includes(k) ? t(`admin-leads:kind.${k}`) : k);
export const statusName = (s: string, t: Translate): string => ((LEAD_STATUSES as readonly string[]).includes(s) ? t(`admin-leads:status.${s}`) : s);

/** The status as a chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('admin-leads');
  const look = LOOK[status] ?? LOOK.closed;
  return <Chip size="small" label={statusName(status, t)} color={look.color} variant={look.variant} />;
}

/** A paper clip (Material's "attach file"; shared-lib/icons has none): the lead came with a file. */
export function AttachmentIcon({ titleAccess, sx }: { titleAccess?: string; sx?: SxProps<Theme> }) {
  return (
    <SvgIcon titleAccess={titleAccess} aria-hidden={titleAccess ? undefined : true} fontSize="small" sx={sx}>
      <path d="M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z" />
    </SvgIcon>
  );
}
