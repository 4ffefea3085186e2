import type { Answer } from 'contracts/common';
import type { getCatalogue } from 'contracts/catalog';
import { apiRead } from './request';

/** The /st/catalog page: categories with their files, and the full catalogue. */
export const cataloguePage = (lang: string) => apiRead<Answer<typeof getCatalogue>>('/api/catalog/catalog', { lang });
