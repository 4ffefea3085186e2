import type { Answer } from 'contracts/common';
import type { getBrand, listBrands } from 'contracts/catalog';
import { apiRead } from './request';

export const brandList = (lang: string) => apiRead<Answer<typeof listBrands>>('/api/brand/brand', { lang });

export const brandDetail = (id: number, lang: string) => apiRead<Answer<typeof getBrand>>(`/api/brand/${id}`, { lang });
