/** Where catalogue images are served (the api's /api prefix included), as the image reference's baseUrl. */
export const IMAGE_BASE_URL = '/api/img/';

/** Size suffixes of the raster variants and their widths in pixels ('' = the full-size image). */
export const IMAGE_SIZES = { '': 1200, _sm: 200, _md: 480, _lg: 800 } as const;
export type ImageSizeSuffix = keyof typeof IMAGE_SIZES;

/** Raster formats an image can be asked for; seeded product images are referenced as webp. */
export const IMAGE_FORMATS = ['webp', 'png', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_IMAGE_EXTENSION: ImageFormat = 'webp';
