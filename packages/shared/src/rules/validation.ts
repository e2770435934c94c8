/**
 * Field rules of spec section 5, as zod schemas whose error messages are i18n keys (resolved by the
 * front ends with the shared resources in ../i18n). The catalog's input schemas use these, so the
 * gateway refuses bad input with a field-level error before any upstream call, and the forms show the
 * same message as the player types.
 *
 * The schemas only validate (plus trimming, which is idempotent): the platform re-validates the wire
 * payload with the same schemas. Normalising what the player typed (stripping Chinese characters,
 * lowercasing, the site prefix) is done once, by the form or the gateway, with the functions of ./fields.ts (re-exported here,
 * with the same rules as plain functions for the player site's first page).
 */
import { z } from 'zod';

import {
  CODE_RE,
  EMAIL_MAX,
  EMAIL_MIN,
  EMAIL_RE,
  KANA_NAME_RE,
  NAME_MAX,
  NAME_MIN,
  NAME_RE,
  PASSWORD_RE,
  PHONE_RE,
  REFER_CODE_MAX,
  USERNAME_ONLY_RE,
  USERNAME_RE,
} from './fields';

export * from './fields';

/**
 * A required text field of the forms: `validation.<key>Empty` when it is missing or blank,
 * `validation.<key>Error` when it is outside `length` or does not match `re`. Trimmed unless `trim`
 * is false (passwords keep their spaces).
 */
function requiredText(key: string, re: RegExp, opts: { length?: [number, number]; trim?: boolean } = {}) {
  const empty = `validation.${key}Empty`;
  const error = `validation.${key}Error`;
  const text = z.string({ error: empty });
  let schema = (opts.trim === false ? text : text.trim()).min(1, empty);
  if (opts.length) schema = schema.min(opts.length[0], error).max(opts.length[1], error);
  return schema.regex(re, error);
}

export const usernameSchema = requiredText('username', USERNAME_RE);

export const passwordSchema = requiredText('password', PASSWORD_RE, { trim: false });

export const emailSchema = requiredText('email', EMAIL_RE, { length: [EMAIL_MIN, EMAIL_MAX] });

export const codeSchema = requiredText('code', CODE_RE);

/** Optional in the forms: '' is accepted (and callers may wrap it in `.optional()`). */
export const referCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(REFER_CODE_MAX, 'validation.referMax');

export const phoneSchema = requiredText('phone', PHONE_RE);

export const usernameOnlySchema = requiredText('usernameOnly', USERNAME_ONLY_RE);

export const personNameSchema = requiredText('name', NAME_RE, { length: [NAME_MIN, NAME_MAX] });

export const kanaNameSchema = z.string().trim().regex(KANA_NAME_RE, 'validation.nameError');

/** The registration terms checkbox (spec: "terms checked" warning). */
export const termsSchema = z.literal(true, { error: 'validation.termsUnchecked' });
