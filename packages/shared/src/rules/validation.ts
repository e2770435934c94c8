/**
 * Field rules of spec section 5, as zod schemas whose error messages are i18n keys (resolved by the
 * front ends with the shared resources in ../i18n). The catalog's input schemas use these, so the
 * gateway refuses bad input with a field-level error before any upstream call, and the forms show the
 * same message as the player types.
 */
import { z } from 'zod';

/** The fixed two-letter site prefix that registered login names carry. */
export const SITE_PREFIX = 'jc';

const CJK_HAN = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/gu;

/** Chinese (Han) characters are stripped from login input (spec section 5). */
export function stripChinese(value: string): string {
  return value.replace(CJK_HAN, '');
}

export const USERNAME_RE = /^[A-Za-z0-9]{4,18}$/;
export const PASSWORD_RE = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]{6,32}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const CODE_RE = /^\d{6,}$/;
export const PHONE_RE = /^\d{6,20}$/;
export const USERNAME_ONLY_RE = /^(?=.*[A-Za-z])[A-Za-z0-9]{6,12}$/;
export const NAME_RE = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々A-Za-z][\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々A-Za-z .'-]+$/u;

/** Registered login name: site prefix + lowercased username. */
export function toLoginName(username: string): string {
  const lower = username.trim().toLowerCase();
  return lower.startsWith(SITE_PREFIX) && lower.length > 18 ? lower : SITE_PREFIX + lower;
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
  .min(4, 'validation.emailError')
  .max(254, 'validation.emailError')
  .regex(EMAIL_RE, 'validation.emailError');

export const codeSchema = z
  .string({ error: 'validation.codeEmpty' })
  .min(1, 'validation.codeEmpty')
  .regex(CODE_RE, 'validation.codeError');

export const referCodeSchema = z.string().trim().max(20, 'validation.referMax');

export const phoneSchema = z
  .string({ error: 'validation.phoneEmpty' })
  .min(1, 'validation.phoneEmpty')
  .regex(PHONE_RE, 'validation.phoneError');

export const usernameOnlySchema = z.string().regex(USERNAME_ONLY_RE, 'validation.usernameOnlyError');

export const personNameSchema = z
  .string({ error: 'validation.nameEmpty' })
  .trim()
  .min(2, 'validation.nameError')
  .max(50, 'validation.nameError')
  .regex(NAME_RE, 'validation.nameError');
