/** Kept only for runtime.ts (owned by the lead) until it imports `./sms/provider` directly. */
export { createSmsSender } from './sms/provider';
