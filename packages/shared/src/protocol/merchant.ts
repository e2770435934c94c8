/**
 * Server-to-server calls of the gateway to the platform that no browser can reach (they are not in the
 * catalog, so no tRPC procedure exists for them). They travel like every call (signed, `/_api_<path>`),
 * authorised by the merchant's client credentials (`Authorization: Basic`, as the token endpoint) and
 * naming the player by `loginName`, because they must work when the player's own token is gone:
 * returning a game wallet after the session ended (idle, absolute limit, 1018, a disabled player, a
 * refused kiosk terminal) or when the game was abandoned (the gateway's sweeper, docs/gateway.md).
 * Written down in docs/upstream-protocol.md ("Merchant calls").
 */
import { z } from 'zod';
import { platformCodeSchema, transferOutAllResultSchema } from '../schemas/game';

export const merchantTransferOutAllInput = z.object({
  loginName: z.string().trim().min(1).max(64),
  /** Only this platform's wallet; default: every game wallet of the player. */
  platformCode: platformCodeSchema.optional(),
  /** Idempotency: the same id answers the first result and moves nothing again. */
  clientOrderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
});

export const merchantTransferOutAllOutput = transferOutAllResultSchema;

export const MERCHANT_CALLS = {
  gameTransferOutAll: {
    path: '/api/v1/merchant/game/transfer_out_all',
    input: merchantTransferOutAllInput,
    output: merchantTransferOutAllOutput,
  },
} as const;

export type MerchantTransferOutAllInput = z.infer<typeof merchantTransferOutAllInput>;
export type MerchantTransferOutAllOutput = z.infer<typeof merchantTransferOutAllOutput>;

export function merchantCallByPath(path: string) {
  return Object.values(MERCHANT_CALLS).find((c) => c.path === path);
}
