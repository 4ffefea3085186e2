import type { ReactNode } from 'react';
import { Box, Chip, Link, Stack, Table, TableBody, TableCell, TableRow, Typography } from 'shared-lib/ui';
import { TableContainer, TableHead } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDate, formatToman, localizeDigits, localizeText } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import type { AdminOrder, TimelineEntry } from '../../api/orders';
import { day, Facts, Latin } from '../../lib/sections';
import { noteText, statusColor, statusName } from './status';

const when = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

const nameIn = (names: { fa: string; en: string }, fallback: string, locale: Locale) => (locale === 'fa' ? names.fa : names.en || names.fa) || fallback;

/** The lines at the prices paid. */
export function Lines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  return (
    // a table wider than a phone scrolls sideways: reachable by keyboard (axe scrollable-region-focusable)
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={t('lines.title')}>
      <Table size="small" aria-label={t('lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lines.product')}</TableCell>
            <TableCell>{t('lines.unitPrice')}</TableCell>
            <TableCell>{t('lines.count')}</TableCell>
            <TableCell>{t('lines.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((l) => (
            <TableRow key={l.productId}>
              <TableCell sx={{ minWidth: 120 }}>{localizeText(nameIn(l.names, l.name, locale), locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatToman(l.unitPrice, locale)}</TableCell>
              <TableCell>{localizeDigits(String(l.count), locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatToman(l.lineTotal, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Items, discount, delivery, bonus, VAT and what was payable. */
export function Totals({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const m = order.totals;
  const money = (n: number) => formatToman(n, locale);
  return (
    <Facts
      items={[
        [t('totals.items'), money(m.items)],
        m.discount > 0 && [t('totals.discount'), `−${money(m.discount)}`],
        [t('totals.delivery', { name: order.delivery.name }), m.delivery === 0 ? t('totals.free') : money(m.delivery)],
        m.bonus > 0 && [t('totals.bonus'), `−${money(m.bonus)}`],
        [t('totals.vat', { percent: m.vatPercent }), `${money(m.vat)} (${t(m.vatIncluded ? 'totals.vatIncluded' : 'totals.vatAdded')})`],
        [
          t('totals.payable'),
          <Box component="strong" key="payable">
            {money(m.payable)}
          </Box>,
        ],
      ]}
    />
  );
}

export function AddressFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const a = order.address;
  if (!a) return <Typography variant="body2">{t('address.none')}</Typography>;
  return (
    <Facts
      items={[
        [t('address.recipient'), a.recipient],
        [t('address.mobile'), <Latin key="m">{a.mobile}</Latin>],
        [t('address.place'), [a.province, a.city].filter(Boolean).join(t('admin:listSeparator'))],
        [t('address.street'), a.street],
        [t('address.postalCode'), <Latin key="p">{a.postalCode}</Latin>],
      ]}
    />
  );
}

const PAYMENT_STATUSES = new Set(['pending', 'verifying', 'paid', 'failed', 'cancelled', 'superseded', 'duplicate']);

/** Every payment attempt: gateway, authority, reference id, amount (verified when it is), times. */
export function Payments({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  if (order.payments.length === 0) return <Typography variant="body2">{t('payments.none')}</Typography>;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.payments.map((p) => (
        <Box component="li" key={p.id} sx={{ borderInlineStart: 3, borderColor: p.verifiedAt ? 'success.main' : 'divider', paddingInlineStart: 1.5 }}>
          <Facts
            items={[
              [t('payments.gateway'), <Latin key="g">{p.gateway}</Latin>],
              [t('payments.status'), PAYMENT_STATUSES.has(p.status) ? t(`payments.statuses.${p.status}`) : <Latin key="s">{p.status}</Latin>],
              [p.verifiedAt ? t('payments.verifiedAmount') : t('payments.amount'), formatToman(p.amount, locale)],
              p.authority !== null && [t('payments.authority'), <Latin key="a">{p.authority}</Latin>],
              p.refId !== null && [t('payments.refId'), <Latin key="r">{p.refId}</Latin>],
              p.cardPan !== null && [t('payments.card'), <Latin key="c">{p.cardPan}</Latin>],
              p.failureCode !== null && [t('payments.failure'), <Latin key="f">{p.failureCode}</Latin>],
              [t('payments.createdAt'), when(p.createdAt, locale)],
              p.verifiedAt !== null && [t('payments.verifiedAt'), when(p.verifiedAt, locale)],
            ]}
          />
        </Box>
      ))}
    </Stack>
  );
}

const CHEQUE_STATUSES = new Set(['submitted', 'received', 'confirmed', 'rejected']);

/** The cheque the shopper described: Sayad id, bank, owner, amount, due date and its picture. */
export function ChequeFacts({ cheque }: { cheque: NonNullable<AdminOrder['cheque']> }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1 }}>
        <Facts
          items={[
            [t('cheque.sayadId'), <Latin key="s">{cheque.sayadId}</Latin>],
            cheque.serial !== null && [t('cheque.serial'), <Latin key="n">{cheque.serial}</Latin>],
            [t('cheque.bank'), cheque.bankName],
            [t('cheque.owner'), cheque.ownerName],
            [t('cheque.amount'), formatToman(cheque.amount, locale)],
            [t('cheque.dueDate'), day(cheque.dueDate, locale)],
            [t('cheque.status'), CHEQUE_STATUSES.has(cheque.status) ? t(`cheque.statuses.${cheque.status}`) : <Latin key="st">{cheque.status}</Latin>],
          ]}
        />
      </Box>
      {cheque.imageUrl && (
        <Link href={cheque.imageUrl} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
          <Box component="img" src={cheque.imageUrl} alt={t('cheque.picture')} loading="lazy" sx={{ display: 'block', width: 180, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }} />
          <Typography component="span" variant="caption">
            {t('cheque.openPicture')}
          </Typography>
        </Link>
      )}
    </Stack>
  );
}

/** Shipping (carrier, tracking code, dates), the refund and the stock hold. */
export function Fulfilment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const s = order.shipping;
  const r = order.refund;
  const holdKnown = ['held', 'released', 'sold'].includes(order.hold.status);
  return (
    <Facts
      items={[
        [t('shipping.carrier'), s ? s.carrier : t('shipping.notYet')],
        s !== null && [t('shipping.trackingCode'), <Latin key="tc">{s.trackingCode}</Latin>],
        s !== null && [t('shipping.shippedAt'), when(s.shippedAt, locale)],
        s?.deliveredAt ? [t('shipping.deliveredAt'), when(s.deliveredAt, locale)] : false,
        r !== null && [r.reference ? t('refund.refunded') : t('refund.due'), formatToman(r.amount, locale)],
        r?.reference ? [t('refund.reference'), <Latin key="rr">{r.reference}</Latin>] : false,
        r?.refundedAt ? [t('refund.refundedAt'), when(r.refundedAt, locale)] : false,
        [t('hold.status'), holdKnown ? t(`hold.statuses.${order.hold.status}`) : <Latin key="h">{order.hold.status}</Latin>],
        order.hold.expiresAt !== null && order.hold.status === 'held' && [t('hold.expiresAt'), when(order.hold.expiresAt, locale)],
      ]}
    />
  );
}

const DETAIL_KEYS = new Set(['carrier', 'trackingCode', 'reference', 'reason', 'amount', 'event', 'message', 'mobile', 'delta', 'productId']);

/** A note code in words; one this screen does not know (a newer api) as it is, in Latin. */
function NoteText({ note }: { note: string }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  return <>{noteText(note, t, (s) => localizeDigits(s, locale)) ?? <Latin>{note}</Latin>}</>;
}

/** What else an entry recorded (carrier and code, refund reference, the message sent …), as label: value. */
function Details({ details }: { details: unknown }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  if (details === null || details === undefined || typeof details !== 'object' || Array.isArray(details)) return null;
  const entries = Object.entries(details as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object');
  if (!entries.length) return null;
  return (
    <Facts
      items={entries.map(([k, v]): [string, ReactNode] => [
        DETAIL_KEYS.has(k) ? t(`details.${k}`) : k,
        k === 'amount' && typeof v === 'number' ? formatToman(v, locale) : typeof v === 'number' ? localizeDigits(String(v), locale) : <span dir="auto">{String(v)}</span>,
      ])}
    />
  );
}

/** A text message entry's details as the api records them: what was sent, to whom, and why not when it failed. */
interface Sms {
  message: string | null;
  mobile: string | null;
  failed: boolean;
  reason: string | null;
}
function smsOf(details: unknown): Sms {
  const d = details !== null && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { message: str(d.message), mobile: str(d.mobile), failed: d.status === 'failed', reason: str(d.reason) };
}

/** The message the shopper was texted (its own words, in the order's language), the number, or why it was not sent. */
function SmsFacts({ sms }: { sms: Sms }) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      {sms.failed && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('timeline.smsNotSent')}
          {sms.reason && (
            <>
              {': '}
              {sms.reason === 'no mobile' ? t('timeline.smsNoMobile') : <Latin>{sms.reason}</Latin>}
            </>
          )}
        </Typography>
      )}
      <Box sx={{ mt: 0.5 }}>
        <Facts
          items={[
            sms.message !== null && [t(sms.failed ? 'timeline.smsUnsent' : 'details.message'), <span key="m" dir="auto">{sms.message}</span>],
            sms.mobile !== null && [t('details.mobile'), <Latin key="n">{sms.mobile}</Latin>],
          ]}
        />
      </Box>
    </>
  );
}

