#!/usr/bin/env node
// Publishes a built remote version next to the versions already published; never overwrites one.
//   npm run release -- <remote> [--version V] [--store folder|s3] [--author NAME] [--dist DIR]
//   npm run release -- <remote> --list          the versions published
// <remote>: mf-catalog (or mf_catalog). The version defaults to the remote's package.json version; the
// whole <remote>/dist/<version>/ folder is published (--dist names another folder holding <version>/).
// Store (PUBLISH_STORE, default folder): folder → PUBLISH_DIR (default data/published)/<remote>/<version>/;
// s3 → S3_BUCKET, S3_ENDPOINT (default AWS in S3_REGION), S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_SESSION_TOKEN, S3_PREFIX, S3_VIRTUAL_HOSTED (AWS_* credentials work too).
// Exit code 1 with a message when the release is refused (not built, already published, store failure).
import { ReleaseError, release, resolveRemote, storeFromEnv } from './lib/releases.mjs';
import { defaultAuthor } from '../server-kit/composition/store.mjs';

const WITH_VALUE = new Set(['--version', '--store', '--author', '--dist']);

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (WITH_VALUE.has(name)) {
      const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
      if (!value) throw new ReleaseError(`${name} needs a value`);
      flags[name.slice(2)] = value;
    } else if (name === '--list') flags.list = true;
    else throw new ReleaseError(`unknown option ${name}`);
  }
  return { positional, flags };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main(argv) {
  const { positional, flags } = parseArgs(argv);
  if (positional.length !== 1) throw new ReleaseError('usage: npm run release -- <remote> [--version V] [--store folder|s3] [--author NAME] [--dist DIR] | <remote> --list');
  const store = storeFromEnv(process.env, flags.store ?? process.env.PUBLISH_STORE ?? 'folder');
  if (flags.list) {
    const r = resolveRemote(positional[0]);
    const versions = await store.listVersions(r.dir);
    console.log(`${r.dir} in ${store.describe()}: ${versions.join('  ') || 'nothing published'}`);
    return;
  }
  const r = await release({ remote: positional[0], version: flags.version, store, author: flags.author ?? defaultAuthor(), distDir: flags.dist });
  console.log(`published ${r.remote} ${r.version} (${r.files} files, ${kb(r.bytes)}) to ${r.location}`);
  console.log(`${r.remote} versions published: ${r.versions.join('  ')}`);
  console.log(`next: npm run compose -- canary ${resolveRemote(r.remote).name} ${r.version} --share 10   (or set, to make it live for everybody)`);
}

main(process.argv.slice(2)).catch((e) => {
  console.error(`release: ${e instanceof ReleaseError ? e.message : e.stack ?? e}`);
  process.exit(1);
});
