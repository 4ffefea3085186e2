/** The catalog's routes: categories, brands, products, search, catalogue files, images. */
import { Envelope, IdParams, ImageRef, LangQuery, LocalizedSet, Nullable, Type, route, type Static } from './common';

export const Brand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  names: LocalizedSet,
  label: Type.String(),
  country: Nullable(Type.String()),
  description: Nullable(Type.String()),
  logo: Nullable(ImageRef),
  website: Nullable(Type.String()),
  productCount: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

const exampleBrand: Brand = {
  id: 1,
  name: 'آتش‌ایمن',
  names: { fa: 'آتش‌ایمن', en: 'AtashImen', ru: null },
  label: 'atashimen',
  country: 'ایران',
  description: null,
  logo: { baseUrl: '/api/img/', guidName: 'brand-1', extension: 'webp' },
  website: null,
  productCount: 12,
};

export const listBrands = route({
  method: 'GET',
  url: '/brand/brand',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(Brand)) } },
  example: { isSuccess: true, data: [exampleBrand], messages: [] },
});

export const getBrand = route({
  method: 'GET',
  url: '/brand/:id',
  schema: { params: IdParams, querystring: LangQuery, response: { 200: Envelope(Brand) } },
  example: { isSuccess: true, data: exampleBrand, messages: [] },
});
