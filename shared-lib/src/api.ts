/**
 * The client for the shop api's envelope: { isSuccess, data, messages: [{ item1 }] }.
 * Failures become an ApiError carrying the server's messages, so callers can toast them.
 * No browser globals at module level: the base URL is set by the host (relative in the browser,
 * absolute on a server).
 */
import type { Envelope, EnvelopeMessage, ImageRef } from 'contracts/common';

export type { Envelope, EnvelopeMessage, ImageRef };

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly codes: string[];
  readonly data: unknown;
  constructor(status: number, messages: EnvelopeMessage[], data: unknown = null) {
    super(messages[0]?.item1 ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages.map((m) => m.item1).filter(Boolean);
    this.codes = messages.map((m) => m.item2 ?? '').filter(Boolean);
    this.data = data;
  }
  /** True when the request never got an answer (offline, server down). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

interface ClientConfig {
  baseUrl: string;
  /** the `lang` of a request that names none: the page's language (on the server, the request's own: a function) */
  locale: string | (() => string);
  fetch?: typeof fetch;
}
const config: ClientConfig = { baseUrl: '', locale: 'fa' };

export function configureApi(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (!params.has('lang')) params.set('lang', typeof config.locale === 'function' ? config.locale() : config.locale);
  return `${config.baseUrl}${path}?${params.toString()}`;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const doFetch = config.fetch ?? fetch;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await doFetch(buildUrl(path, opts.query), {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: opts.body === undefined || isForm ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, []);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope !== 'object' || !('isSuccess' in envelope)) {
    throw new ApiError(res.status || 0, []);
  }
  if (!res.ok || !envelope.isSuccess) throw new ApiError(res.status, envelope.messages ?? [], envelope.data);
  return envelope.data;
}

/** Builds the URL of an image reference (spec §3) with an optional size suffix. */
export function imageUrl(img: ImageRef | null | undefined, size: '' | '_sm' | '_md' | '_lg' = ''): string | undefined {
  if (!img) return undefined;
  return `${img.baseUrl}${img.guidName}${size}.${img.extension}`;
}
