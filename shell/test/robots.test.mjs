// robots.txt of the shell's server (shell/server/seo/): it names the sitemap index, keeps private pages
// out in every language and lets every listed page and the api's public files in.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ORIGIN, stubApi, shell, get, pathOf, allUrls } from './seo-helpers.mjs';

describe('robots.txt', () => {
  let stub;
  before(async () => {
    stub = await stubApi();
  });
  after(() => stub.close());

  /** Google's reading of robots.txt for one path: the longest matching rule wins, Allow on a tie. */
  function allowed(robots, p) {
    let best = { length: -1, allow: true };
    for (const line of robots.split('\n')) {
      const m = /^(Allow|Disallow):\s*(\S*)/.exec(line);
      if (!m || !m[2] || !p.startsWith(m[2])) continue;
      if (m[2].length > best.length || (m[2].length === best.length && m[1] === 'Allow')) best = { length: m[2].length, allow: m[1] === 'Allow' };
    }
    return best.allow;
  }

  test('names the sitemap index and keeps private pages out in every language, public pages in', async () => {
    const app = await shell(stub);
    const res = await get(app, '/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/plain/);
    const robots = res.body;
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    for (const prefix of ['', '/en', '/ru']) {
      for (const p of ['/basket', '/loginRegister', '/profile', '/profile/accountorder/12', '/search', '/search/extinguishers']) assert.equal(allowed(robots, `${prefix}${p}`), false, `${prefix}${p}`);
    }
    assert.equal(allowed(robots, '/api/seo/index'), false);
    for (const p of ['/api/img/product-7-1_lg.webp', '/api/content/covers/shield-0.svg', '/api/catalog/files/catalogue-full-2025.pdf']) assert.equal(allowed(robots, p), true, p);
    for (const loc of [...(await allUrls(app)).values()].flat().map((u) => u.loc)) assert.equal(allowed(robots, decodeURI(pathOf(loc))), true, loc);
    await app.close();
  });
});
