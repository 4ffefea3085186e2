import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageFormat, type ImageSizeSuffix } from './constants';

/**
 * Catalogue pictures live on disk under <dataDir>/catalog/images as their SVG source, named by
 * a random guid. Raster variants (full size, _sm, _md, _lg in webp/png/jpg) are rendered on
 * first request and kept beside them in cache/, so a picture is drawn once per variant.
 */
export class ImageStore {
  readonly dir: string;
  private readonly cacheDir: string;
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'catalog', 'images');
    this.cacheDir = path.join(this.dir, 'cache');
  }

  /** Stores an SVG and returns its guid name. */
  async saveSvg(svg: string): Promise<string> {
    const guid = crypto.randomUUID();
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${guid}.svg`), svg);
    return guid;
  }

  async source(guid: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, `${guid}.svg`));
    } catch {
      return null;
    }
  }

  /** The raster variant, rendered and cached on first use; null when the picture does not exist. */
  async variant(guid: string, suffix: ImageSizeSuffix, format: ImageFormat): Promise<Buffer | null> {
    const name = `${guid}${suffix}.${format}`;
    const cached = path.join(this.cacheDir, name);
    try {
      return await fs.readFile(cached);
    } catch {
      // not rendered yet
    }
    const pending = this.inFlight.get(name);
    if (pending) return pending;
    const job = this.render(guid, suffix, format, cached).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, job);
    return job;
  }

  private async render(guid: string, suffix: ImageSizeSuffix, format: ImageFormat, target: string): Promise<Buffer | null> {
    const svg = await this.source(guid);
    if (!svg) return null;
    const width = IMAGE_SIZES[suffix];
    // density so that the vector is rasterised at (at least) the target width, never upscaled from pixels
    let img = sharp(svg, { density: Math.ceil((72 * width) / 640) + 1 }).resize({ width, withoutEnlargement: false });
    img = format === 'webp' ? img.webp({ quality: 82 }) : format === 'png' ? img.png({ compressionLevel: 9 }) : img.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    const out = await img.toBuffer();
    await fs.mkdir(this.cacheDir, { recursive: true });
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, out);
    await fs.rename(tmp, target);
    return out;
  }
}
