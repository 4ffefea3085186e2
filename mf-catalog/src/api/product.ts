import { api } from 'shared-lib/api';
import type { Answer, Body } from 'contracts/common';
import type { getProduct, priceInquiry, rateProduct } from 'contracts/catalog';
import { apiRead } from './request';

/** Everything the product page shows. */
export const productDetail = (id: number, lang: string) => apiRead<Answer<typeof getProduct>>(`/api/product/${id}`, { lang });

/** Rates a product 1–5 (once per shopper). */
export const sendRating = (body: Body<typeof rateProduct>) => api<Answer<typeof rateProduct>>('/api/product/rate', { method: 'POST', body });

/** Asks for a price: the shop calls the shopper back. */
export const sendPriceInquiry = (body: Body<typeof priceInquiry>) => api<Answer<typeof priceInquiry>>('/api/product/priceInquiry', { method: 'POST', body });
