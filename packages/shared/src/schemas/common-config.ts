/** Site configuration (common/config) and access check (checkIp). */
import { z } from 'zod';
import { currencySchema } from './money';
import { passwordCaseSchema } from './password-case';

export const commonConfigSchema = z.object({
  /** App id for the guess-game bet on large screens. */
  pcAppId: z.string(),
  /** App id for the guess-game bet otherwise. */
  generalAppId: z.string(),
  /** Theme code the CMS template calls carry. */
  themeCode: z.string(),
  currencies: z.array(currencySchema),
  defaultCurrency: currencySchema,
  /** Captcha switch: slider captcha after failed logins, and on every registration. */
  captchaSwitch: z.object({ login: z.boolean(), register: z.boolean() }),
  languages: z.array(z.enum(['ja-JP', 'en-US'])),
  defaultLanguage: z.enum(['ja-JP', 'en-US']),
  /**
   * Added by the gateway from its PASSWORD_CASE setting (not part of the platform's answer): `lower`
   * when letters in a player password are not case-sensitive, `preserve` when they are.
   */
  passwordCase: passwordCaseSchema.optional(),
});

/** accessType: 0 allowed, 1 limited (region block: no login or registration), 2 denied (/403). */
export const checkIpSchema = z.object({
  ip: z.string(),
  accessLimit: z.boolean(),
  accessType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** An uploaded file (base64 in JSON). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

export const fileUploadSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'validation.invalid' }),
  /** The file's bytes, base64 (at most 5 MB decoded). */
  data: z
    .string()
    .min(4)
    .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4, 'validation.invalid')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.invalid'),
});

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().min(1),
});
