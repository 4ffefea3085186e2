import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeAnswer } from 'shared-lib/test-utils';
import { renderAdmin, CATALOGUE } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import { parseDelta, StockAdjustDialog } from './StockAdjustDialog';

const S = '/api/admin/catalog/products/7/stock';

function setup(path = '/en/admin/products', answer: FakeAnswer = { data: { productId: 7, stock: 9 } }, stock: number | null = 12) {
  const api = fakeApi({ [`POST ${S}`]: answer });
  const onClose = jest.fn();
  const onAdjusted = jest.fn();
  renderAdmin(<StockAdjustDialog productId={7} productName="6 kg fire extinguisher" stock={stock ?? undefined} onClose={onClose} onAdjusted={onAdjusted} />, {
    path,
    me: CATALOGUE,
    namespaces: { 'admin-stock': { fa, en } },
  });
  return { api, onClose, onAdjusted, user: userEvent.setup() };
}

test('in English: a reason is required; nothing is sent without it; then delta and reason are sent', async () => {
  const toasts = collectToasts();
  const { api, onClose, onAdjusted, user } = setup();
  const dialog = screen.getByRole('dialog', { name: 'Adjust the stock of 6 kg fire extinguisher' });
  expect(within(dialog).getByText('In stock now: 12')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Change/), '-3');
  expect(within(dialog).getByText('Takes 3 units away. Stock: 12 → 9')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
  expect(within(dialog).getByText('Say why the stock changes.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Reason/), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
  expect(api.calls).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/^Reason/), ' Stock count:   2 damaged ');
  await user.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
  await waitFor(() => expect(onAdjusted).toHaveBeenCalledWith({ productId: 7, stock: 9 }));
  expect(api.called(`POST ${S}`).map((c) => c.body)).toEqual([{ delta: -3, reason: 'Stock count: 2 damaged' }]);
  expect(onClose).toHaveBeenCalled();
  expect(toasts).toContainEqual({ message: 'The stock is now 9.', variant: 'success' });
});

test('in Persian: Persian digits with the minus typed after them, a zero change refused, the api refusal kept with the values', async () => {
  const { api, onAdjusted, user } = setup('/admin/products', { status: 403, messages: [{ item1: 'شما اجازهٔ تغییر موجودی را ندارید.', item2: 'admin.forbidden' }] }, null);
  const dialog = screen.getByRole('dialog', { name: 'تغییر موجودی ۶ kg fire extinguisher' });
  const delta = within(dialog).getByLabelText(/^میزان تغییر/);
  await user.type(delta, '۰');
  await user.type(within(dialog).getByLabelText(/^دلیل/), 'انبارگردانی');
  await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر موجودی' }));
  expect(within(dialog).getByText('تغییر صفر چیزی را عوض نمی‌کند.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);

  await user.clear(delta);
  await user.type(delta, '۱۲-');
  expect(within(dialog).getByText('۱۲ عدد کم می‌شود.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر موجودی' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('شما اجازهٔ تغییر موجودی را ندارید.');
  expect(api.called(`POST ${S}`).map((c) => c.body)).toEqual([{ delta: -12, reason: 'انبارگردانی' }]);
  expect(delta).toHaveValue('۱۲-');
  expect(within(dialog).getByLabelText(/^دلیل/)).toHaveValue('انبارگردانی');
  expect(onAdjusted).not.toHaveBeenCalled();
});

test('a stock change as typed', () => {
  expect(parseDelta('5')).toBe(5);
  expect(parseDelta('+5')).toBe(5);
  expect(parseDelta('-3')).toBe(-3);
  expect(parseDelta('−3')).toBe(-3);
  expect(parseDelta('۳-')).toBe(-3);
  expect(parseDelta('۱٬۲۰۰')).toBe(1200);
  expect(parseDelta('')).toBe('');
  expect(parseDelta('3.5')).toBeNull();
  expect(parseDelta('abc')).toBeNull();
  expect(parseDelta('+-3')).toBeNull();
});
