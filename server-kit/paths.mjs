// Where the repository is, for the defaults that name its files (data/composition.json, the shell's
// committed composition.default.json): server-kit/ sits at the repository's root, in the images too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
