#!/usr/bin/env node
// Lives in server-kit (not scripts/) because operators run it inside the shell's image, which carries server-kit
// but no scripts/: `docker compose exec shell-1 node server-kit/composition/cli.mjs show`. `npm run compose` runs it too.
// Operators' tool: which version of each remote is live, and which candidate a share of visitors tries.
//   npm run compose -- show                                   live versions and canaries (the default)
//   npm run compose -- list                                   versions each remote server offers (* live, ~ canary)
//   npm run compose -- set <remote> <version> [--server URL] [--manifest URL] [--ssr URL]
//   npm run compose -- canary <remote> <version> --share 10  give 10 % of visitors <version> (sticky per visitor)
//   npm run compose -- promote <remote>                       the candidate becomes live for everybody
//   npm run compose -- abort <remote>                         everybody back on the live version
//   npm run compose -- rollback <remote>                      undo the remote's last change (again: the one before)
//   npm run compose -- history [remote] [--limit N]           who changed what, when
// Options: --author NAME (default $USER) is recorded with each change; --no-check skips asking the remote's
// server (GET <server>/versions.json) whether it offers the version.
// The composition file (COMPOSITION_FILE, default data/composition.json) is changed under a lock and
// written atomically; every change goes to data/composition.history.jsonl first. Changes take effect
// on the next page load. Exit code 1 with a message when a change is refused.
import {
  CompositionError,
  defaultCompositionFile,
  historyFileFor,
  readComposition,
  readHistory,
  describeEntry,
  offeredVersions,
  checkOffered,
  setVersion,
  startCanary,
  promoteCanary,
  abortCanary,
  rollback,
} from './store.mjs';

const FLAGS_WITH_VALUE = new Set(['--server', '--manifest', '--ssr', '--share', '--author', '--limit']);

export function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(0, eq) : a;
      if (FLAGS_WITH_VALUE.has(name)) {
        const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
        if (value === undefined || value === '') throw new CompositionError(`${name} needs a value`);
        flags[name.slice(2)] = value;
      } else if (name === '--no-check' || name === '--json') {
        flags[name.slice(2)] = true;
      } else {
        throw new CompositionError(`unknown option ${name}`);
      }
    } else positional.push(a);
  }
  return { positional, flags };
}

const pad = (s, n) => String(s).padEnd(n);

function line(e) {
  const undo = e.undoes ? ` (undoes #${e.undoes})` : '';
  return `#${pad(e.revision, 4)} ${e.time}  ${pad(e.author, 12)} ${pad(e.action, 8)} ${pad(e.remote, 12)} ${describeEntry(e.previous)} → ${describeEntry(e.next)}${undo}`;
}

export async function main(argv) {
  const { positional, flags } = parseArgs(argv);
  const [cmd = 'show', ...rest] = positional;
  const file = defaultCompositionFile();
  const opts = { file, historyFile: historyFileFor(file), author: flags.author };
  const need = (n, usage) => {
    if (rest.length < n) throw new CompositionError(`usage: npm run compose -- ${usage}`);
  };

  if (cmd === 'show') {
    const data = readComposition(file);
    for (const [name, r] of Object.entries(data.remotes)) console.log(`${pad(name, 12)} ${pad(describeEntry(r), 36)} ${r.server}`);
    return;
  }
  if (cmd === 'list') {
    const data = readComposition(file);
    await Promise.all(
      Object.entries(data.remotes).map(async ([name, r]) => {
        try {
          const versions = await offeredVersions(r.server);
          const mark = (v) => (v === r.version ? `*${v}` : v === r.canary?.version ? `~${v}` : v);
          console.log(`${pad(name, 12)} ${versions.map(mark).join('  ')}   (${r.server})`);
        } catch (e) {
          console.log(`${pad(name, 12)} unreachable: ${e.message}   (${r.server}; live: ${describeEntry(r)})`);
        }
      }),
    );
    return;
  }
  if (cmd === 'history') {
    const entries = readHistory(opts.historyFile, { remote: rest[0], limit: flags.limit ? Number(flags.limit) : undefined });
    if (flags.json) console.log(JSON.stringify(entries, null, 2));
    else if (!entries.length) console.log(`no recorded changes${rest[0] ? ` of ${rest[0]}` : ''} (${opts.historyFile})`);
    else for (const e of entries) console.log(line(e));
    return;
  }
  if (cmd === 'set') {
    need(2, 'set <remote> <version> [--server URL] [--manifest URL] [--ssr URL] [--no-check]');
    const [remote, version] = rest;
    const current = readComposition(file).remotes[remote];
    if (!current && !flags.server) throw new CompositionError(`unknown remote ${remote}; give --server for a new one`);
    if (!flags['no-check']) await checkOffered(flags.server ?? current.server, version).catch((e) => { throw new CompositionError(`${e.message} (use --no-check to set it anyway)`); });
    const r = await setVersion(opts, { remote, version, server: flags.server, manifest: flags.manifest, ssr: flags.ssr });
    console.log(`${remote}: ${r.previous ? `${describeEntry(r.previous)} → ` : ''}${describeEntry(r.next)} (change #${r.revision}; live on next page load)`);
    return;
  }
  if (cmd === 'canary') {
    need(2, 'canary <remote> <version> --share <1-100> [--no-check]');
    const [remote, version] = rest;
    if (flags.share === undefined) throw new CompositionError('give the share of visitors: --share 10');
    const current = readComposition(file).remotes[remote];
    if (!current) throw new CompositionError(`unknown remote ${remote}`);
    if (!flags['no-check']) await checkOffered(current.server, version).catch((e) => { throw new CompositionError(`${e.message} (use --no-check to start it anyway)`); });
    const r = await startCanary(opts, { remote, version, share: flags.share, manifest: flags.manifest, ssr: flags.ssr });
    console.log(`${remote}: ${describeEntry(r.previous)} → ${describeEntry(r.next)} (change #${r.revision}; ${r.next.canary.share} % of visitors get ${version} from their next page load, the same ones each visit)`);
    return;
  }
  if (cmd === 'promote' || cmd === 'abort' || cmd === 'rollback') {
    need(1, `${cmd} <remote>`);
    const [remote] = rest;
    const fn = { promote: promoteCanary, abort: abortCanary, rollback }[cmd];
    const r = await fn(opts, { remote });
    const undone = r.undoes ? `; undid #${r.undoes.revision} ${r.undoes.action} by ${r.undoes.author}` : '';
    console.log(`${remote}: ${describeEntry(r.previous)} → ${describeEntry(r.next)} (${cmd}, change #${r.revision}${undone}; live on next page load)`);
    return;
  }
  throw new CompositionError(`unknown command ${cmd}; use show, list, set, canary, promote, abort, rollback or history`);
}

/** What the command prints when a change is refused (the message) or something broke (the stack). */
export const failureMessage = (e) => `compose: ${e instanceof CompositionError ? e.message : e.stack ?? e}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(failureMessage(e));
    process.exit(1);
  });
}
