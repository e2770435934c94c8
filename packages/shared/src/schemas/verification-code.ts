/**
 * Email and SMS verification codes: 6 digits, one send per 60 s per destination and purpose, at most
 * 10 per destination a day, valid for 10 minutes, at most 5 wrong attempts (then the code is void and
 * a new one must be sent).
 */
import { z } from 'zod';

import { CODE_PURPOSE } from '../rules/code-purpose';

export {
  CODE_DAILY_MAX,
  CODE_MAX_ATTEMPTS,
  CODE_PURPOSE,
  CODE_RESEND_INTERVAL_S,
  CODE_TTL_S,
  type CodePurpose,
} from '../rules/code-purpose';

export const codePurposeSchema = z.union(
  [
    z.literal(CODE_PURPOSE.register),
    z.literal(CODE_PURPOSE.resetPassword),
    z.literal(CODE_PURPOSE.bind),
    z.literal(CODE_PURPOSE.verify),
  ],
  { error: 'validation.invalid' },
);

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
