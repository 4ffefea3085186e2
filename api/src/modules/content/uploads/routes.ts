import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getUploadedFile, uploadFile, uploadImage } from 'contracts/content';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest } from '../../../lib/errors';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import type { RateLimiter } from '../../../lib/rate-limit';
import type { FileStore } from './file-store';
import type { UploadKind } from './queries';
import { UPLOADERS, UPLOAD_LIMITS, acceptUpload, openUpload } from './service';

/** The visitor's file name, kept only for display and the download name. */
function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/** The one file part of a multipart request, in the uploader's field and within its size limit. */
export async function readUpload(req: FastifyRequest, kind: UploadKind): Promise<{ data: Buffer; filename: string }> {
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

/** POST /upload/file and /upload/image (multipart, limited per address), GET /files/:name (the stored bytes). */
export default async function uploadRoutes(app: FastifyInstance, opts: { store: FileStore; limiter: RateLimiter }) {
  const { db } = app.ctx.database;
  const { store, limiter } = opts;
  const quotaMb = Math.round(UPLOAD_LIMITS.bytesPerDay.max / (1024 * 1024));

  async function accept(req: FastifyRequest, kind: UploadKind) {
    // per address: uploads an hour (counted before the body is read), then bytes a day
    await limiter.take('upload', req.ip, UPLOAD_LIMITS.perHour, { code: 'content.upload.tooMany' });
    const { data, filename } = await readUpload(req, kind);
    await limiter.take('upload-bytes', req.ip, UPLOAD_LIMITS.bytesPerDay, { code: 'content.upload.quota', amount: data.length, params: { max: quotaMb } });
    let answer;
    try {
      answer = await acceptUpload(db, store, kind, data, filename);
    } catch (err) {
      // a refused file (wrong type, not an image) keeps nothing, so it costs no quota
      await limiter.giveBack('upload-bytes', req.ip, UPLOAD_LIMITS.bytesPerDay, data.length).catch(() => undefined);
      throw err;
    }
    const lang = requestLang(req);
    return ok(answer, [{ item1: t('content.upload.done', lang), item2: 'content.upload.done' }]);
  }

  handle(app, uploadFile, async (req) => accept(req, 'file'));
  handle(app, uploadImage, async (req) => accept(req, 'image'));

  handle(app, getUploadedFile, async (req, reply) => {
    const { row, file } = await openUpload(db, store, req.params.name);
    const isImage = row.mime.startsWith('image/');
    const asciiName = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', row.mime)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', `${isImage ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
      .send(file.stream);
  });
}
