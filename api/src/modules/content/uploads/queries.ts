import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';

/** 'cover': a post's cover uploaded in the back office (never swept: no form takes it). */
export type UploadKind = 'file' | 'image' | 'cover';

export interface UploadRow {
  id: number;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  kind: UploadKind;
  created_at: string;
}

/** Records an upload whose bytes are stored; answers its id. */
export async function insertUpload(db: DB, u: { storedName: string; originalName: string; mime: string; size: number; kind: UploadKind }): Promise<number> {
  const row = await db
    .insertInto('uploads')
    .values({ stored_name: u.storedName, original_name: u.originalName, mime: u.mime, size: u.size, kind: u.kind, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findUploadByStoredName(db: DB, storedName: string): Promise<UploadRow | undefined> {
  return (await db.selectFrom('uploads').selectAll().where('stored_name', '=', storedName).executeTakeFirst()) as UploadRow | undefined;
}

export async function findUploadById(db: DB, id: number): Promise<UploadRow | undefined> {
  return (await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()) as UploadRow | undefined;
}

/** Is this upload the attachment of a sent contact form? (Then only staff may download it.) */
export async function uploadIsAttached(db: DB, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('form_submissions').select('id').where('file_id', '=', id).executeTakeFirst());
}

export async function uploadExists(db: DB, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst());
}
