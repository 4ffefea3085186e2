import type { LoginModeValue } from 'contracts/auth';
import { LoginMode } from 'contracts/login-mode';
import { cleanCode, cleanMobile } from '../../lib/mobileInput';
import { returnToFromQuery } from '../../lib/returnTo';

/** The steps the page draws (useLoginFlow); 'done' only after the page itself logged the shopper in. */
export type Step = 'mobile' | 'password' | 'code' | 'name' | 'done';
/** The fields a step's form posts (the same names with and without scripts). */
export type LoginField = 'mobile' | 'password' | 'code' | 'fullName' | 'newPassword';

/** The form's name for the shell's server (`/_form/login-<step>`) and its outcome (`form:login`). */
export const LOGIN_FORM = 'login';
/** The code's length when the page does not know it (the api's default, limits.otpLength). */
export const DEFAULT_CODE_LENGTH = 6;

/**
 * The outcome of a log-in step posted before the page's scripts ran (shell/server/forms-login.mjs):
 * the step to show next (with the code's length and the resend wait, or the confirmed code for the
 * name step), or the step refused, with the api's messages beside the fields and what was typed.
 */
export interface PostedLogin {
  form: 'login';
  ok: boolean;
  step?: string;
  mobile?: string;
  mode?: string;
  codeLength?: number;
  resendIn?: number;
  /** the confirmed code (registering: the name step posts it again); never in the address */
  code?: string;
  values?: Partial<Record<'mobile' | 'code' | 'fullName', string>>;
  errors?: Partial<Record<LoginField, string>>;
  messages?: string[];
}

/** Where the page starts: the step, what it knows, and what the server said about the last post. */
export interface LoginStart {
  step: Step;
  /** the number as the api writes it (09xxxxxxxxx); '' on the mobile step */
  mobile: string;
  /** what the mobile field shows */
  mobileInput: string;
  mode: LoginModeValue;
  codeLength: number;
  /** seconds until a new code may be asked for */
  resendIn: number;
  /** the confirmed code (the name step) */
  code: string;
  /** what was typed in the step's fields (a refused post) */
  values: Partial<Record<'code' | 'fullName', string>>;
  /** the server's messages beside the fields, and for the whole step */
  errors: Partial<Record<LoginField, string>>;
  messages: string[];
  /** whether `messages` tell of a refusal (else: a notice, such as "wait before a new code") */
  refused: boolean;
  /** the return address the page's address names (`?returnTo=`), locale-free */
  returnTo: string | null;
}

const MODES: readonly string[] = Object.values(LoginMode);
const isMode = (v: unknown): v is LoginModeValue => typeof v === 'string' && MODES.includes(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string' && m !== '') : []);
const FIELDS: readonly LoginField[] = ['mobile', 'password', 'code', 'fullName', 'newPassword'];
/** The server's messages by field, strings only. */
const fieldErrors = (v: unknown): Partial<Record<LoginField, string>> => {
  const given = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  return Object.fromEntries(FIELDS.filter((f) => typeof given[f] === 'string' && given[f]).map((f) => [f, given[f] as string]));
};

/**
 * The step the page starts at: the posted outcome's (`form:login`) or else the address's
 * (`?step=code&mobile=…&mode=…`, what a reload of a step after a post without scripts keeps). A step
 * that lacks what it needs starts earlier: password and code need the number and the mode; the name
 * step also needs the confirmed code, which only the one-use outcome carries (a reload asks for the
 * code again, which stays usable for a while).
 */
export function loginStart(posted: PostedLogin | null, query: URLSearchParams): LoginStart {
  const fromPost = posted && posted.form === LOGIN_FORM ? posted : null;
  const wanted = text(fromPost?.step) || text(query.get('step'));
  const rawMobile = fromPost ? text(fromPost.mobile) : text(query.get('mobile'));
  const mobile = cleanMobile(rawMobile) ?? '';
  const rawMode = fromPost ? fromPost.mode : query.get('mode');
  const mode: LoginModeValue = isMode(rawMode) ? rawMode : LoginMode.register;
  const codeLength = Number.isInteger(fromPost?.codeLength) && fromPost!.codeLength! > 0 && fromPost!.codeLength! <= 10 ? fromPost!.codeLength! : DEFAULT_CODE_LENGTH;
  const confirmed = cleanCode(text(fromPost?.code), codeLength);
  let step: Step = 'mobile';
  if (mobile && isMode(rawMode)) {
    if (wanted === 'password' || wanted === 'code') step = wanted;
    else if (wanted === 'name') step = mode === LoginMode.register && confirmed.length === codeLength ? 'name' : 'code';
  }
  const sameStep = step === wanted;
  const values = fromPost?.values ?? {};
  return {
    step,
    mobile: step === 'mobile' ? '' : mobile,
    mobileInput: step === 'mobile' ? text(values.mobile) || rawMobile : rawMobile,
    mode,
    codeLength,
    resendIn: step === 'code' && sameStep ? Math.max(0, Math.min(3600, Math.round(Number(fromPost?.resendIn) || 0))) : 0,
    code: step === 'name' ? confirmed : '',
    values: sameStep ? { code: cleanCode(text(values.code), codeLength), fullName: text(values.fullName) } : {},
    errors: sameStep ? fieldErrors(fromPost?.errors) : {},
    messages: strings(fromPost?.messages),
    refused: fromPost?.ok === false,
    returnTo: returnToFromQuery(query.get('returnTo')),
  };
}
