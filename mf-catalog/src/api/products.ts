import type { Answer } from 'contracts/common';
import type { listProducts, searchProducts, suggestProducts } from 'contracts/catalog';
import { apiRead, type ApiQuery } from './request';

/** A page of the product listing (filters, sort and paging in `query`). */
export const productList = (query: ApiQuery, lang: string) => apiRead<Answer<typeof listProducts>>('/api/product/product', { ...query, lang });

/** A page of search results (`q` in `query`). */
export const productSearch = (query: ApiQuery, lang: string) => apiRead<Answer<typeof searchProducts>>('/api/product/search', { ...query, lang });

/** What the header's search box offers for `q`, optionally within a category. */
export const productSuggestions = (q: string, category: string | undefined, lang: string) =>
  apiRead<Answer<typeof suggestProducts>>('/api/product/suggest', { q, category, lang });
