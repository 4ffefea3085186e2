// The shop's forms without scripts (issue 33, shell/server/forms.mjs), against the real shell server in a
// child process and a stand-in api that records what it is asked: a post from another site is refused
// and nothing is asked of the api; a basket change is made with the shopper's cookies, the api's cookies
// come back and the browser is sent back to its page (303), whose next answer is the shopper's own and
// spends the outcome; a refused contact form is answered with its page (422); bad fields change nothing.
// (The pages drawing an outcome are tested end to end: e2e/tests/no-script.spec.ts.)
const { root, ensureBuilt } = require('../../server-kit/test/child-servers.cjs');
const { formsShell } = require('./forms-shell.cjs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

ensureBuilt();
jest.setTimeout(30_000);


describe('forms posted without scripts', () => {
  let base;
  let asked = [];
  /** what the stand-in api answers next: [status, body, headers] */
  let next;

  const shell = formsShell({ remote: { name: 'mf_catalog', server: 'http://localhost:3801' }, respond: () => next, ask: (a) => asked.push(a) });
  afterAll(shell.stopAll);
  beforeAll(async () => {
    await shell.start();
    base = shell.base;
  });
  beforeEach(() => {
    asked = [];
  });

  const post = (...args) => shell.post(...args);

  it('refuses a post from another site, and one that names no site, without asking the api', async () => {
    next = [200, { isSuccess: true, data: {} }];
    const other = await post('/_form/cart', { productId: '5', change: '1', back: '/pr/5/x' }, { origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    const crossSite = await post('/_form/cart', { productId: '5', change: '1' }, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(asked).toEqual([]);
  });

  it('adds to the basket with the shopper’s cookies, passes the api’s cookie on and goes back to the page (303)', async () => {
    next = [200, { isSuccess: true, data: { itemCount: 2 } }, { 'set-cookie': 'basketId=b-123; Path=/; SameSite=Lax' }];
    const res = await post('/_form/cart', { productId: '5', change: '2', back: '/en/pr/5/extinguisher' }, { cookie: 'basketId=b-old; sid=s1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/pr/5/extinguisher');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual(expect.arrayContaining(['basketId=b-123; Path=/; SameSite=Lax', expect.stringMatching(/^form_result=.*HttpOnly/)]));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', url: '/api/cart/cart?lang=en', body: { cartUpdateType: 1, productItemId: 5, count: 2, uniqueId: 'b-old' } });
    expect(asked[0].headers.cookie).toBe('basketId=b-old; sid=s1');

    // the page it goes back to is this shopper's once: not kept by anyone, and the outcome is spent
    const flash = cookies.find((c) => c.startsWith('form_result=')).split(';')[0];
    const page = await fetch(`${base}/en/pr/5/extinguisher`, { headers: { cookie: flash } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.getSetCookie()).toEqual([expect.stringMatching(/^form_result=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/)]);
  });

  it('answers the hydrated page’s own post with the outcome as JSON (the same form, no page)', async () => {
    next = [200, { isSuccess: true, data: { itemCount: 3 } }];
    const res = await post('/_form/cart', { productId: '5', change: '1', back: '/pr/5/x' }, { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ form: 'cart', ok: true, productId: 5, change: 1, itemCount: 3 });
    next = [409, { isSuccess: false, data: null, messages: [{ item1: 'Only 2 left.', item2: 'cart.stock' }] }];
    const refused = await post('/_form/cart', { productId: '5', change: '9', back: '/pr/5/x' }, { accept: 'application/json' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ form: 'cart', ok: false, productId: 5, change: 9, messages: ['Only 2 left.'] });
  });

  it('takes a line away or removes it, and refuses a change that is no number', async () => {
    next = [200, { isSuccess: true, data: {} }];
    expect((await post('/_form/cart', { productId: '5', change: '-1', back: '/basket' })).status).toBe(303);
    expect((await post('/_form/cart', { productId: '5', change: 'remove', back: '/basket' })).status).toBe(303);
    expect(asked.map((a) => a.body)).toEqual([
      { cartUpdateType: 1, productItemId: 5, count: -1, uniqueId: null },
      { cartUpdateType: 4, productItemId: 5, uniqueId: null },
    ]);
    asked = [];
    for (const bad of [{ productId: '5', change: '0' }, { productId: '5', change: 'lots' }, { productId: 'x', change: '1' }, { productId: '5', change: '1000' }]) {
      expect((await post('/_form/cart', { ...bad, back: '/basket' })).status).toBe(400);
    }
    expect(asked).toEqual([]);
  });

  it('a double tap the browser posts twice (the second before the first’s answer is drawn) changes the basket once; the page’s own posts are never merged', async () => {
    next = [200, { isSuccess: true, data: { itemCount: 1 } }, { 'set-cookie': 'basketId=b-twice; Path=/' }];
    const fields = { productId: '8', change: '1', back: '/pr/8/x' };
    const [first, second] = await Promise.all([post('/_form/cart', fields, { cookie: 'sid=s-twice' }), post('/_form/cart', fields, { cookie: 'sid=s-twice' })]);
    expect([first.status, second.status]).toEqual([303, 303]);
    // both carry the basket the one add made, and its outcome
    expect(second.headers.get('set-cookie')).toContain('basketId=b-twice');
    expect(second.headers.get('set-cookie')).toContain('form_result=');
    expect(asked.filter((a) => a.body?.productItemId === 8)).toHaveLength(1);
    // the hydrated page's own posts (JSON) are each one add
    asked = [];
    const json = { cookie: 'basketId=b-json', accept: 'application/json' };
    await post('/_form/cart', fields, json);
    await post('/_form/cart', fields, json);
    expect(asked.filter((a) => a.body?.productItemId === 8)).toHaveLength(2);
    // later, the same post is a new add
    asked = [];
    await new Promise((r) => setTimeout(r, 1600));
    await post('/_form/cart', fields, { cookie: 'sid=s-twice' });
    expect(asked.filter((a) => a.body?.productItemId === 8)).toHaveLength(1);
  });

  it('goes back only to a page of this shop', async () => {
    next = [200, { isSuccess: true, data: {} }];
    const away = await post('/_form/cart', { productId: '5', change: '1', back: '//evil.example/x' });
    expect(away.headers.get('location')).toBe('/');
    const referred = await post('/_form/cart', { productId: '5', change: '1' }, { referer: `${base}/en/cat?page=2` });
    expect(referred.headers.get('location')).toBe('/en/cat?page=2');
  });

  it('answers a contact form the api refused with its page (422), nothing changed', async () => {
    next = [
      400,
      {
        isSuccess: false,
        data: null,
        messages: [
          { item1: 'Please fill in the required fields.', item2: 'content.form.requiredFields' },
          { item1: 'The mobile number is not valid.', item2: 'content.form.mobileFormat' },
        ],
      },
    ];
    const res = await post('/_form/contact', { fullName: '', mobile: '0912', body: 'سلام', email: '', back: '/en/st/contactus' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('form_result=') && !/Max-Age=0|1970/.test(c))).toBe(false);
    expect(asked[0]).toMatchObject({ url: '/api/form/postForm?lang=en', body: { fullName: '', mobile: '0912', body: 'سلام', email: null, fileId: null } });
  });

  it('takes the longest message the contact form allows, in Persian (nothing a shopper wrote is refused for its size)', async () => {
    next = [200, { isSuccess: true, data: {} }];
    const body = 'سامانه اعلام حریق '.repeat(4000 / 18 + 1).slice(0, 4000);
    const res = await post('/_form/contact', { fullName: 'مریم رضایی', mobile: '09121234567', body, back: '/st/contactus' });
    expect(res.status).toBe(303);
    expect(asked[0].body.body).toBe(body.trim());
  });

  it('sends a price inquiry (Persian digits read), and refuses a quantity that is no number without asking the api', async () => {
    next = [200, { isSuccess: true, data: { mobile: '09121234567' } }];
    const sent = await post('/_form/inquiry', { productId: '7', fullName: 'Reza', mobile: '۰۹۱۲۱۲۳۴۵۶۷', quantity: '۱۲', message: '', back: '/pr/7/x' });
    expect(sent.status).toBe(303);
    expect(asked[0]).toMatchObject({ url: '/api/product/priceInquiry?lang=fa', body: { productId: 7, fullName: 'Reza', mobile: '09121234567', quantity: 12 } });
    asked = [];
    const refused = await post('/_form/inquiry', { productId: '7', fullName: 'Reza', mobile: '09121234567', quantity: 'many', back: '/en/pr/7/x' });
    expect(refused.status).toBe(422);
    expect(asked).toEqual([]);
  });

  it('places the api’s messages beside the fields they are about', async () => {
    // an ES module: asked of node itself (this jest project runs CommonJS)
    const messages = [
      { item1: 'Required', item2: 'content.form.requiredFields' },
      { item1: 'Bad mobile', item2: 'content.form.mobileFormat' },
      { item1: 'Too many', item2: 'content.form.tooMany' },
    ];
    const source = `import { contactErrors } from ${JSON.stringify(path.join(root, 'shell', 'server', 'forms.mjs'))};
      console.log(JSON.stringify(contactErrors(${JSON.stringify(messages)}, { fullName: '', mobile: '09', body: '' })));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: path.join(root, 'shell'), encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({
      errors: { fullName: 'Required', mobile: 'Bad mobile', body: 'Required' },
      messages: ['Too many'],
    });
  });
});
