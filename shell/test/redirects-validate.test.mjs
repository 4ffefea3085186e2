// The operators' redirects file is checked when it loads: each bad rule is named with what is wrong;
// good rules match exactly or by prefix, in every language, to internal or external targets.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateRedirects, findRedirect, loadRedirectsFile, RedirectsError, isLocalPath } from '../redirects-validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The problems validateRedirects reports for `rules` (fails when it accepts them). */
function problemsOf(rules) {
  try {
    validateRedirects({ rules });
  } catch (err) {
    assert.ok(err instanceof RedirectsError, err);
    return err.problems;
  }
  assert.fail(`accepted ${JSON.stringify(rules)}`);
}

describe('validateRedirects', () => {
  test('accepts the committed redirects file and fills in status and match', () => {
    const rules = loadRedirectsFile(path.join(here, '..', 'redirects.json'));
    assert.ok(rules.length >= 1);
    for (const r of rules) {
      assert.ok([301, 302, 307, 308].includes(r.status));
      assert.ok(['exact', 'prefix'].includes(r.match));
    }
    assert.deepEqual(validateRedirects([{ from: '/a', to: '/b' }]), [{ from: '/a', to: '/b', status: 301, match: 'exact', external: false }]);
  });

  test('refuses a target starting with // (or a backslash), naming the rule', () => {
    for (const to of ['//evil.example/x', '/\\evil.example', '\\\\evil.example']) {
      const [problem] = problemsOf([{ from: '/ok', to: '/fine' }, { from: '/promo', to }]);
      assert.match(problem, /^rule 2 \{"from":"\/promo"/);
      assert.match(problem, /"to" must not start with "\/\/"/);
    }
  });

  test('accepts internal paths and http(s) addresses only as targets', () => {
    for (const to of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/', 'services', 'https://user:pw@example.com/', 'https://exa mple.com/', '']) {
      assert.equal(problemsOf([{ from: '/x', to }]).length, 1, to);
    }
    assert.equal(validateRedirects([{ from: '/x', to: 'https://www.instagram.com/' }])[0].external, true);
    assert.equal(validateRedirects([{ from: '/x', to: '/services/fire-alarm-system#faq' }])[0].external, false);
  });

  test('refuses a status other than 301, 302, 307, 308', () => {
    for (const status of [200, 303, 404, '301', null]) {
      const [problem] = problemsOf([{ from: '/x', to: '/y', status }]);
      assert.match(problem, /"status" must be one of 301, 302, 307, 308/);
    }
    for (const status of [301, 302, 307, 308]) assert.equal(validateRedirects([{ from: '/x', to: '/y', status }])[0].status, status);
  });

  test('refuses bad sources, unknown fields and match kinds', () => {
    const cases = [
      [{ from: 'old', to: '/y' }, /"from" must start with "\/"/],
      [{ from: '//x', to: '/y' }, /"from" must not start with "\/\/"/],
      [{ from: '/a?b=1', to: '/y' }, /no "\?" query/],
      [{ from: '/a b', to: '/y' }, /spaces or control characters/],
      [{ from: '/a/../b', to: '/y' }, /"\.\." segments/],
      [{ from: '/api/product/1', to: '/y' }, /the shell itself answers/],
      [{ from: '/en/sitemap.xml', to: '/y' }, /the shell itself answers/],
      [{ from: '/x', to: '/y', match: 'regex' }, /"match" must be "exact" or "prefix"/],
      [{ from: '/', to: '/y', match: 'prefix' }, /whole site/],
      [{ from: '/x', to: '/y', stauts: 302 }, /unknown field "stauts"/],
      [{ from: '/x', to: '/x/' }, /same path as "from"/],
      [{ from: '/x', to: '/x/y', match: 'prefix' }, /lies below "from"/],
      ['/x -> /y', /a rule is an object/],
    ];
    for (const [rule, re] of cases) {
      const problems = problemsOf([rule]);
      assert.equal(problems.length, 1, JSON.stringify(rule));
      assert.match(problems[0], /^rule 1 /);
      assert.match(problems[0], re);
    }
  });

  test('refuses two rules for the same path and rules that lead round in a loop', () => {
    assert.match(problemsOf([{ from: '/a', to: '/b' }, { from: '/a/', to: '/c' }])[0], /^rule 2 .*already the "from" of rule 1/);
    const loop = problemsOf([{ from: '/a', to: '/b' }, { from: '/b', to: '/c' }, { from: '/c', to: '/a' }]);
    assert.equal(loop.length, 3);
    assert.match(loop[0], /^rule 1 .*leads back to "\/a".*loop/);
  });

  test('reports every bad rule at once, with the source in the message', () => {
    try {
      validateRedirects({ rules: [{ from: '/a', to: '//x' }, { from: '/ok', to: '/fine' }, { from: '/b', to: '/c', status: 200 }] }, { source: 'redirects.json' });
      assert.fail('accepted');
    } catch (err) {
      assert.equal(err.problems.length, 2);
      assert.match(err.message, /^redirects\.json: 2 redirect rules are wrong:\n {2}- rule 1 .*\n {2}- rule 3 /);
    }
    assert.throws(() => validateRedirects({ redirects: [] }), /expected \{ "rules": \[ \.\.\. \] \}/);
  });

  test('names the file when it is not JSON', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-')), 'redirects.json');
    fs.writeFileSync(file, '{ "rules": [ { "from": "/a", "to": "/b" }, ] }');
    assert.throws(() => loadRedirectsFile(file), (err) => err instanceof RedirectsError && err.message.startsWith(`${file}: `) && /not valid JSON/.test(err.message));
    fs.writeFileSync(file, JSON.stringify({ rules: [{ from: '/a', to: '//b' }] }));
    assert.throws(() => loadRedirectsFile(file), new RegExp(`^RedirectsError: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: a redirect rule is wrong`));
  });
});

