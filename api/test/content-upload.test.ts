import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, describeEachDb, Client, type TestApp, multipart, PDF } from './helpers';

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/user").then(r=>r.text()).then(alert)</script></body></html>');

describeEachDb('content: uploads', (kind) => {
  let t: TestApp;
  let client: Client;
  let png: Buffer;
  const uploads = async () => Number((await t.database.db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
  const storedFiles = () => {
    const dir = t.config.uploadDir;
    if (!fs.existsSync(dir)) return 0;
    return fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length;
  };
  const upload = (url: string, field: string, name: string, type: string, data: Buffer, lang = 'en') =>
    client.request({ method: 'POST', url: `${url}?lang=${lang}`, ...multipart(field, name, type, data) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = new Client(t.app);
    // a real photo-like PNG carrying an EXIF comment that must not survive
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret location' } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('takes a PDF on the file uploader and serves it as a download under a random name', async () => {
    const res = await upload('/api/upload/file', 'file', 'plan.pdf', 'application/pdf', PDF);
    expect(res.statusCode).toBe(200);
    const { isSuccess, data, messages } = res.json();
    expect(isSuccess).toBe(true);
    expect(messages[0].item2).toBe('content.upload.done');
    expect(data).toMatchObject({ id: expect.any(Number), name: 'plan.pdf', mime: 'application/pdf', size: PDF.length });
    expect(data.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    expect(data.url).not.toContain('plan');

    const file = await client.get(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes an image on the image uploader (field PictureFile), drops its metadata and serves it inline', async () => {
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload('/api/upload/image', 'PictureFile', 'عکس.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const file = await client.get(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; /);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
    expect(meta.exif).toBeUndefined();
  });

  it('refuses HTML with a script behind the harmless name evil.png, on both uploaders, and keeps nothing', async () => {
    const beforeRows = await uploads();
    const beforeFiles = storedFiles();
    for (const [url, field] of [
      ['/api/upload/image', 'PictureFile'],
      ['/api/upload/file', 'file'],
    ]) {
      const res = await upload(url, field, 'evil.png', 'image/png', HTML);
      expect(res.statusCode).toBe(400);
      expect(res.json().isSuccess).toBe(false);
      expect(res.json().messages[0].item2).toBe('content.upload.badType');
      expect(res.json().messages[0].item1).toContain('Allowed');
    }
    expect(await uploads()).toBe(beforeRows);
    expect(storedFiles()).toBe(beforeFiles);
  });

  it('refuses a PDF on the image uploader and a truncated PNG that does not decode', async () => {
    const pdf = await upload('/api/upload/image', 'PictureFile', 'photo.jpg', 'image/jpeg', PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().messages[0].item2).toBe('content.upload.badType');
    const broken = await upload('/api/upload/image', 'PictureFile', 'photo.png', 'image/png', png.subarray(0, 40));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().messages[0].item2).toBe('content.upload.badImage');
  });

  it('refuses a file larger than 5 MB with a localized message and keeps nothing', async () => {
    const before = await uploads();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const en = await upload('/api/upload/file', 'file', 'big.pdf', 'application/pdf', big);
    expect(en.statusCode).toBe(413);
    expect(en.json()).toMatchObject({ isSuccess: false, messages: [{ item1: 'The file is larger than 5 MB.', item2: 'content.upload.tooLarge' }] });
    const fa = await upload('/api/upload/file', 'file', 'big.pdf', 'application/pdf', big, 'fa');
    expect(fa.json().messages[0].item1).toBe('حجم فایل بیشتر از 5 مگابایت است.');
    expect(await uploads()).toBe(before);
  });

  it('refuses a request without a file, an empty file, the wrong field and a non-multipart body', async () => {
    const before = await uploads();
    const boundary = '----nofile';
    const noFile = await client.request({
      method: 'POST',
      url: '/api/upload/file?lang=en',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const empty = await upload('/api/upload/file', 'file', 'empty.pdf', 'application/pdf', Buffer.alloc(0));
    const wrongField = await upload('/api/upload/image', 'file', 'a.png', 'image/png', png);
    const json = await client.post('/api/upload/file?lang=en', { file: 'x' });
    for (const res of [noFile, empty, wrongField, json]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ item1: 'No file was selected for upload.', item2: 'content.upload.noFile' }] });
    }
    expect(await uploads()).toBe(before);
  });

  it('refuses an upload from a foreign origin', async () => {
    const evil = new Client(t.app, 'https://evil.example');
    const res = await evil.request({ method: 'POST', url: '/api/upload/file', ...multipart('file', 'plan.pdf', 'application/pdf', PDF) });
    expect(res.statusCode).toBe(403);
  });

  it('takes Word documents and AutoCAD drawings but refuses macro-enabled documents', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
    const ok = await upload('/api/upload/file', 'file', 'spec.docx', 'application/octet-stream', docx);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.url).toMatch(/\.docx$/);
    const dwg = await upload('/api/upload/file', 'file', 'plan.dwg', 'application/octet-stream', Buffer.from('AC1032\u0000\u0000rest-of-drawing'));
    expect(dwg.statusCode).toBe(200);
    const docm = Buffer.concat([docx, Buffer.from('word/vbaProject.bin')]);
    const macro = await upload('/api/upload/file', 'file', 'spec.docx', 'application/octet-stream', docm);
    expect(macro.statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed file names', async () => {
    for (const url of ['/api/files/0123456789abcdef0123456789abcdef.pdf', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/plan.pdf']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().isSuccess).toBe(false);
    }
  });
});
