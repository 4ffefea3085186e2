/** Public URL of a catalogue file (the files live in the configured folder, `config.catalogFilesDir`). */
export const catalogFileUrl = (fileName: string) => `/api/catalog/files/${encodeURIComponent(fileName)}`;
