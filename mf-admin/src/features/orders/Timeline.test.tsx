import { screen, within } from '@testing-library/react';
import type { TimelineEntry } from '../../api/orders';
import { adminGetOrder } from 'contracts/admin-orders';
import { exampleData } from 'shared-lib/test-utils';
import type { AdminOrder } from '../../api/orders';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import { Timeline } from './OrderSections';
import { NOTE_CODES, type NoteCode } from './status';

// Every note code the api writes (NOTE_CODES, from api/src/modules/cart/README.md's state machine) is
// put in words in both languages: the timeline never shows a bare code or a message key.

const EXAMPLE = exampleData(adminGetOrder) as AdminOrder;
const MOBILE = '09121234567';

/** The entry the api writes for a code: its kind, an order number after the colon, a message's details. */
function entryFor(code: NoteCode, i: number): TimelineEntry {
  const base = { id: i + 1, at: `2026-11-27T10:${String(i).padStart(2, '0')}:00.000Z`, staffId: null, staffName: null };
  if (code.startsWith('notify.')) {
    const event = code.slice('notify.'.length);
    return { ...base, kind: 'notification', from: null, to: null, note: code, details: { event, message: `SMS text ${i}`, mobile: MOBILE } };
  }
  if (code.startsWith('hold.') || code === 'stock.shortage') return { ...base, kind: 'hold', from: null, to: 'paid', note: code, details: null };
  const note = code === 'order.completes' || code === 'order.mergedInto' ? `${code}:41` : code;
  return { ...base, kind: 'status', from: 'placed', to: 'paid', note, details: null };
}

type Messages = typeof en;
/** A code's words as the locale file has them ({{id}} filled), read straight from the JSON. */
function words(messages: Messages, code: NoteCode, id: string): string {
  const [group, name] = code.split('.');
  const text = (messages.notes as Record<string, Record<string, string> | undefined>)[group]?.[name];
  if (typeof text !== 'string' || !text) throw new Error(`no words for ${code}`);
  return text.replace('{{id}}', id);
}

function show(timeline: TimelineEntry[], locale: 'fa' | 'en') {
  renderAdmin(<Timeline order={{ ...EXAMPLE, timeline }} />, { path: locale === 'en' ? '/en/admin/orders/1043' : '/admin/orders/1043', namespaces: { 'admin-orders': { fa, en } } });
  return screen.getByRole('list', { name: locale === 'en' ? 'Timeline' : 'تاریخچه' });
}

describe.each([
  ['en', en, '41'],
  ['fa', fa, '۴۱'],
] as const)('the timeline in %s', (locale, messages, id) => {
  test('puts every code the api writes in words, never showing the code itself', () => {
    const list = show(NOTE_CODES.map(entryFor), locale);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(NOTE_CODES.length);
    NOTE_CODES.forEach((code, i) => {
      const text = items[i].textContent ?? '';
      expect({ code, text }).toEqual({ code, text: expect.stringContaining(words(messages as Messages, code, id)) });
      // neither the code, nor a message key (i18next answers a missing one with its key)
      expect({ code, text }).toEqual({ code, text: expect.not.stringContaining(code) });
      expect({ code, text }).toEqual({ code, text: expect.not.stringMatching(/\b(notes|timeline|details|status)\.[a-zA-Z]/) });
    });
    if (locale === 'fa') {
      // Persian words and digits for every code's own text
      for (const code of NOTE_CODES) expect(words(fa, code, id)).toMatch(/[\u0600-\u06FF]/);
      expect(items[NOTE_CODES.indexOf('order.completes')]).toHaveTextContent('برای تکمیل سفارش شمارهٔ ۴۱ ثبت شد');
    } else {
      expect(items[NOTE_CODES.indexOf('order.mergedInto')]).toHaveTextContent('Merged into order #41');
    }
  });
});

test('a text message shows what it was about, the message sent and the number; one not sent says why', () => {
  const list = show(
    [
      { id: 1, at: '2026-11-29T07:45:00.000Z', kind: 'notification', from: null, to: null, note: 'notify.shipped', staffId: null, staffName: null, details: { event: 'shipped', message: 'Your order 1043 was shipped with Tipax. Tracking code: TPX-1', mobile: MOBILE } },
      { id: 2, at: '2026-11-29T08:00:00.000Z', kind: 'notification', from: null, to: null, note: 'notify.cancelled', staffId: null, staffName: null, details: { event: 'cancelled', message: 'سفارش ۱۰۴۳ لغو شد.', mobile: null, status: 'failed', reason: 'no mobile' } },
      { id: 3, at: '2026-11-29T09:00:00.000Z', kind: 'notification', from: null, to: null, note: 'notify.paid', staffId: null, staffName: null, details: { event: 'paid', message: 'Paid.', mobile: MOBILE, status: 'failed', reason: 'Kavenegar 418' } },
    ],
    'en',
  );
  const [sent, noMobile, refused] = within(list).getAllByRole('listitem');
  expect(within(sent).getByText('Text message to the shopper (order shipped)')).toBeInTheDocument();
  expect(within(sent).getByText('Your order 1043 was shipped with Tipax. Tracking code: TPX-1')).toHaveAttribute('dir', 'auto');
  expect(within(sent).getByText(MOBILE)).toHaveAttribute('dir', 'ltr');
  expect(sent).not.toHaveTextContent('Not sent');
  expect(within(noMobile).getByText('Text message to the shopper (order cancelled)')).toBeInTheDocument();
  expect(noMobile).toHaveTextContent('Not sent: the customer has no mobile number');
  expect(noMobile).toHaveTextContent('Message not sent');
  expect(within(noMobile).getByText('سفارش ۱۰۴۳ لغو شد.')).toBeInTheDocument();
  expect(refused).toHaveTextContent('Not sent: Kavenegar 418');
  // the details' own keys (event, status, reason) are not listed raw
  expect(list).not.toHaveTextContent(/\b(event|status|reason)\b/);
});

test('in Persian, a text message and a hold event read in Persian; a code the screen does not know is shown as it is', () => {
  const list = show(
    [
      { id: 1, at: '2026-11-27T11:00:00.000Z', kind: 'notification', from: null, to: null, note: 'notify.chequeReceived', staffId: null, staffName: null, details: { event: 'chequeReceived', message: 'چک سفارش ۱۰۴۳ شما به دست فروشگاه رسید.', mobile: MOBILE } },
      { id: 2, at: '2026-11-28T08:30:00.000Z', kind: 'hold', from: null, to: 'paid', note: 'stock.shortage', staffId: 1, staffName: 'مریم احمدی', details: null },
      { id: 3, at: '2026-11-28T09:00:00.000Z', kind: 'status', from: 'paid', to: 'paid', note: 'staff.somethingNew', staffId: null, staffName: null, details: null },
    ],
    'fa',
  );
  const [sms, shortage, unknown] = within(list).getAllByRole('listitem');
  expect(within(sms).getByText('پیامک به خریدار (دریافت چک)')).toBeInTheDocument();
  expect(sms).toHaveTextContent('متن پیام');
  expect(within(shortage).getByText('رزرو موجودی')).toBeInTheDocument();
  expect(shortage).toHaveTextContent('موجودی برای این سفارش پرداخت‌شده کافی نبود');
  // a hold entry's `to` is the order's status, not a hold state: never shown as a bare code
  expect(shortage).not.toHaveTextContent(/paid/);
  expect(within(unknown).getByText('staff.somethingNew')).toHaveAttribute('dir', 'ltr');
});
