import { screen, within } from '@testing-library/react';
import { resetBusForTests } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import type { OrderStatus, OrderView } from 'contracts/cart';
import { OrderPage } from './OrderPage';
import { eventOf, isHiddenFromShopper, NOTE_CODES, type NoteCode } from './status';
import { orderView } from '../../test/fixtures';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

// Every note code the api writes (NOTE_CODES, from api/src/modules/cart/README.md's state machine) is
// either put in words on the shopper's order page (fa, en and ru) or kept off it (staff-only events
// and the text messages sent): the page never shows a bare code or a message key.

type Entry = { id: number; kind: string; from: string | null; to: string | null; note: string | null; at: string; details: unknown };

/** The timeline entry the api's shopperTimeline gives for a code (a hold entry's `to` is the order's status). */
function entryFor(code: NoteCode, i: number): Entry {
  const at = `2026-11-27T10:${String(i).padStart(2, '0')}:00.000Z`;
  const base = { id: i + 1, at, note: code, details: null };
  if (code.startsWith('notify.')) return { ...base, kind: 'notification', from: null, to: null, details: { event: code.slice(7), message: `SMS text ${i}` } };
  if (code.startsWith('hold.') || code.startsWith('stock.')) return { ...base, kind: 'hold', from: null, to: 'failed' };
  if (code === 'cheque.submitted' || code === 'cheque.corrected') return { ...base, kind: 'status', from: 'awaiting_cheque', to: 'awaiting_cheque' };
  if (code === 'refund.paid' || code === 'payment.afterCancel') return { ...base, kind: 'status', from: 'cancelled', to: 'cancelled' };
  if (code === 'order.completes') return { ...base, kind: 'status', from: null, to: 'placed', note: `${code}:41` };
  if (code === 'order.mergedInto') return { ...base, kind: 'status', from: 'placed', to: 'merged', note: `${code}:41` };
  return { ...base, kind: 'status', from: 'placed', to: 'paid' };
}

const SHOWN = NOTE_CODES.filter((c) => !isHiddenFromShopper(c));
const HIDDEN = NOTE_CODES.filter((c) => isHiddenFromShopper(c));

type Messages = { orderTimeline: { event: Record<string, string | undefined>; summary: Record<string, string | undefined> } };
/** A code's words in a locale file ({{id}} filled). */
function words(messages: Messages, code: string, id: string): string {
  const key = eventOf(code)?.key;
  const text = key ? messages.orderTimeline.event[key] : undefined;
  if (!text) throw new Error(`no words for ${code}`);
  return text.replace('{{id}}', id);
}

function show(view: OrderView, path: string) {
  fakeApi(() => ({ data: view }), { locale: path.startsWith('/en') ? 'en' : 'fa' });
  const routePath = path.startsWith('/en') ? '/en/profile/accountorder/:productOrderId' : '/profile/accountorder/:productOrderId';
  renderPage(<OrderPage openExternal={jest.fn(() => true)} />, { path, routePath, namespaces: { cart: { fa, en } } });
}

const everyCode = () =>
  orderView({ status: 'cancelled', payment: null, hold: { status: 'released', expiresAt: null }, history: [], timeline: NOTE_CODES.map(entryFor) as OrderView['timeline'] });

beforeEach(() => {
  resetBusForTests();
  invalidateResource('/api/productOrder');
});

test('every code the api writes is either worded or hidden from the shopper, and the hidden ones are staff-only or text messages', () => {
  expect(NOTE_CODES.filter((c) => !isHiddenFromShopper(c) && eventOf(c) === null)).toEqual([]);
  expect(HIDDEN).toEqual(['stock.shortage', 'notify.chequeReceived', 'notify.paid', 'notify.chequeBounced', 'notify.shipped', 'notify.cancelled']);
  for (const code of HIDDEN) expect(eventOf(code)).toBeNull();
});

test.each([
  ['fa', fa, /[\u0600-\u06FF]/],
  ['en', en, /[A-Za-z]/],
  ['ru', ru, /[А-Яа-яЁё]/],
] as const)('every code shown has its words in %s', (_locale, messages, script) => {
  for (const code of SHOWN) expect({ code, text: words(messages as Messages, code, '41') }).toEqual({ code, text: expect.stringMatching(script) });
  expect((messages as Messages).orderTimeline.summary.chequeSent).toMatch(script);
});

describe.each([
  ['/en/profile/accountorder/42', en, '41'],
  ['/profile/accountorder/42', fa, '۴۱'],
] as const)('the order page at %s', (path, messages, id) => {
  it('shows every code’s words, a step for each, and neither a code, a message key nor a text message', async () => {
    show(everyCode(), path);
    const list = await screen.findByTestId('order-timeline');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(SHOWN.length);
    SHOWN.forEach((code, i) => expect({ code, text: items[i].textContent }).toEqual({ code, text: expect.stringContaining(words(messages as Messages, code, id)) }));
    const text = list.textContent ?? '';
    for (const code of NOTE_CODES) expect({ code, shown: text.includes(code) }).toEqual({ code, shown: false });
    expect(text).not.toMatch(/orderTimeline\.|order\.status\.|SMS text/);
    // a hold event leaves the status as it was: it is named by its event, never as "Payment failed"
    expect(within(items[SHOWN.indexOf('hold.expired')]).queryByText(messages.order.status.failed)).not.toBeInTheDocument();
    if (path.startsWith('/en')) expect(items[SHOWN.indexOf('order.mergedInto')]).toHaveTextContent('Combined into order 41');
    // in Persian: no Latin letter or digit anywhere in the timeline
    else expect(text).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe('a cheque sent and waiting for the shop', () => {
  const waiting = (cheque: OrderView['cheque']) =>
    orderView({ status: 'awaiting_cheque' as OrderStatus, paymentMethod: 'cheque', isOnline: false, isCheque: true, payment: null, canSubmitCheque: true, hold: { status: 'held', expiresAt: null }, cheque });
  const sent: OrderView['cheque'] = { sayadId: '1234567890123456', serial: null, bankName: 'Melli', ownerName: 'Sara Ahmadi', amount: 4_450_000, dueDate: '2030-12-21', imageUrl: '/api/files/abc.png', status: 'submitted' };

  it('says so under its badge (English): the details went to the shop, which checks the cheque', async () => {
    show(waiting(sent), '/en/profile/accountorder/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Cheque sent, waiting for the shop');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Your cheque’s details were sent. The shop will check the cheque and let you know by text message once it has received it.');
  });

  it('says so in Persian', async () => {
    show(waiting(sent), '/profile/accountorder/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('چک ارسال شد، در انتظار بررسی فروشگاه');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('اطلاعات چک شما ارسال شد. فروشگاه چک را بررسی می‌کند');
  });

  it('says nothing of the kind before the cheque’s details are sent', async () => {
    show(waiting(null), '/en/profile/accountorder/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Waiting for your cheque');
    expect(screen.queryByTestId('status-summary')).not.toBeInTheDocument();
  });
});
