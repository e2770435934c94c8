/**
 * Field rules of spec section 5 without a schema library, for the player site's first page (its login
 * and registration forms): the limits, the patterns, the normalising helpers and one plain rule per
 * field returning the i18n key of the first failed check (empty before malformed) or undefined.
 * ./validation.ts builds the zod schemas of the catalog on the same patterns and re-exports all of this;
 * validation.test.ts checks that each rule and its schema agree.
 */

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
 * Japanese (hiragana, katakana incl. half-width with its sound marks ﾞ ﾟ, long-vowel mark ｰ and
 * middle dot ･, kanji, the long-vowel mark, 々 and the middle dot of foreign names) or Latin letters; spaces (also the full-width one), apostrophes, dots and hyphens
 * inside a name. Starts with a letter.
 */
export const NAME_RE =
  /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々A-Za-z][\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々・ｰﾞﾟ･A-Za-z .'\-\u3000]+$/u;

/**
 * A name in katakana (the KYC reading of a name): full- or half-width katakana, the long-vowel marks
 * ー and ｰ, the half-width sound marks ﾞ ﾟ, the middle dots ・ and ･, spaces.
 */
export const KANA_NAME_RE = /^[\p{Script=Katakana}ーｰﾞﾟ・･\u3000 ]{1,50}$/u;

/**
 * The username a player typed, from their login name (site prefix + username): what a screen shows as
 * the player's name, never the prefixed login name.
 */
export function usernameOf(loginName: string): string {
  return loginName.toLowerCase().startsWith(SITE_PREFIX) ? loginName.slice(SITE_PREFIX.length) : loginName;
}

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

/** A rule: the i18n message key of what is wrong with the value, or undefined when it is valid. */
export type FieldRule = (value: unknown) => string | undefined;

/** A rule for a text: `empty` when missing or blank, `invalid` when it fails `check` (a pattern or a test). */
function textRule(
  empty: string,
  check: RegExp | ((v: string) => boolean),
  invalid: string,
  trim = true,
): FieldRule {
  const ok = check instanceof RegExp ? (v: string) => check.test(v) : check;
  return (value) => {
    if (typeof value !== 'string') return empty;
    const v = trim ? value.trim() : value;
    if (v.length === 0) return empty;
    return ok(v) ? undefined : invalid;
  };
}

export const usernameRule = textRule('validation.usernameEmpty', USERNAME_RE, 'validation.usernameError');
export const passwordRule = textRule(
  'validation.passwordEmpty',
  PASSWORD_RE,
  'validation.passwordError',
  false,
);
export const emailRule = textRule(
  'validation.emailEmpty',
  (v) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX && EMAIL_RE.test(v),
  'validation.emailError',
);
export const codeRule = textRule('validation.codeEmpty', CODE_RE, 'validation.codeError');
export const phoneRule = textRule('validation.phoneEmpty', PHONE_RE, 'validation.phoneError');
export const usernameOnlyRule = textRule(
  'validation.usernameOnlyEmpty',
  USERNAME_ONLY_RE,
  'validation.usernameOnlyError',
);
export const personNameRule = textRule(
  'validation.nameEmpty',
  (v) => v.length >= NAME_MIN && v.length <= NAME_MAX && NAME_RE.test(v),
  'validation.nameError',
);
export const kanaNameRule: FieldRule = (value) =>
  typeof value === 'string' && KANA_NAME_RE.test(value.trim()) ? undefined : 'validation.nameError';
/** Optional: '' is accepted. */
export const referCodeRule: FieldRule = (value) => {
  if (typeof value !== 'string') return 'validation.invalid';
  return value.trim().length > REFER_CODE_MAX ? 'validation.referMax' : undefined;
};
/** A CDK gift code: 6-32 letters, digits or hyphens (codes are compared in upper case). */
export const CDK_CODE_RE = /^[A-Za-z0-9-]{6,32}$/;
export const cdkCodeRule: FieldRule = (value) => {
  if (typeof value !== 'string') return 'validation.required';
  return CDK_CODE_RE.test(value.trim()) ? undefined : 'validation.cdkError';
};
/** The registration terms checkbox. */
export const termsRule: FieldRule = (value) => (value === true ? undefined : 'validation.termsUnchecked');

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

/** The age a player must have reached (spec section 4: level 1 information, birth date 18+). */
export const ADULT_AGE = 18;

/** Today's date in Japan (YYYY-MM-DD): a birthday counts on Japan's calendar. */
export function japanToday(now: number = Date.now()): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) is ADULT_AGE or older on `today` (YYYY-MM-DD). */
export function isAdultOn(birthDate: string, today: string = japanToday()): boolean {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= ADULT_AGE;
}

/**
 * The birth date of the level 1 information: a date (YYYY-MM-DD, not in the future) of someone 18 or
 * older. Empty: 'validation.required'; not a date: 'validation.invalid'; younger: 'validation.underAge'.
 */
export function birthDateRule(value: string): string | undefined {
  if (value.trim() === '') return 'validation.required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return 'validation.invalid';
  return isAdultOn(value) ? undefined : 'validation.underAge';
}
