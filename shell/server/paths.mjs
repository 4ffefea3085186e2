// The shell's folder, for the files it serves and reads. Its own module, without the settings: the
// operators' page and the seo plugin mount alone (tests, tools) without loading the settings schema,
// which needs the built contracts (contracts/dist) that a fresh checkout does not have yet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
