// The history of the composition: every change is first appended to a history file (JSON lines beside the
// composition: time, author, action, remote, previous and new value, revision), which `rollback` walks back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every recorded change, oldest first (lines that cannot be read are skipped), optionally of one remote. */
export function readHistory(historyFile, { remote, limit } = {}) {
  let text = '';
  try {
    text = fs.readFileSync(historyFile, 'utf8');
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const entries = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line);
      if (!remote || e.remote === remote) entries.push(e);
    } catch {
      /* a torn last line after a crash: ignored */
    }
  }
  return limit ? entries.slice(-limit) : entries;
}

/** Appends one change (a JSON line, synced to disk before the composition is written). */
export function appendHistory(historyFile, entry) {
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  const fd = fs.openSync(historyFile, 'a');
  try {
    fs.writeSync(fd, JSON.stringify(entry) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function defaultAuthor(env = process.env) {
  if (env.USER) return env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * The change a rollback of `remote` undoes: the newest recorded change that is neither a rollback nor
 * already undone by one (so successive rollbacks walk back one change each).
 */
export function changeToUndo(history) {
  const undone = new Set();
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i];
    if (e.action === 'rollback') {
      undone.add(e.undoes);
      continue;
    }
    if (!undone.has(e.revision)) return e;
  }
  return null;
}
