/**
 * Adding a payout destination proves the player again (packages/shared/src/schemas/payout-proof.ts):
 * the withdrawal password under the per-player attempt limit (core/secret-attempts.ts), or a fresh
 * purpose-4 code sent to the player's bound email (used up on success; 5 wrong answers void it).
 */
import { CODES } from '@casino/shared/protocol/codes';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import type { HandlerContext } from '../../core/context';
import { MESSAGES, PlatformError } from '../../core/errors';
import { checkSecret } from '../../core/secret-attempts';
import { checkCode } from '../verification/codes';
import { checkWithdrawPassword, hasWithdrawPassword } from '../withdraw/store';
import { wrongWithdrawPassword } from '../withdraw/service';

export function provePayoutOwner(
  ctx: HandlerContext,
  input: { withdrawPassword?: string | undefined; verifyCode?: string | undefined },
): void {
  const player = ctx.player();
  if (input.withdrawPassword) {
    const given = input.withdrawPassword;
    checkSecret(
      ctx.state,
      ctx.config,
      'withdrawPassword',
      player.id,
      ctx.now,
      () => hasWithdrawPassword(ctx.state, player.id) && checkWithdrawPassword(ctx.state, player.id, given),
      wrongWithdrawPassword,
    );
    return;
  }
  if (input.verifyCode && player.email && player.emailBound) {
    checkCode(ctx.state, 'email', player.email, CODE_PURPOSE.verify, input.verifyCode, ctx.now, true);
    return;
  }
  throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
    fields: { withdrawPassword: 'validation.payoutProofRequired' },
  });
}
