/**
 * Staff management and the audit trail: the owner adds, changes and disables staff; the last
 * active owner stays; every write leaves one audit row in its own transaction (a failed write none);
 * the trail cannot be changed or deleted, even with SQL; the owner filters it. Bad input: a
 * localized 4xx and nothing written.
 */
import { sql } from 'kysely';
import { recordAudit } from '../src/modules/backoffice/public';
import { runAdminCommand } from '../src/scripts/admin';
import { addOwner, addStaff, signInStaff } from './admin-helpers';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

describeEachDb('back-office staff and audit', (kind) => {
  let t: TestApp;
  let owner: Client;
  let ownerId: number;
  const audit = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const staffCount = async () => Number((await t.database.db.selectFrom('staff').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const patch = (c: Client, id: number, payload: unknown) => c.request({ method: 'PATCH', url: `/api/admin/staff/${id}?lang=en`, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ownerId = await addOwner(t, '09121110000', 'First Owner');
    owner = new Client(t.app);
    await signInStaff(owner, t.app, '09121110000');
  }, 60_000);
  afterAll(() => t.close());

  it('adds, lists, changes and disables staff, auditing each write with who, where, before and after', async () => {
    const before = (await audit()).length;
    const created = await owner.post('/api/admin/staff?lang=en', { mobile: '۰۹۱۲۱۱۱۰۰۰۱', name: '  Reza   Karimi ', roles: ['catalogue', 'content'] });
    expect(created.statusCode).toBe(200);
    const staff = created.json().data;
    expect(staff).toMatchObject({ mobile: '09121110001', name: 'Reza Karimi', roles: ['catalogue', 'content'], active: true, hasPassword: false });
    expect(created.json().messages[0].item2).toBe('admin.staffSaved');

    const changed = await patch(owner, staff.id, { roles: ['orders'], active: false });
    expect(changed.json().data).toMatchObject({ roles: ['orders'], active: false });
    const list = (await owner.get('/api/admin/staff')).json().data as Array<{ id: number }>;
    expect(list.map((s) => s.id)).toEqual(expect.arrayContaining([ownerId, staff.id]));

    const rows = (await audit()).slice(before);
    expect(rows.map((r) => [r.entity, String(r.entity_id), r.action, Number(r.staff_id)])).toEqual([
      ['staff', String(staff.id), 'create', ownerId],
      ['staff', String(staff.id), 'disable', ownerId],
    ]);
    expect(rows[0].ip).toBe('127.0.0.1');
    expect(rows[0].before_json).toBeNull();
    expect(JSON.parse(rows[1].before_json)).toMatchObject({ roles: ['catalogue', 'content'], active: true });
    expect(JSON.parse(rows[1].after_json)).toMatchObject({ roles: ['orders'], active: false });
    expect(rows.map((r) => `${r.before_json}${r.after_json}`).join('')).not.toMatch(/scrypt|password_hash/);
  });

  it('refuses bad input with a localized 4xx and writes nothing', async () => {
    const staffBefore = await staffCount();
    const auditBefore = (await audit()).length;
    const cases: Array<[unknown, number, string]> = [
      [{ mobile: '12345', name: 'X', roles: ['orders'] }, 400, 'common.invalidMobile'],
      [{ mobile: '09121110009', name: '   ', roles: ['orders'] }, 400, 'admin.nameInvalid'],
      [{ mobile: '09121110009', name: 'X', roles: [] }, 400, 'common.invalidField'],
      [{ mobile: '09121110009', name: 'X', roles: ['root'] }, 400, 'common.invalidField'],
      [{ mobile: '09121110009', name: 'X', roles: ['orders', 'orders'] }, 400, 'common.invalidField'],
      [{ mobile: '09121110000', name: 'Again', roles: ['orders'] }, 409, 'admin.staffExists'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await owner.post('/api/admin/staff?lang=en', payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().messages[0].item2]).toEqual([JSON.stringify(payload), status, code]);
    }
    expect((await patch(owner, 999_999, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await patch(owner, ownerId, {})).statusCode).toBe(400);
    expect((await owner.get('/api/admin/audit?from=2026-02-30&lang=en')).json().messages[0].item2).toBe('admin.dateInvalid');
    expect((await owner.get('/api/admin/audit?from=2026-03-02&to=2026-03-01')).json().messages[0].item2).toBe('admin.dateRange');
    expect(await staffCount()).toBe(staffBefore);
    expect((await audit()).length).toBe(auditBefore);
  });

  it('keeps the last active owner, and a refused change leaves no audit row', async () => {
    const auditBefore = (await audit()).length;
    for (const body of [{ active: false }, { roles: ['orders'] }]) {
      const res = await patch(owner, ownerId, body);
      expect([res.statusCode, res.json().messages[0]]).toEqual([409, { item1: 'At least one active owner must remain.', item2: 'admin.lastOwner' }]);
    }
    expect((await audit()).length).toBe(auditBefore);
    expect((await owner.get('/api/admin/me')).json().data.roles).toEqual(['owner']);
    // with a second owner, the first may step down
    const second = await addOwner(t, '09121110002', 'Second Owner');
    expect((await patch(owner, ownerId, { roles: ['owner', 'support'] })).statusCode).toBe(200);
    const other = new Client(t.app);
    await signInStaff(other, t.app, '09121110002');
    expect((await patch(other, ownerId, { roles: ['support'] })).statusCode).toBe(200);
    expect((await owner.get('/api/admin/staff')).statusCode).toBe(403);
    expect((await patch(other, second, { active: false })).statusCode).toBe(409);
    expect((await patch(other, ownerId, { roles: ['owner'] })).statusCode).toBe(200);
  });

  it('writes the audit row in the write’s transaction: a failing write leaves none', async () => {
    const before = (await audit()).length;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { staffId: ownerId, ip: '10.0.0.1', entity: 'probe', entityId: 1, action: 'update', before: { a: 1 }, after: { a: 2 } });
        throw new Error('the write failed after its audit row');
      }),
    ).rejects.toThrow('the write failed');
    expect((await audit()).length).toBe(before);
  });

  it('cannot be changed or deleted, even with SQL', async () => {
    const db = t.database.db;
    expect((await audit()).length).toBeGreaterThan(0);
    // the refusal's text, not `rejects.toThrow`: better-sqlite3's SqliteError is at times built in
    // another realm than the test's (instanceof Error false), which toThrow reports as "did not throw"
    const refusal = (statement: ReturnType<typeof sql>) => statement.execute(db).then(() => 'done', (e: unknown) => String(e));
    expect(await refusal(sql`UPDATE audit_log SET action = 'forged'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    if (kind === 'postgres') expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    expect((await audit()).some((r) => r.action === 'forged')).toBe(false);
  });

  it('lets the owner filter the trail by person, entity and date, page by page', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i++) await recordAudit(db, { staffId: ownerId, ip: '10.0.0.2', entity: 'product', entityId: i + 1, action: 'update', before: { price: i }, after: { price: i + 1 } });
    const all = (await owner.get('/api/admin/audit')).json().data;
    expect(all.total).toBe((await audit()).length);
    expect(all.items[0].id).toBeGreaterThan(all.items[1].id);

    const products = (await owner.get('/api/admin/audit?entity=product&pageSize=2&page=1')).json().data;
    expect(products).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(products.items.map((r: { entityId: string }) => r.entityId)).toEqual(['3', '2']);
    expect(products.items[0]).toMatchObject({ staffId: ownerId, staffName: 'First Owner', ip: '10.0.0.2', action: 'update', before: { price: 2 }, after: { price: 3 } });
    expect((await owner.get('/api/admin/audit?entity=product&pageSize=2&page=2')).json().data.items).toHaveLength(1);

    const byCli = (await owner.get(`/api/admin/audit?staffId=${ownerId}&entity=staff`)).json().data.items;
    expect(byCli.every((r: { staffId: number; entity: string }) => r.staffId === ownerId && r.entity === 'staff')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.get(`/api/admin/audit?from=${today}&to=${today}&entity=product`)).json().data.total).toBe(3);
    expect((await owner.get('/api/admin/audit?to=2000-01-01')).json().data.total).toBe(0);
    expect((await owner.get('/api/admin/audit?from=2999-01-01T00:00:00Z')).json().data.total).toBe(0);
  });

  it('makes the first owner with the command, once', async () => {
    const first = await runAdminCommand(t.database, ['create-owner', '09121119999', '--name', 'Command Owner']);
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toMatch(/owner created: Command Owner \(09121119999/);
    const again = await runAdminCommand(t.database, ['create-owner', '+989121119999']);
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toMatch(/already an active owner; nothing changed/);
    const row = await t.database.db.selectFrom('staff').selectAll().where('mobile', '=', '09121119999').executeTakeFirstOrThrow();
    expect([row.roles, Number(row.active), row.password_hash]).toEqual(['["owner"]', 1, null]);
    const audited = (await audit()).filter((r) => r.entity_id === String(row.id));
    expect(audited.map((r) => [r.action, r.staff_id, r.ip])).toEqual([['create', null, 'cli']]);

    // an existing staff member is made an owner again (and enabled)
    const id = await addStaff(t, '09121118888', ['support'], 'Support');
    expect((await patch(owner, id, { active: false })).statusCode).toBe(200);
    const promoted = await runAdminCommand(t.database, ['create-owner', '09121118888']);
    expect(promoted.out).toMatch(/now an active owner/);
    const after = await t.database.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([after.roles, Number(after.active)]).toEqual(['["owner","support"]', 1]);

    expect(await runAdminCommand(t.database, ['create-owner', '0912'])).toMatchObject({ code: 1, out: expect.stringMatching(/mobile number is not valid/) });
    expect(await runAdminCommand(t.database, [])).toMatchObject({ code: 2 });
    expect(await runAdminCommand(t.database, ['create-owner', '09121117777', '--password', 'x'])).toMatchObject({ code: 2 });
  });
});
