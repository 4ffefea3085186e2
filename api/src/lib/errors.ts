/**
 * An error meant for the shopper: an HTTP status and message codes that are translated into
 * the request's language when the envelope is written. Anything else becomes a 500 with a
 * generic localized message; stack traces stay in the log.
 */
import type { MessageCode } from 'contracts/errors';

export interface MessageRef {
  code: MessageCode;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly status: number;
  readonly messages: MessageRef[];
  readonly data: unknown;
  constructor(status: number, code: MessageCode | MessageRef[], params?: Record<string, string | number>, data?: unknown) {
    const messages = typeof code === 'string' ? [{ code, params }] : code;
    super(messages.map((m) => m.code).join(','));
    this.status = status;
    this.messages = messages;
    this.data = data ?? null;
  }
}

export const badRequest = (code: MessageCode, params?: Record<string, string | number>) => new AppError(400, code, params);
export const notFound = (code: MessageCode = 'common.notFound', params?: Record<string, string | number>) => new AppError(404, code, params);
export const unauthorized = (code: MessageCode = 'auth.required') => new AppError(401, code);
export const forbidden = (code: MessageCode) => new AppError(403, code);
export const conflict = (code: MessageCode, params?: Record<string, string | number>) => new AppError(409, code, params);
export const tooMany = (code: MessageCode = 'common.tooManyRequests', params?: Record<string, string | number>) => new AppError(429, code, params);
