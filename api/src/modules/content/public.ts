/**
 * What other modules may use of the content module. Owned by the content module; everything else
 * in this folder is private to it. Nothing is shared today: the app registers `module.ts`, the
 * database setup runs `migrations.ts` and `seed.ts`.
 */
export type { FileStore } from './uploads/file-store';
