// The shared modules the shell provides and what a remote's build requires of them: the operators' page
// warns where a build requires a shared module the shell does not provide in a satisfying version (semver).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { shellDir } from '../paths.mjs';

const pkg = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8'));

/** { name: version } of the modules a federation manifest (a build's mf-manifest.json) shares. */
export function sharedVersionsFromManifest(manifest) {
  const out = {};
  for (const s of Array.isArray(manifest?.shared) ? manifest.shared : []) if (s && typeof s.name === 'string' && typeof s.version === 'string') out[s.name] = s.version;
  return out;
}

/**
 * { name: version } of what the shell provides: node/shared-versions.json of the build served (written by
 * shell/webpack.config.js from the federation configuration and the installed packages' versions), or
 * undefined when the build has none (the page then says the versions are not known).
 */
export function shellSharedVersions(versionDir = path.join(shellDir, 'dist', pkg.version)) {
  try {
    return JSON.parse(fs.readFileSync(path.join(versionDir, 'node', 'shared-versions.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Warnings for one build: the shared modules it requires that the shell does not provide in a satisfying version. */
export function sharedWarnings(shared, provided) {
  if (!provided) return [];
  const warnings = [];
  for (const s of shared) {
    const have = provided[s.name];
    const range = typeof s.requiredVersion === 'string' && s.requiredVersion !== '*' ? s.requiredVersion : null;
    if (!have) {
      warnings.push(`requires ${s.name}${range ? ` ${range}` : ''}, which the shell does not provide`);
      continue;
    }
    if (!range || !semver.validRange(range)) continue;
    const v = semver.valid(have) ?? semver.valid(semver.coerce(have));
    if (!v || !semver.satisfies(v, range, { includePrerelease: true })) warnings.push(`requires ${s.name} ${range}; the shell provides ${have}`);
  }
  return warnings;
}
