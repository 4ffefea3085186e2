/** Kept only for runtime.ts (owned by the lead) until it imports `./account/rate-limit` directly. */
export { RateLimiter } from './account/rate-limit';
