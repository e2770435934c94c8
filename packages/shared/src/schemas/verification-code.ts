/**
 * Email and SMS verification codes: 6 digits, one send per 60 s per destination and purpose, at most
 * 10 per destination a day, valid for 10 minutes, at most 5 wrong attempts (then the code is void and
 * a new one must be sent).
 */
import { z } from 'zod';

/** What a code is for; a code only works for the purpose it was sent for. */
export const CODE_PURPOSE = { register: 1, resetPassword: 2, bind: 3, verify: 4 } as const;
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

export const codePurposeSchema = z.union(
  [
    z.literal(CODE_PURPOSE.register),
    z.literal(CODE_PURPOSE.resetPassword),
    z.literal(CODE_PURPOSE.bind),
    z.literal(CODE_PURPOSE.verify),
  ],
  { error: 'validation.invalid' },
);

export const CODE_RESEND_INTERVAL_S = 60;
export const CODE_TTL_S = 600;
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one destination can receive per rolling 24 hours, all purposes together (SMS pumping guard). */
export const CODE_DAILY_MAX = 10;

export const codeSentSchema = z.object({
  /** Where it went, masked (null when the account has no such contact: nothing was sent). */
  sentTo: z.string().nullable(),
  /** Seconds before another code can be sent. */
  resendIn: z.number().int().min(0),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().min(0),
});

export const codeSendStatusSchema = z.object({
  canSend: z.boolean(),
  /** Seconds left of the resend interval (0 = may send now). */
  resendIn: z.number().int().min(0),
});

export const codeCheckSchema = z.object({
  verified: z.literal(true),
});
