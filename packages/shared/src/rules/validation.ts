/**
 * Field rules of spec section 5, as zod schemas whose error messages are i18n keys (resolved by the
 * front ends with the shared resources in ../i18n). The catalog's input schemas use these, so the
 * gateway refuses bad input with a field-level error before any upstream call, and the forms show the
 * same message as the player types.
 *
 * The schemas only validate (plus trimming, which is idempotent): the platform re-validates the wire
 * payload with the same schemas. Normalising what the player typed (stripping Chinese characters,
 * lowercasing, the site prefix) is done once, by the form or the gateway, with the functions below.
 */
import { z } from 'zod';

/** The fixed two-letter site prefix that registered login names carry. */
export const SITE_PREFIX = 'jc';

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 18;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const EMAIL_MIN = 4;
/** RFC 5321's limit on a forward path; the spec gives no upper bound. */
export const EMAIL_MAX = 254;
export const CODE_MIN = 6;
export const REFER_CODE_MAX = 20;
export const PHONE_MIN = 6;
export const PHONE_MAX = 20;
export const USERNAME_ONLY_MIN = 6;
export const USERNAME_ONLY_MAX = 12;
export const NAME_MIN = 2;
/** The spec gives no upper bound; 50 fits any real family or given name and a KYC form field. */
export const NAME_MAX = 50;

/** loginType of the login call: by username (lowercased) or by email (spec section 5). */
export const LOGIN_TYPE = { username: 1, email: 2 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

const CJK_HAN =
  /[\u2E80-\u2FDF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}\u{30000}-\u{3134F}]/gu;

/**
 * Chinese (Han) characters are stripped from login input (spec section 5): usernames, passwords and
 * emails are ASCII, and a Chinese IME left on would otherwise put ideographs in. Not for name fields,
 * where kanji are legitimate.
 */
export function stripChinese(value: string): string {
  return value.replace(CJK_HAN, '');
}

/** Password symbols accepted besides letters and digits: the printable ASCII punctuation. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

export const USERNAME_RE = /^[A-Za-z0-9]{4,18}$/;
export const PASSWORD_RE = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]{6,32}$/;
export const EMAIL_RE =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const CODE_RE = /^\d{6,}$/;
export const PHONE_RE = /^\d{6,20}$/;
export const USERNAME_ONLY_RE = /^(?=.*[A-Za-z])[A-Za-z0-9]{6,12}$/;
/**
 * Japanese (hiragana, katakana incl. half-width, kanji, the long-vowel mark, 々 and the middle dot of
 * foreign names) or Latin letters; spaces (also the full-width one), apostrophes, dots and hyphens
 * inside a name. Starts with a letter.
 */
export const NAME_RE =
  /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々A-Za-z][\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々・A-Za-z .'\-\u3000]+$/u;

/**
 * Registered login name: site prefix + lowercased username (spec section 5). A value that already has
 * the prefix and is longer than any username can be (19-20 characters) is taken to be a login name
 * already and is only lowercased, so applying this twice to such a value changes nothing. A shorter
 * value that happens to start with the prefix is a username like any other ("jcbob" -> "jcjcbob").
 */
export function toLoginName(username: string): string {
  const lower = username.trim().toLowerCase();
  return lower.startsWith(SITE_PREFIX) && lower.length > USERNAME_MAX ? lower : SITE_PREFIX + lower;
}

/**
 * What the login form sends for what the player typed in the account field: an email logs in as
 * loginType 2 (as typed, trimmed), anything else as loginType 1 with the login name lowercased.
 */
export function loginIdentity(typed: string): { loginType: LoginType; value: string } {
  const clean = stripChinese(typed).trim();
  return clean.includes('@')
    ? { loginType: LOGIN_TYPE.email, value: clean }
    : { loginType: LOGIN_TYPE.username, value: clean.toLowerCase() };
}

export const usernameSchema = z
  .string({ error: 'validation.usernameEmpty' })
  .trim()
  .min(1, 'validation.usernameEmpty')
  .regex(USERNAME_RE, 'validation.usernameError');

export const passwordSchema = z
  .string({ error: 'validation.passwordEmpty' })
  .min(1, 'validation.passwordEmpty')
  .regex(PASSWORD_RE, 'validation.passwordError');

export const emailSchema = z
  .string({ error: 'validation.emailEmpty' })
  .trim()
  .min(1, 'validation.emailEmpty')
  .min(EMAIL_MIN, 'validation.emailError')
  .max(EMAIL_MAX, 'validation.emailError')
  .regex(EMAIL_RE, 'validation.emailError');

export const codeSchema = z
  .string({ error: 'validation.codeEmpty' })
  .trim()
  .min(1, 'validation.codeEmpty')
  .regex(CODE_RE, 'validation.codeError');

/** Optional in the forms: '' is accepted (and callers may wrap it in `.optional()`). */
export const referCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(REFER_CODE_MAX, 'validation.referMax');

export const phoneSchema = z
  .string({ error: 'validation.phoneEmpty' })
  .trim()
  .min(1, 'validation.phoneEmpty')
  .regex(PHONE_RE, 'validation.phoneError');

export const usernameOnlySchema = z
  .string({ error: 'validation.usernameOnlyEmpty' })
  .trim()
  .min(1, 'validation.usernameOnlyEmpty')
  .regex(USERNAME_ONLY_RE, 'validation.usernameOnlyError');

export const personNameSchema = z
  .string({ error: 'validation.nameEmpty' })
  .trim()
  .min(1, 'validation.nameEmpty')
  .min(NAME_MIN, 'validation.nameError')
  .max(NAME_MAX, 'validation.nameError')
  .regex(NAME_RE, 'validation.nameError');

/** The registration terms checkbox (spec: "terms checked" warning). */
export const termsSchema = z.literal(true, { error: 'validation.termsUnchecked' });

/** The shape of a zod error this helper needs (ZodError, z.core.$ZodError, or its JSON form). */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Key under which an issue without a path (the whole input) is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * A zod error as `{ [field path]: message key }` for forms and the gateway's error payload: the
 * first issue of each field wins (zod reports checks in order: empty before malformed). Array indices
 * are path segments ('wallets.0.amount'). A message that is not an i18n key (zod's English default of
 * a schema that set none) becomes 'validation.invalid', so what reaches a player is always translated.
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p))).join('.');
    const key = path === '' ? FORM_ERROR_KEY : path;
    if (key in out) continue;
    out[key] = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(issue.message)
      ? issue.message
      : 'validation.invalid';
  }
  return out;
}
