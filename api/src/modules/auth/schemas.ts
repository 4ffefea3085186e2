/**
 * Request schemas. Strings are length-capped so that nothing unbounded reaches scrypt or the
 * database; the real checks (mobile format, name, password rules) happen in the handlers so
 * that they answer with specific localized messages.
 */
const mobile = { type: 'string', minLength: 1, maxLength: 32 } as const;
const code = { type: 'string', minLength: 1, maxLength: 16 } as const;
const password = { type: 'string', minLength: 1, maxLength: 512 } as const;
const fullName = { type: 'string', maxLength: 200 } as const;
const cartCode = { type: ['string', 'null'], maxLength: 100 } as const;

export const mobileBody = {
  body: { type: 'object', required: ['mobile'], properties: { mobile } },
} as const;

export const checkOtpBody = {
  body: { type: 'object', required: ['mobile', 'code'], properties: { mobile, code } },
} as const;

export const loginBody = {
  body: { type: 'object', required: ['mobile'], properties: { mobile, code, password, cartCode } },
} as const;

export const registerBody = {
  body: {
    type: 'object',
    required: ['mobile', 'code', 'fullName'],
    properties: { mobile, code, fullName, password: { ...password, minLength: 0 }, cartCode },
  },
} as const;

export const profileBody = {
  body: { type: 'object', required: ['fullName'], properties: { fullName } },
} as const;

export const passwordBody = {
  body: {
    type: 'object',
    required: ['password'],
    properties: { password, currentPassword: password, code },
  },
} as const;

export const likeBody = {
  body: { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
} as const;

export const likeParams = {
  params: { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
} as const;

export const outboxQuery = {
  querystring: { type: 'object', required: ['mobile'], properties: { mobile } },
} as const;

export interface MobileBody {
  mobile: string;
}
export interface CheckOtpBody extends MobileBody {
  code: string;
}
export interface LoginBody extends MobileBody {
  code?: string;
  password?: string;
  cartCode?: string | null;
}
export interface RegisterBody extends MobileBody {
  code: string;
  fullName: string;
  password?: string;
  cartCode?: string | null;
}
export interface ProfileBody {
  fullName: string;
}
export interface PasswordBody {
  password: string;
  currentPassword?: string;
  code?: string;
}
