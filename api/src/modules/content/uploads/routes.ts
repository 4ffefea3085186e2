import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { requestLang, t } from '../../../lib/i18n';
import { nowIso } from '../../../db/database';
import { isStoredName, randomStoredName, type FileStore } from './file-store';
import { FILE_TYPES, IMAGE_TYPES, sniff, type Sniffed } from './sniff';

export type UploadKind = 'file' | 'image';

/** Per uploader: the multipart field the spec names, the size limit and the accepted types. */
const UPLOADERS: Record<UploadKind, { field: string; maxBytes: number; types: string[] }> = {
  // app.ts caps every multipart file at 5 MB; these limits must stay at or below that
  file: { field: 'file', maxBytes: 5 * 1024 * 1024, types: FILE_TYPES },
  image: { field: 'PictureFile', maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES },
};

const MAX_PIXELS = 40_000_000; // refuses decompression bombs (a 5 MB PNG can claim gigapixels)

export interface UploadRow {
  id: number;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  kind: UploadKind;
  created_at: string;
}

export const fileUrl = (storedName: string) => `/api/files/${storedName}`;

/** The visitor's file name, kept only for display and the download name. */
function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

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

async function readUpload(req: FastifyRequest, kind: UploadKind): Promise<{ data: Buffer; filename: string }> {
  const spec = UPLOADERS[kind];
  const maxMb = String(Math.round(spec.maxBytes / (1024 * 1024)));
  let part;
  try {
    part = await req.file({ limits: { fileSize: spec.maxBytes } });
  } catch (err) {
    // not a multipart request at all
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('content.upload.noFile');
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'content.upload.tooLarge', { max: maxMb });
    throw err;
  }
  if (!part || part.fieldname !== spec.field) {
    part?.file.resume();
    throw badRequest('content.upload.noFile');
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'content.upload.tooLarge', { max: maxMb });
    throw err;
  }
  if (part.file.truncated || data.length > spec.maxBytes) throw new AppError(413, 'content.upload.tooLarge', { max: maxMb });
  if (data.length === 0) throw badRequest('content.upload.noFile');
  return { data, filename: cleanOriginalName(part.filename) };
}

export default async function uploadRoutes(app: FastifyInstance, opts: { store: FileStore }) {
  const { db } = app.ctx.database;
  const { store } = opts;

  async function accept(req: FastifyRequest, kind: UploadKind) {
    const spec = UPLOADERS[kind];
    const { data, filename } = await readUpload(req, kind);
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
      const row = await db
        .insertInto('uploads')
        .values({ stored_name: storedName, original_name: filename, mime: type.mime, size: bytes.length, kind, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } catch (err) {
      // no row, no file: an orphan on disk could never be served or cleaned up
      await store.remove(storedName).catch(() => undefined);
      throw err;
    }
    const lang = requestLang(req);
    return ok(
      { id, url: fileUrl(storedName), name: filename, mime: type.mime, size: bytes.length },
      [{ item1: t('content.upload.done', lang), item2: 'content.upload.done' }],
    );
  }

  app.post('/upload/file', async (req) => accept(req, 'file'));
  app.post('/upload/image', async (req) => accept(req, 'image'));

  app.get<{ Params: { name: string } }>(
    '/files/:name',
    { schema: { params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } } } },
    async (req, reply) => {
      const { name } = req.params;
      if (!isStoredName(name)) throw notFound('content.fileNotFound');
      const row = (await db.selectFrom('uploads').selectAll().where('stored_name', '=', name).executeTakeFirst()) as UploadRow | undefined;
      if (!row) throw notFound('content.fileNotFound');
      const file = await store.open(name);
      if (!file) throw notFound('content.fileNotFound');
      const isImage = row.mime.startsWith('image/');
      const asciiName = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('content-type', row.mime)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header(
          'content-disposition',
          `${isImage ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
        );
      return reply.send(file.stream);
    },
  );
}
