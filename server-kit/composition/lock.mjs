// The store's lock and atomic write: every change is read-modify-write under a lock file (O_EXCL; a lock
// whose process is gone, or older than `staleLockMs`, is taken over), and the file is replaced through a
// temporary file and a rename, so a reader never sees half a file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CompositionError } from './file.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function readLock(lock) {
  try {
    const text = fs.readFileSync(lock, 'utf8');
    const st = fs.statSync(lock);
    let info = {};
    try {
      info = JSON.parse(text);
    } catch {
      /* being written (open and write are two steps): judged by its age only */
    }
    return { text, info, ageMs: Date.now() - st.mtimeMs };
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

function processGone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return err.code === 'ESRCH';
  }
}

function isStale(held, staleLockMs) {
  if (held.ageMs > staleLockMs) return true;
  const { host, pid } = held.info;
  return host === os.hostname() && Number.isInteger(pid) && pid !== process.pid && processGone(pid);
}

/**
 * Takes a stale lock away: renamed to a name of our own (one process wins the rename), then checked to be
 * the stale one we judged; a fresh lock taken by mistake (another process took over the stale lock
 * between our look and our rename) is put back.
 */
function removeStale(lock, held) {
  const aside = `${lock}.stale-${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(lock, aside);
  } catch (err) {
    if (err.code === 'ENOENT') return;
    throw err;
  }
  const text = fs.readFileSync(aside, 'utf8');
  if (text !== held.text) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      /* someone holds it again: the revision check still protects the file */
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Runs `fn` holding `<file>.lock` (created with O_EXCL); waits up to `lockTimeoutMs` for another holder. */
export async function withLock(file, fn, { lockTimeoutMs = 15_000, staleLockMs = 30_000 } = {}) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = randomUUID();
  const until = Date.now() + lockTimeoutMs;
  let delay = 4;
  for (;;) {
    let fd;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const held = readLock(lock);
      if (!held) continue;
      if (isStale(held, staleLockMs)) {
        removeStale(lock, held);
        continue;
      }
      if (Date.now() > until) {
        const who = held.info.author ? `${held.info.author} (pid ${held.info.pid} on ${held.info.host})` : 'another process';
        throw new CompositionError(`the composition is being changed by ${who} since ${Math.round(held.ageMs / 1000)} s; try again (a lock older than ${staleLockMs / 1000} s, or of a process that is gone, is taken over: ${lock})`);
      }
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 100);
      continue;
    }
    try {
      fs.writeSync(fd, JSON.stringify({ token, pid: process.pid, host: os.hostname(), time: new Date().toISOString() }));
    } finally {
      fs.closeSync(fd);
    }
    break;
  }
  try {
    return await fn();
  } finally {
    const held = readLock(lock);
    if (held && held.info.token === token) fs.rmSync(lock, { force: true });
  }
}

function fsyncFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `data` to `file` through a temporary file and a rename: a reader never sees half a file. */
export function writeAtomic(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  fsyncFile(tmp);
  fs.renameSync(tmp, file);
}

/** The file's revision (0 when it does not exist, -1 when it cannot be read). */
export const revisionOf = (file) => {
  if (!fs.existsSync(file)) return 0;
  try {
    return Number(JSON.parse(fs.readFileSync(file, 'utf8')).revision) || 0;
  } catch {
    return -1;
  }
};

