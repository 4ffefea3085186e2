/**
 * What every answer of the api shares: the envelope, its messages, ids, the language parameter and
 * the image reference. Written once with TypeBox; the api validates requests and serializes answers
 * with these schemas, the remotes and shared-lib take the derived types with `import type`.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export { Type, type Static, type TSchema };

/** One message of the envelope: item1 is the localized text, item2 a machine code. */
export const EnvelopeMessage = Type.Object({ item1: Type.String(), item2: Type.Optional(Type.String()) });
export type EnvelopeMessage = Static<typeof EnvelopeMessage>;

/** The spec's answer envelope around a route's data. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ isSuccess: Type.Boolean(), data, messages: Type.Array(EnvelopeMessage) });
export interface Envelope<T> {
  isSuccess: boolean;
  data: T;
  messages: EnvelopeMessage[];
}

/** A nullable value (JSON null, never undefined). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids: positive and inside PostgreSQL's int4, so no input can reach a column it overflows. */
export const INT4_MAX = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** Money: Rials, whole numbers. */
export const Rials = Type.Integer({ minimum: 0, maximum: 1e15 });

/** The `lang` query every call may carry (fa, en, ru; anything else falls back to the default). */
export const Lang = Type.String({ maxLength: 10 });
export const LangQuery = Type.Object({ lang: Type.Optional(Lang) });
export type LangQuery = Static<typeof LangQuery>;

/** The three languages a stored text exists in (null where not translated). */
export const LocalizedSet = Type.Object({ fa: Nullable(Type.String()), en: Nullable(Type.String()), ru: Nullable(Type.String()) });
export type LocalizedSet = Static<typeof LocalizedSet>;

/** Image reference (spec §3): URL = baseUrl + guidName + ('' | '_sm' | '_md' | '_lg') + '.' + extension. */
export const ImageRef = Type.Object({ baseUrl: Type.String(), guidName: Type.String(), extension: Type.String() });
export type ImageRef = Static<typeof ImageRef>;

/** An answer with no data (data: null). */
export const Empty = Envelope(Type.Null());

export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  /** The 200 answer. Routes that answer a file, an image or an HTML page have `raw` instead. */
  response?: { 200: TSchema };
}

/**
 * One route of the api: its method, its path under /api, its schemas and an example answer that a
 * test sends through the response schema (so the example and the schema cannot drift apart).
 */
export interface RouteContract<S extends RouteSchema = RouteSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: S;
  /** An example 200 answer (the whole envelope). */
  example?: S['response'] extends { 200: infer R extends TSchema } ? Static<R> : never;
  /** Answers something other than JSON (file, image, HTML page, redirect): what it answers. */
  raw?: string;
}

/** Declares a route; the example is type-checked against the response schema. */
export const route = <const S extends RouteSchema>(c: RouteContract<S>): RouteContract<S> => c;

/** The data type of a route's answer, for clients: `Answer<typeof getBrand>`. */
export type Answer<C> = C extends RouteContract<infer S>
  ? S['response'] extends { 200: infer R extends TSchema }
    ? Static<R> extends { data: infer D }
      ? D
      : never
    : never
  : never;
/** The body type of a route, for clients. */
export type Body<C> = C extends RouteContract<infer S> ? (S['body'] extends TSchema ? Static<S['body']> : never) : never;
/** The query type of a route, for clients. */
export type Query<C> = C extends RouteContract<infer S> ? (S['querystring'] extends TSchema ? Static<S['querystring']> : never) : never;

/** Common routes: health. */
export const metrics = route({
  method: 'GET',
  url: '/metrics',
  schema: {},
  raw: 'Prometheus text: requests and latency per route pattern and status, the database pool, process figures (bearer METRICS_TOKEN when set)',
});

export const health = route({
  method: 'GET',
  url: '/health',
  schema: { response: { 200: Envelope(Type.Object({ status: Type.String(), dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) })) } },
  example: { isSuccess: true, data: { status: 'ok', dialect: 'sqlite' }, messages: [] },
});
