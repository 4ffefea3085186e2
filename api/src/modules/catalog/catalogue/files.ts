import path from 'node:path';

/** Where the downloadable catalogue files are kept. */
export const catalogFilesDir = (dataDir: string) => path.join(dataDir, 'catalog', 'files');

/** Public URL of a catalogue file. */
export const catalogFileUrl = (fileName: string) => `/api/catalog/files/${encodeURIComponent(fileName)}`;
