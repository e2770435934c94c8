import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint, type SecretFlag } from './define';
import { CODES } from '../protocol/codes';
import { codeSchema, emailSchema, passwordSchema, phoneSchema } from '../rules/validation';
import {
  codeCheckSchema,
  codePurposeSchema,
  codeSendStatusSchema,
  codeSentSchema,
} from '../schemas/verification-code';

/** A username or login name (the platform adds the site prefix to a username). */
const accountNameSchema = z
  .string({ error: 'validation.usernameEmpty' })
  .trim()
  .min(1, 'validation.usernameEmpty')
  .max(20, 'validation.usernameError');

const totpCodeSchema = z
  .string({ error: 'validation.codeEmpty' })
  .trim()
  .regex(/^\d{6}$/, 'validation.codeError');

/**
 * What binds an email or phone besides the address: a purpose-3 code sent to it, and the current login
 * password, required once the account has any email or phone bound.
 */
const bindProof = { code: codeSchema, password: passwordSchema.optional() };

/** Changing a bound address proves the current password when given (its wrong answers share its lock). */
const CURRENT_PASSWORD = {
  kind: 'password',
  when: 'password',
  wrong: [CODES.WRONG_CREDENTIALS],
} as const satisfies SecretFlag<'password'>;

/** Who a code is sent to: the first of these input fields present is counted by the rate limit. */
const CODE_TARGET = ['email', 'mobile', 'phone', 'loginName', 'username'] as const;

export const verificationCatalog = [
  endpoint({
    procedure: 'verification.emailSendCodeByName',
    path: '/api/v1/email/send_code_by_name',
    access: 'public',
    kind: 'mutation',
    summary:
      "sends a code to the account's bound email (password reset); the same answer for an unknown account (sentTo null unless the caller's own account)",
    input: z.object({ username: accountNameSchema, purpose: codePurposeSchema }),
    output: codeSentSchema,
    flags: { rateLimit: { bucket: 'code', target: CODE_TARGET }, sameAnswer: 'byName' },
  }),
  endpoint({
    procedure: 'verification.emailSendCodeByEmail',
    path: '/api/v1/email/send_code_by_email',
    access: 'public',
    kind: 'mutation',
    summary:
      'purpose 1, email; the same answer for a registered email (100919 only from createAccount, after the code); 1429 within 60 s',
    input: z.object({ email: emailSchema, purpose: codePurposeSchema }),
    output: codeSentSchema,
    flags: {
      rateLimit: { bucket: 'code', target: CODE_TARGET },
      errorContext: 'register',
      sameAnswer: 'resetByEmail',
    },
  }),
  endpoint({
    procedure: 'verification.emailCheckSend',
    path: '/api/v1/email/check_send_email',
    access: 'public',
    kind: 'query',
    summary: 'whether a code may be sent now, and the seconds left of the 60 s interval',
    input: z.object({ email: emailSchema, purpose: codePurposeSchema }),
    output: codeSendStatusSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'verification.emailValidate',
    path: '/api/v1/email/validate_email',
    access: 'public',
    kind: 'mutation',
    summary: 'resets captcha; checks a code without using it up (a wrong one counts as an attempt)',
    input: z.object({ email: emailSchema, code: codeSchema, purpose: codePurposeSchema }),
    output: codeCheckSchema,
    flags: { resetsCaptcha: true },
  }),
  endpoint({
    procedure: 'verification.emailBind',
    path: '/api/v1/email/bind',
    access: 'player',
    kind: 'mutation',
    summary:
      'resets captcha; binds the email with a purpose-3 code; needs the current password once any contact is bound (100702 wrong); tells the bound contacts; 100919 taken',
    input: z.object({ email: emailSchema, ...bindProof }),
    output: z.object({ emailBindFlag: z.literal(true), email: z.string() }),
    flags: { resetsCaptcha: true, proofIfBound: 'email', secret: CURRENT_PASSWORD },
  }),
  endpoint({
    procedure: 'verification.phoneSendCodeByName',
    path: '/api/v1/phone/send_code_by_name',
    access: 'public',
    kind: 'mutation',
    summary: "sends an SMS code to the account's bound phone (password reset)",
    input: z.object({ username: accountNameSchema, purpose: codePurposeSchema }),
    output: codeSentSchema,
    flags: { rateLimit: { bucket: 'code', target: CODE_TARGET }, sameAnswer: 'byName' },
  }),
  endpoint({
    procedure: 'verification.phoneSendCodeByPhone',
    path: '/api/v1/phone/send_code_by_phone',
    access: 'player',
    kind: 'mutation',
    summary: 'SMS code to the given number (binding: purpose 3); 1429 within 60 s',
    input: z.object({ mobile: phoneSchema, purpose: codePurposeSchema }),
    output: codeSentSchema,
    flags: { rateLimit: { bucket: 'code', target: CODE_TARGET } },
  }),
  endpoint({
    procedure: 'verification.phoneCheckSend',
    path: '/api/v1/phone/check_send_phone',
    access: 'player',
    kind: 'query',
    input: z.object({ mobile: phoneSchema, purpose: codePurposeSchema }),
    output: codeSendStatusSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'verification.phoneValidate',
    path: '/api/v1/phone/validate',
    access: 'player',
    kind: 'mutation',
    input: z.object({ mobile: phoneSchema, code: codeSchema, purpose: codePurposeSchema }),
    output: codeCheckSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'verification.phoneBind',
    path: '/api/v1/phone/bind',
    access: 'player',
    kind: 'mutation',
    summary:
      'resets captcha; binds the phone with a purpose-3 code; needs the current password once any contact is bound (100702 wrong); tells the bound contacts; 200106 taken',
    input: z.object({ mobile: phoneSchema, ...bindProof }),
    output: z.object({ mobileBindFlag: z.literal(true), mobile: z.string() }),
    flags: { resetsCaptcha: true, proofIfBound: 'mobile', secret: CURRENT_PASSWORD },
  }),
  endpoint({
    procedure: 'verification.googleAuthBind',
    path: '/api/v1/google_authen/bind',
    access: 'player',
    kind: 'mutation',
    summary:
      'resets captcha; starts binding: a new TOTP secret and otpauth URL, confirmed by google_authen/validate',
    input: noInputSchema,
    output: z.object({
      /** Base32 secret (RFC 4648), for manual entry. */
      secret: z.string(),
      /** otpauth://totp/... for the QR code. */
      otpauthUrl: z.string(),
      bound: z.boolean(),
    }),
    flags: { resetsCaptcha: true },
  }),
  endpoint({
    procedure: 'verification.googleAuthValidate',
    path: '/api/v1/google_authen/validate',
    access: 'player',
    kind: 'mutation',
    summary: 'resets captcha; checks a 6-digit TOTP code (RFC 6238); confirms a pending bind; 200104 wrong',
    input: z.object({ code: totpCodeSchema }),
    output: z.object({ valid: z.literal(true), bound: z.literal(true) }),
    flags: { resetsCaptcha: true },
  }),
] as const;
