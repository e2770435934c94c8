/**
 * Adding a payout destination (bank card, wallet address) proves the player again: the withdrawal
 * password when one is set, otherwise a fresh purpose-4 ("verify") code sent to the player's email
 * (verification.emailSendCodeByName). A stolen session alone cannot add where the money goes.
 */
import { z } from 'zod';
import { codeSchema } from '../rules/validation';

export const payoutProofShape = {
  /** RSA-encrypted on the wire. */
  withdrawPassword: z.string().max(64).optional(),
  /** A purpose-4 code sent to the player's email. */
  verifyCode: codeSchema.optional(),
};

export function requirePayoutProof(
  v: { withdrawPassword?: string | undefined; verifyCode?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!v.withdrawPassword && !v.verifyCode)
    ctx.addIssue({ code: 'custom', path: ['withdrawPassword'], message: 'validation.payoutProofRequired' });
}
