/**
 * Free of TypeBox: the storefront imports this file by value (three strings in its bundle, nothing
 * else); contracts/auth re-exports it beside the schema that checks it.
 *
 * Login modes of the login screen (`userDetail.mode`, `checkOtp.mode`).
 */
export const LoginMode = {
  /** no account: code, then full name */
  register: '1',
  /** account without a password: code */
  login: '2',
  /** account with a password: password, or a code instead (second step) */
  loginWithPassword: '3',
} as const;