/** One entry: who, when, what (from → to, a hold event, a staff note, a text message), its note in words and details. */
function Entry({ e }: { e: TimelineEntry }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const who = e.staffName ?? (e.staffId !== null ? t('timeline.staffNumber', { id: localizeDigits(String(e.staffId), locale) }) : t('timeline.system'));
  // a text message's event names its title (notify.shipped → "Text message to the shopper (order shipped)")
  const smsEvent = e.kind === 'notification' && e.note ? noteText(e.note, t) : null;
  let what: ReactNode;
  if (e.kind === 'status') what = e.from ? t('timeline.changed', { from: statusName(e.from, t), to: statusName(e.to ?? '', t) }) : t('timeline.created', { to: statusName(e.to ?? '', t) });
  else if (e.kind === 'note') what = t('timeline.note');
  else if (e.kind === 'hold') what = t('timeline.hold');
  else what = smsEvent ? t('timeline.notificationAbout', { event: smsEvent }) : t('timeline.notification');
  return (
    <Box component="li" sx={{ position: 'relative', paddingInlineStart: 2.5, pb: 2, '&::before': { content: '""', position: 'absolute', insetInlineStart: 4, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: e.kind === 'note' ? 'secondary.main' : 'primary.main' } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {what}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={e.at}>{when(e.at, locale)}</time>
        {' — '}
        {who}
      </Typography>
      {e.note &&
        !smsEvent &&
        (e.kind === 'note' ? (
          <Typography variant="body2" component="blockquote" dir="auto" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1 }}>
            {e.note}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <NoteText note={e.note} />
          </Typography>
        ))}
      {e.kind === 'notification' ? (
        <SmsFacts sms={smsOf(e.details)} />
      ) : (
        <Box sx={{ mt: 0.5 }}>
          <Details details={e.details} />
        </Box>
      )}
    </Box>
  );
}

/** The timeline, oldest first (the newest next to the note form below it). */
export function Timeline({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const entries = [...order.timeline].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  if (!entries.length) return <Typography variant="body2">{t('timeline.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('timeline.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((e) => (
        <Entry key={e.id} e={e} />
      ))}
    </Box>
  );
}

/** The status as a chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('admin-orders');
  return <Chip label={statusName(status, t)} color={statusColor(status)} size="small" />;
}
