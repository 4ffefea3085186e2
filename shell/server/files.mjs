// Files the server consults on every page request (the composition, the redirects, the page template), read
// again only when they change on disk: an operator's edit shows on the next request.
import fs from 'node:fs';

const fileCache = new Map();

/** `parse(text)` of `file`, kept until the file's modification time, size or inode changes. */
export function readWhenChanged(file, parse) {
  const { mtimeMs, size, ino } = fs.statSync(file);
  const hit = fileCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size && hit.ino === ino) return hit.value;
  const value = parse(fs.readFileSync(file, 'utf8'));
  fileCache.set(file, { mtimeMs, size, ino, value });
  return value;
}
