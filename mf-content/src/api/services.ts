import type { Answer } from 'contracts/common';
import type { getService, listServices } from 'contracts/content';
import { apiRead } from './request';

export const serviceList = (lang: string) => apiRead<Answer<typeof listServices>>('/api/services', { lang });

export const serviceDetail = (label: string, lang: string) => apiRead<Answer<typeof getService>>(`/api/services/${encodeURIComponent(label)}`, { lang });
