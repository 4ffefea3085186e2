// Spec §2's legacy redirects: a path that contains a legacy base (but does not start with it) goes to
// that base; the two legacy post addresses go to their services; and no legacy redirect ends on a 404:
// every target is a page of routes.json.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { legacyRedirect } from '../legacy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const routes = JSON.parse(fs.readFileSync(path.join(here, '..', 'routes.json'), 'utf8'));

/** Whether `p` (no locale prefix) is a page of routes.json. */
const isPage = (p) =>
  routes.routes.some((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(p));

describe('legacy redirects', () => {
  test('a path containing a legacy base that is a page redirects to it; the base itself does not', () => {
    assert.equal(legacyRedirect('/old/services/x', routes), '/services');
    assert.equal(legacyRedirect('/x/about', routes), '/about');
    assert.equal(legacyRedirect('/services/fire-alarm-system', routes), null);
    assert.equal(legacyRedirect('/about', routes), null);
    assert.equal(legacyRedirect('/customerExperience', routes), null);
  });

  test('the back-office (a route marked "legacy": false) is outside the rules: /admin/brands is no old /brand', () => {
    assert.equal(legacyRedirect('/admin/brands', routes), null);
    assert.equal(legacyRedirect('/admin/search', routes), null);
    // the storefront's paths still follow spec §2 to the letter
    assert.equal(legacyRedirect('/old/brands', routes), '/brand');
    assert.equal(legacyRedirect('/pr/5/brand-new-extinguisher', routes), '/brand');
  });

  test('/x/projects and /projects end on the page that took the projects’ place, not on a 404', () => {
    assert.equal(legacyRedirect('/x/projects', routes), '/customerExperience');
    assert.equal(legacyRedirect('/projects', routes), '/customerExperience');
    assert.equal(legacyRedirect('/projects/12/tower', routes), '/customerExperience');
  });

  test('the two legacy post addresses go to their services', () => {
    assert.equal(legacyRedirect('/po/1/fire-alarm-system', routes), '/services/fire-alarm-system');
    assert.equal(legacyRedirect('/po/2/fire-extinguishing-system/', routes), '/services/fire-extinguishing-system');
  });

  test('every legacy target is a page of the shop', () => {
    const targets = [
      ...routes.legacyBases.map((b) => legacyRedirect(`/legacy${b}`, routes)),
      ...Object.keys(routes.legacyPostRedirects).map((p) => legacyRedirect(p, routes)),
    ];
    for (const t of targets) assert.ok(t && isPage(t), `${t} is not a page of routes.json`);
  });
});
