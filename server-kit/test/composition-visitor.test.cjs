// The per-visitor choice of a composition with canaries (server-kit/composition/visitor.mjs): a 10 % canary
// reaches about 10 % of a thousand simulated visitors, each visitor keeps their choice across visits (the
// `mfc` cookie), widening the share keeps the earlier ones; no cookie without a canary.
const { cookieParts } = require('./net-helpers.cjs');
const { esm } = require('./composition-helpers.cjs');

describe('chooseForVisitor: a sticky share of visitors gets the candidate', () => {
  const composition = {
    remotes: {
      mf_catalog: { server: 'http://remote.test', version: '1.0.0', manifest: 'http://remote.test/1.0.0/web/mf-manifest.json', canary: { version: '1.1.0', share: 10 } },
      mf_cart: { server: 'http://cart.test', version: '2.0.0' },
    },
  };
  const result = esm(`
    const composition = ${JSON.stringify(composition)};
    const visitors = [];
    for (let i = 0; i < 1000; i++) {
      const first = L.chooseForVisitor(composition, undefined);
      const cookie = first.setCookie.split(';')[0];
      const again = L.chooseForVisitor(composition, 'locale=en; ' + cookie + '; other=1');
      const valueOnly = L.chooseForVisitor(composition, cookie.slice(cookie.indexOf('=') + 1));
      const wider = L.chooseForVisitor({ remotes: { ...composition.remotes, mf_catalog: { ...composition.remotes.mf_catalog, canary: { version: '1.1.0', share: 25 } } } }, cookie);
      if (!first.personalized || !again.personalized) throw new Error('a canary runs: every answer depends on the visitor');
      visitors.push({ first: first.composition.remotes, setCookie: first.setCookie, again: again.composition.remotes, againCookie: again.setCookie ?? null,
        valueOnly: valueOnly.composition.remotes.mf_catalog.version, wider: wider.composition.remotes.mf_catalog.version });
    }
    console.log(JSON.stringify(visitors));`);
  const got = result.filter((v) => v.first.mf_catalog.version === '1.1.0').length;

  it('gives about 10 % of a thousand visitors the candidate', () => {
    // binomial(1000, 0.1): standard deviation 9.5; 60-140 is more than four of them either side
    console.log(`canary 10 %: ${got} of 1000 simulated visitors got the candidate (${(got / 10).toFixed(1)} %)`);
    expect(got).toBeGreaterThanOrEqual(60);
    expect(got).toBeLessThanOrEqual(140);
  });

  it('keeps each visitor on the same version on later visits (cookie header or value), without a new cookie', () => {
    for (const v of result) {
      expect(v.again).toEqual(v.first);
      expect(v.valueOnly).toBe(v.first.mf_catalog.version);
      expect(v.againCookie).toBeNull();
    }
  });

  it('sets a year-long, site-wide, SameSite=Lax cookie naming the remote and a bucket 0-99', () => {
    for (const v of result) {
      expect(cookieParts(v.setCookie).pair).toMatch(/^mfc=mf_catalog:\d{1,2}$/);
      expect(cookieParts(v.setCookie).attributes).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    }
    const buckets = new Set(result.map((v) => Number(/mf_catalog:(\d+)/.exec(v.setCookie)[1])));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
  });

  it('gives the candidate its own addresses and the live version its own (never the live manifest for the candidate)', () => {
    const canary = result.find((v) => v.first.mf_catalog.version === '1.1.0').first;
    const live = result.find((v) => v.first.mf_catalog.version === '1.0.0').first;
    expect(canary.mf_catalog).toEqual({ server: 'http://remote.test', version: '1.1.0' });
    expect(live.mf_catalog).toEqual({ server: 'http://remote.test', version: '1.0.0', manifest: 'http://remote.test/1.0.0/web/mf-manifest.json' });
    expect(live.mf_cart).toEqual({ server: 'http://cart.test', version: '2.0.0' });
  });

  it('widening the share keeps every earlier candidate visitor on the candidate', () => {
    for (const v of result) if (v.first.mf_catalog.version === '1.1.0') expect(v.wider).toBe('1.1.0');
    const widened = result.filter((v) => v.wider === '1.1.0').length;
    expect(widened).toBeGreaterThan(got);
  });

  it('sets no cookie when no remote has a canary, and ignores a malformed cookie', () => {
    const r = esm(`
      const plain = { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0' } } };
      const withCanary = { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0', canary: { version: '2.1.0', share: 50 } } } };
      console.log(JSON.stringify({
        plain: L.chooseForVisitor(plain, 'mfc=mf_cart:3'),
        broken: L.chooseForVisitor(withCanary, 'mfc=mf_cart:abc.<script>:1', { randomBucket: () => 7 }),
      }));`);
    expect(r.plain).toEqual({ composition: { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0' } } }, personalized: false });
    expect(r.broken.personalized).toBe(true); // a canary runs: the page depends on the cookie (no shared caching)
    expect(r.broken.composition.remotes.mf_cart.version).toBe('2.1.0');
    expect(r.broken.setCookie).toMatch(/^mfc=mf_cart:7;/);
  });
});