describe('findRedirect', () => {
  const rules = validateRedirects([
    { from: '/instagram', to: 'https://www.instagram.com/', status: 302 },
    { from: '/old-shop', to: '/cat', match: 'prefix', status: 308 },
    { from: '/old-shop/alarms', to: '/cat/fire-alarm', status: 301 },
    { from: '/en/only-english', to: '/about' },
    { from: '/moved', to: '/st/blog?category=fire-alarm-detection' },
  ]);

  test('matches exactly, with or without a trailing slash, in every language', () => {
    assert.deepEqual(findRedirect(rules, '/instagram'), { location: 'https://www.instagram.com/', status: 302 });
    assert.deepEqual(findRedirect(rules, '/en/instagram/'), { location: 'https://www.instagram.com/', status: 302 });
    assert.equal(findRedirect(rules, '/instagramx'), null);
    assert.equal(findRedirect(rules, '/instagram/x'), null);
  });

  test('keeps the language of an internal target and the query of the request for internal targets only', () => {
    assert.deepEqual(findRedirect(rules, '/ru/old-shop/alarms', '?utm_source=x'), { location: '/ru/cat/fire-alarm?utm_source=x', status: 301 });
    assert.deepEqual(findRedirect(rules, '/en/instagram', '?token=secret'), { location: 'https://www.instagram.com/', status: 302 });
    assert.deepEqual(findRedirect(rules, '/en/moved', '?x=1'), { location: '/en/st/blog?category=fire-alarm-detection', status: 301 });
  });

  test('matches a prefix with the rest of the path kept; the exact rule wins', () => {
    assert.deepEqual(findRedirect(rules, '/old-shop'), { location: '/cat', status: 308 });
    assert.deepEqual(findRedirect(rules, '/en/old-shop/extinguishers/'), { location: '/en/cat/extinguishers', status: 308 });
    assert.deepEqual(findRedirect(rules, '/old-shop/alarms'), { location: '/cat/fire-alarm', status: 301 });
    assert.equal(findRedirect(rules, '/old-shopping'), null);
  });

  test('a rule with a language prefix applies to that language only', () => {
    assert.deepEqual(findRedirect(rules, '/en/only-english'), { location: '/about', status: 301 });
    assert.equal(findRedirect(rules, '/only-english'), null);
    assert.equal(findRedirect(rules, '/ru/only-english'), null);
  });
});

describe('isLocalPath (operator rules and the server\'s own 301s)', () => {
  test('accepts paths on this site, Persian names included', () => {
    for (const p of ['/', '/en/pr/1/extinguisher?x=1', '/pr/1/کپسول-آتش‌نشانی']) assert.equal(isLocalPath(p), true, p);
  });
  test('refuses what a browser reads as another site, and header-splitting characters', () => {
    for (const p of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'pr/1', '/a\r\nSet-Cookie: x=1', '/a\u0000', '', null, undefined, 42]) {
      assert.equal(isLocalPath(p), false, JSON.stringify(p));
    }
  });
});
