import type { DB } from '../../../db/database';
import { fileUrl, registerUploadReferrer } from '../../content/public';

/**
 * A cheque's picture is an upload the shopper sent through the content module's uploader; the cheque
 * keeps only its address (`/api/files/<stored name>`). Without this, the content module's sweep removed
 * the picture a day later as an upload no form holds, and staff checking a cheque found nothing.
 */
export function keepChequePictures(db: DB): void {
  registerUploadReferrer(db, async (trxDb, storedNames) => {
    const urls = storedNames.map(fileUrl);
    const rows = await trxDb.selectFrom('cheques').select('image_url').where('image_url', 'in', urls).execute();
    const kept = new Set(rows.map((r) => String(r.image_url)));
    return new Set(storedNames.filter((n) => kept.has(fileUrl(n))));
  });
}
