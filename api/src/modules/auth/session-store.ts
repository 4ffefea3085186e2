/** Kept only for runtime.ts (owned by the lead) until it imports `./sessions/store` directly. */
export { RedisSessionStore, SqlSessionStore, type SessionStore } from './sessions/store';
