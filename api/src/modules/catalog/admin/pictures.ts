import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AdminPicture } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { IMAGE_FORMATS, IMAGE_SIZES, DEFAULT_IMAGE_EXTENSION } from '../images/constants';
import { ImageStore } from '../images/store';
import { num } from '../lib/rows';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { productPictures } from './product-queries';

export const MAX_PICTURES = 20;
/** Raster formats taken, as sharp names them after reading the bytes (never SVG: it can carry scripts). */
const TAKEN = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);
/** A picture of more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_PIXELS = 40_000_000;

/**
 * Turns an upload into the sizes and formats the storefront asks for (images/constants.ts: full,
 * _sm, _md, _lg in webp, png and jpg), written where the image route serves rendered variants from
 * (ImageStore's cache folder), so /api/img/<guid>_md.webp answers at once. The type is sniffed from
 * the bytes by sharp itself (the name and declared type are not trusted): anything it cannot read
 * as one of TAKEN is refused. Orientation is applied and metadata (EXIF, GPS) dropped by re-encoding.
 */
export async function processPicture(dataDir: string, data: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) format = undefined;
  } catch {
    format = undefined;
  }
  if (!format || !TAKEN.has(format)) throw badRequest('catalog.admin.badImage');
  const guid = crypto.randomUUID();
  const dir = path.join(new ImageStore(dataDir).dir, 'cache');
  await fs.mkdir(dir, { recursive: true });
  try {
    for (const [suffix, width] of Object.entries(IMAGE_SIZES)) {
      const base = sharp(data, { limitInputPixels: MAX_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true });
      for (const ext of IMAGE_FORMATS) {
        const img = ext === 'webp' ? base.clone().webp({ quality: 82 }) : ext === 'png' ? base.clone().png({ compressionLevel: 9 }) : base.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
        await fs.writeFile(path.join(dir, `${guid}${suffix}.${ext}`), await img.toBuffer());
      }
    }
  } catch {
    // a file sharp could name but not decode (truncated): nothing of it is kept
    await Promise.all(Object.keys(IMAGE_SIZES).flatMap((s) => IMAGE_FORMATS.map((e) => fs.rm(path.join(dir, `${guid}${s}.${e}`), { force: true }))));
    throw badRequest('catalog.admin.badImage');
  }
  return guid;
}

const exists = async (db: DB, id: number) => Boolean(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());

/** Adds a processed picture (processPicture's guid) after the product's others. */
export async function addPicture(db: DB, productId: number, guid: string, audit: Audit): Promise<AdminPicture[]> {
  return catalogWrite(db, async (trx, touched) => {
    const product = await trx.selectFrom('products').select(['name_fa', 'name_en']).where('id', '=', productId).executeTakeFirst();
    if (!product) throw notFound('common.productNotFound');
    const count = num((await trx.selectFrom('product_images').select((eb) => eb.fn.countAll().as('n')).where('product_id', '=', productId).executeTakeFirst())?.n ?? 0);
    if (count >= MAX_PICTURES) throw badRequest('catalog.admin.tooManyPictures', { max: MAX_PICTURES });
    await trx
      .insertInto('product_images')
      .values({ product_id: productId, guid_name: guid, extension: DEFAULT_IMAGE_EXTENSION, alt_fa: product.name_fa, alt_en: product.name_en, sort_order: count })
      .execute();
    await touch(trx, productId);
    await touched.products(trx, [productId]);
    const after = await productPictures(trx, productId);
    await audit(trx, { entity: 'product', entityId: productId, action: 'addPicture', before: null, after: { guid } });
    return after;
  });
}

/** Orders the pictures as listed and sets their alt texts; the list must be exactly the product's pictures. */
export async function orderPictures(db: DB, productId: number, list: Array<{ id: number; alt: { fa: string | null; en: string | null } }>, audit: Audit): Promise<AdminPicture[]> {
  return catalogWrite(db, async (trx, touched) => {
    if (!(await exists(trx, productId))) throw notFound('common.productNotFound');
    const before = await productPictures(trx, productId);
    const ids = new Set(before.map((p) => p.id));
    if (list.length !== ids.size || new Set(list.map((p) => p.id)).size !== list.length || list.some((p) => !ids.has(p.id))) throw badRequest('catalog.admin.picturesMismatch');
    for (const [i, p] of list.entries()) {
      await trx
        .updateTable('product_images')
        .set({ sort_order: i, alt_fa: p.alt.fa?.trim() || null, alt_en: p.alt.en?.trim() || null })
        .where('id', '=', p.id)
        .where('product_id', '=', productId)
        .execute();
    }
    await touch(trx, productId);
    await touched.products(trx, [productId]);
    const after = await productPictures(trx, productId);
    await audit(trx, { entity: 'product', entityId: productId, action: 'orderPictures', before, after });
    return after;
  });
}

/**
 * Takes a picture off a product. Its files stay: an order's lines keep the picture they were placed
 * with (cart's product_order_lines.image), and the variants are immutable-cached by browsers anyway.
 */
export async function removePicture(db: DB, productId: number, pictureId: number, audit: Audit): Promise<AdminPicture[]> {
  return catalogWrite(db, async (trx, touched) => {
    const removed = await trx.deleteFrom('product_images').where('id', '=', pictureId).where('product_id', '=', productId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('catalog.admin.pictureNotFound');
    await touch(trx, productId);
    await touched.products(trx, [productId]);
    const after = await productPictures(trx, productId);
    await audit(trx, { entity: 'product', entityId: productId, action: 'removePicture', before: { pictureId }, after: null });
    return after;
  });
}

const touch = (trx: DB, id: number) => trx.updateTable('products').set({ updated_at: nowIso() }).where('id', '=', id).execute();
