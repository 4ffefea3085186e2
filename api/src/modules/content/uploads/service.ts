import sharp from 'sharp';
import type { UploadAnswer } from 'contracts/content';
import type { DB } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { fileUrl, isStoredName, randomStoredName, type FileStore } from './file-store';
import { findUploadByStoredName, insertUpload, uploadIsAttached, type UploadKind, type UploadRow } from './queries';
import { FILE_TYPES, IMAGE_TYPES, sniff, type Sniffed } from './sniff';

/** Per uploader: the multipart field the spec names, the size limit and the accepted types. */
export const UPLOADERS: Record<UploadKind, { field: string; maxBytes: number; types: string[] }> = {
  // app.ts caps every multipart file at 5 MB; these limits must stay at or below that
  file: { field: 'file', maxBytes: 5 * 1024 * 1024, types: FILE_TYPES },
  image: { field: 'PictureFile', maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES },
  cover: { field: 'PictureFile', maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES },
};

/**
 * What one address may upload (both uploaders together): a visitor attaches a file or two to a
 * message; these stop a script from filling the disk. Counted in the database (lib/rate-limit.ts),
 * so every api instance and a restarted one see the same counts. Refused uploads cost no bytes.
 */
export const UPLOAD_LIMITS = {
  perHour: { max: 30, windowMs: 3_600_000 },
  bytesPerDay: { max: 50 * 1024 * 1024, windowMs: 86_400_000 },
} as const;

const MAX_PIXELS = 40_000_000; // refuses decompression bombs (a 5 MB PNG can claim gigapixels)

/**
 * Images are decoded and written again: this proves they are images, turns them upright and drops
 * EXIF data (a phone photo's GPS position has no business on a public URL).
 */
async function normalizeImage(buf: Buffer, type: Sniffed): Promise<Buffer | null> {
  try {
    const img = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await img.metadata();
    if (!meta.width || !meta.height) return null;
    const out = img.rotate();
    if (type.ext === 'png') return await out.png().toBuffer();
    if (type.ext === 'webp') return await out.webp({ quality: 88 }).toBuffer();
    return await out.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}

/**
 * Keeps an uploaded file: its type is sniffed from its bytes (refused when the uploader does not take
 * it), images are re-encoded, the bytes stored under a random name, then the row is written.
 */
export async function acceptUpload(db: DB, store: FileStore, kind: UploadKind, data: Buffer, filename: string): Promise<UploadAnswer> {
  const spec = UPLOADERS[kind];
  const allowed = spec.types.join(', ');
  const type = sniff(data);
  if (!type || !spec.types.includes(type.ext)) throw badRequest('content.upload.badType', { allowed });
  let bytes = data;
  if (type.image) {
    const normalized = await normalizeImage(data, type);
    if (!normalized) throw badRequest('content.upload.badImage', { allowed: IMAGE_TYPES.join(', ') });
    bytes = normalized;
  }
  const storedName = randomStoredName(type.ext);
  await store.save(storedName, bytes);
  let id: number;
  try {
    id = await insertUpload(db, { storedName, originalName: filename, mime: type.mime, size: bytes.length, kind });
  } catch (err) {
    // no row, no file: an orphan on disk could never be served or cleaned up
    await store.remove(storedName).catch(() => undefined);
    throw err;
  }
  return { id, url: fileUrl(storedName), name: filename, mime: type.mime, size: bytes.length };
}

/**
 * A stored upload known to the database, with a stream of its bytes; anything else is a 404. The
 * attachment of a sent contact form is a 404 too: what a shopper sent the shop is read by staff only
 * (the back office's leads, `openUploadedFile` in public.ts), not by whoever has its address.
 */
export async function openUpload(db: DB, store: FileStore, name: string) {
  if (!isStoredName(name)) throw notFound('content.fileNotFound');
  const row: UploadRow | undefined = await findUploadByStoredName(db, name);
  if (!row || (await uploadIsAttached(db, Number(row.id)))) throw notFound('content.fileNotFound');
  const file = await store.open(name);
  if (!file) throw notFound('content.fileNotFound');
  return { row, file };
}
