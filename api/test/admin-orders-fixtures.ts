import type { StaffRole } from 'contracts/admin';
import type { OrderAction } from 'contracts/admin-orders';
import { addStaff, signInStaff } from './admin-helpers';
import { cart, payInSandbox, readyToOrder, shopper } from './cart-fixtures';
import { Client, type TestApp } from './helpers';

let staffSeq = 0;
/** A signed-in staff member with these roles (a fresh mobile each time). */
export async function staffClient(t: TestApp, roles: StaffRole[], name = 'Orders Staff'): Promise<{ client: Client; id: number }> {
  staffSeq += 1;
  const mobile = `0935${String(process.pid % 1000).padStart(3, '0')}${String(staffSeq).padStart(4, '0')}`;
  const id = await addStaff(t, mobile, roles, name);
  const client = new Client(t.app);
  await signInStaff(client, t.app, mobile);
  return { client, id };
}

/** The order as the back office answers it. */
export async function adminOrder(staff: Client, id: number, lang = 'en') {
  const res = await staff.get(`/api/admin/orders/${id}?lang=${lang}`);
  if (res.statusCode !== 200) throw new Error(`admin order ${id}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A staff action with the order's current version (read first, as the order page does). */
export async function act(staff: Client, id: number, action: OrderAction, extra: Record<string, unknown> = {}, lang = 'en') {
  const { version } = await adminOrder(staff, id, lang);
  return staff.post(`/api/admin/orders/${id}/actions?lang=${lang}`, { action, version, ...extra });
}

/** The sandbox outbox's texts to one mobile that are not login codes, oldest first. */
export async function orderTexts(t: TestApp, mobile: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('auth_sms_outbox').select(['text', 'code']).where('mobile', '=', mobile).orderBy('id').execute();
  return rows.filter((r) => r.code === null).map((r) => String(r.text));
}

/** Cheque details as the shopper sends them (the image's address only has to be one of the shop's files). */
export const chequeDetails = (amount: number) => ({
  sayadId: '1234567890123456',
  bankName: 'Bank Melli',
  ownerName: 'Sara Ahmadi',
  amount,
  dueDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  imageUrl: '/api/files/cheque.png',
});

/** A cheque order of a new shopper (`count` units of `productId`), placed in `lang`; with `send`, its cheque's details sent. */
export async function chequeOrder(t: TestApp, productId: number, opts: { count?: number; lang?: 'fa' | 'en'; send?: boolean; fullName?: string } = {}) {
  const s = await shopper(t, opts.fullName);
  await readyToOrder(s.c, productId, opts.count ?? 1);
  await cart(s.c, 9, { paymentMethod: 'cheque' });
  const res = await cart(s.c, 11, {}, opts.lang ?? 'en');
  if (res.statusCode !== 200) throw new Error(`cheque setOrder failed: ${res.body}`);
  const id = res.json().data.productOrderId as number;
  if (opts.send) {
    const payable = (await s.c.get(`/api/productOrder/${id}`)).json().data.totals.payable as number;
    const sent = await s.c.post(`/api/productOrder/${id}/cheque`, chequeDetails(payable));
    if (sent.statusCode !== 200) throw new Error(`cheque details refused: ${sent.body}`);
  }
  return { ...s, id };
}

/** An online order of a new shopper, paid in the sandbox bank. */
export async function paidOrder(t: TestApp, productId: number, opts: { count?: number; lang?: 'fa' | 'en'; fullName?: string } = {}) {
  const s = await shopper(t, opts.fullName);
  await readyToOrder(s.c, productId, opts.count ?? 1);
  const res = await cart(s.c, 11, {}, opts.lang ?? 'en');
  if (res.statusCode !== 200) throw new Error(`setOrder failed: ${res.body}`);
  const order = res.json().data as { productOrderId: number; paymentUrl: string };
  await payInSandbox(s.c, order.paymentUrl);
  return { ...s, id: order.productOrderId, paymentUrl: order.paymentUrl };
}
