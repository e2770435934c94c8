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

export const kanaNameSchema = z.string().trim().regex(KANA_NAME_RE, 'validation.nameError');

/** The registration terms checkbox (spec: "terms checked" warning). */
export const termsSchema = z.literal(true, { error: 'validation.termsUnchecked' });
