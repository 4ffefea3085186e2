import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { badRequest, notFound, tooMany } from '../../../lib/errors';
import { normalizeMobile } from '../../../lib/persian';
import type { InquiryBody, InquiryResult } from 'contracts/catalog';
import { recordLead } from '../../backoffice/public';
import { num } from '../lib/rows';

export const INQUIRIES_PER_HOUR = 5;

/** Invisible and control characters are dropped; runs of spaces collapse. */
const clean = (s: string) =>
  [...s]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();

/**
 * Stores a price inquiry for a product (asked when a product has no price, or for a bulk quote); it
 * then becomes a lead of the back office's inbox, with the product's names and slugs as they are now.
 */
export async function submitInquiry(
  db: DB,
  input: InquiryBody,
  ctx: { lang: Lang; userId: number | null; basketId: string | null; log?: FastifyBaseLogger },
): Promise<InquiryResult> {
  const fullName = clean(input.fullName);
  if (!fullName) throw badRequest('catalog.fullNameRequired');
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) throw badRequest('common.invalidMobile');
  const message = input.message ? clean(input.message) || null : null;

  const product = await db
    .selectFrom('products')
    .select(['id', 'name_fa', 'name_en', 'name_ru', 'slug_fa', 'slug_en', 'slug_ru'])
    .where('id', '=', input.productId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) throw notFound('common.productNotFound');

  const hourAgo = new Date(Date.now() - 3600_000).toISOString();
  const recent = await db
    .selectFrom('price_inquiries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('mobile', '=', mobile)
    .where('created_at', '>', hourAgo)
    .executeTakeFirst();
  if (num(recent?.n ?? 0) >= INQUIRIES_PER_HOUR) throw tooMany('catalog.tooManyInquiries');

  const createdAt = nowIso();
  const row = await db
    .insertInto('price_inquiries')
    .values({
      product_id: input.productId,
      full_name: fullName,
      mobile,
      message,
      quantity: input.quantity ?? null,
      lang: ctx.lang,
      user_id: ctx.userId,
      basket_id: ctx.basketId,
      status: 'new',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = num(row.id);
  // the back office's inbox (and its SMS); a failure there is logged, the inquiry is kept
  await recordLead(
    db,
    {
      kind: 'inquiry',
      source: 'price_inquiries',
      sourceId: id,
      fullName,
      mobile,
      message,
      quantity: input.quantity ?? null,
      product: {
        id: input.productId,
        name: { fa: String(product.name_fa), en: String(product.name_en), ru: product.name_ru ?? null },
        slug: { fa: String(product.slug_fa), en: String(product.slug_en), ru: product.slug_ru ?? null },
      },
      userId: ctx.userId,
      lang: ctx.lang,
    },
    ctx.log,
  );
  return { id, productId: input.productId, mobile, createdAt };
}
