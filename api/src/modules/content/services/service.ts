import type { ServiceDetail } from 'contracts/content';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { getService } from './queries';

/** A service by its label, case-insensitive; labels are lower-case words with dashes, anything else is a 404. */
export async function serviceByLabel(db: DB, rawLabel: string, lang: Lang): Promise<ServiceDetail> {
  const label = rawLabel.toLowerCase();
  const service = /^[a-z0-9-]+$/.test(label) ? await getService(db, label, lang) : null;
  if (!service) throw notFound('content.serviceNotFound');
  return service;
}
