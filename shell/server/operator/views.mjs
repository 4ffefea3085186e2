// The operators' page as HTML: server-rendered, no script (English: an internal page). Every value written
// into it goes through escape-html.
import escapeHtml from 'escape-html';
import { describeEntry } from 'server-kit/composition/file.mjs';

/** A value as HTML text or attribute content (nothing for a missing one). */
export const text = (s) => escapeHtml(String(s ?? ''));

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1b1b}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin:0 0 .5rem}section{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.25rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top}
.warn{color:#8a1c00;font-weight:600}.ok{color:#1d5e20}.note{background:#eef6ee;padding:.5rem 1rem;border-radius:4px}.error{background:#fbeaea;padding:.5rem 1rem;border-radius:4px}
form.inline{display:inline-block;margin:.25rem .75rem .25rem 0}input,select,button{font:inherit}code{font-size:.9em}`;

export function page(title, body) {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${text(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function loginPage(prefix, message) {
  return page(
    'Operator sign-in',
    `<h1>Operator page</h1>${message ? `<p class="error">${text(message)}</p>` : ''}
<form method="post" action="${text(prefix)}/login"><label>Operator token <input type="password" name="token" autocomplete="current-password" required></label> <button type="submit">Sign in</button></form>
<p>Scripts may send <code>Authorization: Bearer &lt;token&gt;</code> instead.</p>`,
  );
}

const authorField = '<label>author <input name="author" size="10" placeholder="your name"></label>';

function remoteSection(prefix, r) {
  const action = (name, fields, label, extra = '') =>
    `<form class="inline" method="post" action="${text(prefix)}/actions/${name}"><input type="hidden" name="remote" value="${text(r.name)}">${fields}${extra} ${authorField} <button type="submit">${text(label)}</button></form>`;
  const offeredList = r.offered.versions ?? [];
  const options = offeredList.map((v) => `<option${v === r.version ? ' selected' : ''}>${text(v)}</option>`).join('');
  const candidates = offeredList.filter((v) => v !== r.version);
  const candidateOptions = candidates.map((v) => `<option${v === (r.canary?.version ?? candidates[0]) ? ' selected' : ''}>${text(v)}</option>`).join('');
  const offered = r.offered.error ? `<span class="warn">cannot reach ${text(r.server)}: ${text(r.offered.error)}</span>` : text(offeredList.join(', ') || 'nothing');
  const builds = r.builds
    .map((b) => {
      const role = b.version === r.version ? 'live' : b.version === r.canary?.version ? `candidate (${r.canary.share} %)` : '';
      const shared = b.error
        ? `<span class="warn">manifest not readable: ${text(b.error)}</span>`
        : `<details><summary>${b.shared.length} shared modules</summary><ul>${b.shared.map((s) => `<li><code>${text(s.name)}</code> ${text(s.version ?? '')}${s.requiredVersion ? ` (requires ${text(s.requiredVersion)})` : ''}</li>`).join('')}</ul></details>`;
      const warnings = b.warnings.length ? `<ul>${b.warnings.map((w) => `<li class="warn">${text(w)}</li>`).join('')}</ul>` : b.error ? '' : '<span class="ok">none</span>';
      return `<tr><td>${text(b.version)}</td><td>${text(role)}</td><td>${shared}</td><td>${warnings}</td></tr>`;
    })
    .join('');
  const f = r.failures;
  const failures = f
    ? `<p class="warn">${f.count} report${f.count === 1 ? '' : 's'} in the last hour: ${Object.entries(f.kinds).map(([k, n]) => `${text(k)} ${n}`).join(', ')}${Object.keys(f.versions).length ? `; versions ${Object.entries(f.versions).map(([v, n]) => `${text(v)} ${n}`).join(', ')}` : ''}</p>
<ul>${f.latest.map((e) => `<li>${text(e.time)} ${text(e.kind)} ${text(e.version ?? '')}: ${text(e.message)}</li>`).join('')}</ul>`
    : '<p class="ok">No failures reported by browsers in the last hour.</p>';
  const canaryForms = r.canary
    ? action('promote', '', `Promote ${r.canary.version}`) + action('abort', '', 'Abort canary')
    : '';
  return `<section aria-labelledby="r-${text(r.name)}"><h2 id="r-${text(r.name)}">${text(r.name)}</h2>
<table><tbody><tr><th scope="row">Live</th><td>${text(r.version)}</td></tr>
<tr><th scope="row">Candidate</th><td>${r.canary ? `${text(r.canary.version)} to ${text(r.canary.share)} % of visitors` : 'none'}</td></tr>
<tr><th scope="row">Server</th><td><code>${text(r.server)}</code></td></tr>
<tr><th scope="row">Versions offered</th><td>${offered}</td></tr></tbody></table>
<h3>Builds</h3><table><thead><tr><th>version</th><th>role</th><th>built with</th><th>warnings</th></tr></thead><tbody>${builds}</tbody></table>
<h3>Browser reports</h3>${failures}
<h3>Actions</h3>
${options ? action('set', `<label>live version <select name="version">${options}</select></label>`, 'Set live') : ''}
${candidateOptions ? action('canary', `<label>candidate <select name="version">${candidateOptions}</select></label> <label>share % <input name="share" type="number" min="1" max="100" value="${text(r.canary?.share ?? 10)}" size="4"></label>`, r.canary ? 'Change canary' : 'Start canary') : ''}
${canaryForms}${action('rollback', '', 'Roll back last change')}
</section>`;
}

export function dashboard(prefix, status, notice) {
  const history = status.history
    .slice()
    .reverse()
    .map((e) => `<tr><td>#${text(e.revision)}</td><td>${text(e.time)}</td><td>${text(e.author)}</td><td>${text(e.action)}</td><td>${text(e.remote)}</td><td>${text(describeEntry(e.previous))} → ${text(describeEntry(e.next))}</td></tr>`)
    .join('');
  return page(
    'Operator: composition',
    `<header><h1>Storefront composition</h1><p>Composition revision ${text(status.revision)} · <code>${text(status.compositionFile)}</code></p>
<form method="post" action="${text(prefix)}/logout"><button type="submit">Sign out</button></form></header>
${notice ?? ''}${status.shellShared ? '' : '<p class="warn">The shell’s shared module versions are not known: no compatibility warnings.</p>'}
<main>${status.remotes.map((r) => remoteSection(prefix, r)).join('')}
<section><h2>Recent changes</h2><table><thead><tr><th>change</th><th>time</th><th>author</th><th>action</th><th>remote</th><th>value</th></tr></thead><tbody>${history || '<tr><td colspan="6">none recorded</td></tr>'}</tbody></table></section></main>`,
  );
}

/** The notice after a change: what was recorded, by whom. */
export function changeNotice(e) {
  return `<p class="note" role="status">Change #${e.revision} recorded: ${text(e.action)} ${text(e.remote)}, ${text(describeEntry(e.previous))} → ${text(describeEntry(e.next))} (by ${text(e.author)}). Visitors get it on their next page load.</p>`;
}
