import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { LocalDiskStore } from '../src/modules/content/uploads/file-store';
import { sweepOrphanUploads } from '../src/modules/content/uploads/sweep';
import { createTestApp, describeEachDb, Client, type TestApp, multipart, PDF } from './helpers';
import { chequeDetails } from './admin-orders-fixtures';
import { cart, makeProduct, readyToOrder, shopper } from './cart-fixtures';

const valid = { fullName: 'مریم رضایی', mobile: '09121234567', body: 'برای ساختمان اداری به سیستم اعلام حریق نیاز داریم.' };

describeEachDb('content hardening: orphan uploads', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const files = () => {
    const dir = t.config.uploadDir;
    if (!fs.existsSync(dir)) return [] as string[];
    return fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => path.basename(f));
  };

  it('removes files no form references once they are a day old, keeps the others', async () => {
    const client = new Client(t.app);
    const up = async () => (await client.request({ method: 'POST', url: '/api/upload/file', ...multipart('file', 'plan.pdf', 'application/pdf', PDF) })).json().data;
    const orphan = await up();
    const attached = await up();
    const fresh = await up();
    const sent = await client.post('/api/form/postForm', { ...valid, fileId: attached.id });
    expect(sent.statusCode).toBe(200);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.database.db.updateTable('uploads').set({ created_at: twoDaysAgo }).where('id', 'in', [orphan.id, attached.id]).execute();

    const removed = await sweepOrphanUploads(t.database.db, new LocalDiskStore(t.config.uploadDir));
    expect(removed).toBe(1);
    const ids = (await t.database.db.selectFrom('uploads').select('id').execute()).map((r) => Number(r.id));
    expect(ids).not.toContain(orphan.id);
    expect(ids).toEqual(expect.arrayContaining([attached.id, fresh.id]));
    const names = files();
    expect(names).not.toContain(orphan.url.split('/').pop());
    expect(names).toEqual(expect.arrayContaining([attached.url.split('/').pop(), fresh.url.split('/').pop()]));
    expect((await client.get(orphan.url)).statusCode).toBe(404);
    // the attached one is kept (above), served to staff only (the leads inbox), not at its public address
    expect((await client.get(attached.url)).statusCode).toBe(404);
    expect((await client.get(fresh.url)).statusCode).toBe(200);
    // a second sweep finds nothing more
    expect(await sweepOrphanUploads(t.database.db, new LocalDiskStore(t.config.uploadDir))).toBe(0);
  });

  it("keeps a cheque's picture, which only the cheque refers to (by its address), however old", async () => {
    const s = await shopper(t);
    const png = await sharp({ create: { width: 32, height: 16, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
    const upload = async (name: string) => (await s.c.request({ method: 'POST', url: '/api/upload/image', ...multipart('PictureFile', name, 'image/png', png) })).json().data;
    const picture = await upload('cheque.png');
    expect(picture?.url).toMatch(/^\/api\/files\//);
    const product = await makeProduct(t, { stock: 5, price: 1_000_000 });
    await readyToOrder(s.c, product, 1);
    await cart(s.c, 9, { paymentMethod: 'cheque' });
    const id = (await cart(s.c, 11, {}, 'en')).json().data.productOrderId as number;
    const payable = (await s.c.get(`/api/productOrder/${id}`)).json().data.totals.payable as number;
    const sent = await s.c.post(`/api/productOrder/${id}/cheque`, { ...chequeDetails(payable), imageUrl: picture.url });
    expect(sent.statusCode).toBe(200);
    const unused = await upload('other.png');
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    await t.database.db.updateTable('uploads').set({ created_at: weekAgo }).where('id', 'in', [picture.id, unused.id]).execute();

    expect(await sweepOrphanUploads(t.database.db, new LocalDiskStore(t.config.uploadDir))).toBe(1);
    const ids = (await t.database.db.selectFrom('uploads').select('id').execute()).map((r) => Number(r.id));
    expect(ids).toContain(picture.id);
    expect(ids).not.toContain(unused.id);
    expect(files()).toContain(picture.url.split('/').pop());
  });
});
