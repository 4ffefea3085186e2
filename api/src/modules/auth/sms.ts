/** Kept only for runtime.ts (owned by the lead) until it imports `./sms/sender` directly. */
export type { SmsSender } from './sms/sender';
