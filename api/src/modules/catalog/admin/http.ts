import type { FastifyRequest } from 'fastify';
import type { StaffRole } from 'contracts/admin';
import { AppError, badRequest } from '../../../lib/errors';
import { auditActor, recordAudit } from '../../backoffice/public';
import type { Audit } from './audit';

/** Who may write the catalogue (the owner always may): every other staff member gets 403. */
export const WRITERS: readonly StaffRole[] = ['catalogue'];
/** Who may read it in the back office: any signed-in staff member. */
export const READERS = 'staff' as const;

/** The back office's audit trail for this request's writes (called inside each write's transaction). */
export const auditFor =
  (req: FastifyRequest): Audit =>
  (trx, entry) =>
    recordAudit(trx, { ...auditActor(req), ...entry });

export const PICTURE_BYTES = 5 * 1024 * 1024;
export const CSV_BYTES = 10 * 1024 * 1024;

/** The one file part of a multipart request, in `field`, at most `maxBytes`. */
export async function readFile(req: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  const max = String(Math.round(maxBytes / (1024 * 1024)));
  let part;
  try {
    part = await req.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('catalog.admin.noFile', { field });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'catalog.admin.tooLarge', { max });
    throw err;
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw badRequest('catalog.admin.noFile', { field });
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'catalog.admin.tooLarge', { max });
    throw err;
  }
  if (part.file.truncated || data.length > maxBytes) throw new AppError(413, 'catalog.admin.tooLarge', { max });
  if (data.length === 0) throw badRequest('catalog.admin.noFile', { field });
  return data;
}
