import type { StaffRole } from 'contracts/admin';
import type { OrderAction } from 'contracts/admin-orders';
import { addStaff, signInStaff } from './admin-helpers';
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
