/**
 * The `gameWallets` procedures, declared like the gateway's other own entries (gateway-catalog.ts), so
 * the front ends get their types through AppRouter. Browser-safe: zod and packages/shared only.
 * The lifecycle they serve is written down in docs/gateway.md ("Money in games").
 */
import { z } from 'zod';
import type { EndpointFlags } from '@casino/shared/catalog/define';
import { platformCodeSchema, gameIdSchema } from '@casino/shared/schemas/game';
import { RETURN_REASONS, statementSchema, type StatementView } from '@casino/shared/schemas/statement';

export const leaseIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid');
export const leaseRefSchema = z.object({ platformCode: platformCodeSchema, leaseId: leaseIdSchema });
export type LeaseRef = z.infer<typeof leaseRefSchema>;

export { RETURN_REASONS, statementSchema, type StatementView };

const leasesInput = z.object({ leases: z.array(leaseRefSchema).min(1).max(8) });

interface Entry<P extends string, I extends z.ZodType, O extends z.ZodType, K extends 'query' | 'mutation'> {
  procedure: P;
  access: 'player';
  kind: K;
  input: I;
  output: O;
  summary: string;
  /** The per-call policy, as a catalog entry's (the front ends read silentErrors and hideLoading). */
  flags?: EndpointFlags;
}
const gw = <
  const P extends string,
  I extends z.ZodType,
  O extends z.ZodType,
  const K extends 'query' | 'mutation',
>(
  e: Entry<P, I, O, K>,
) => e;

export const gameWalletCatalog = [
  gw({
    procedure: 'gameWallets.open',
    access: 'player',
    kind: 'mutation',
    input: z.object({ platformCode: platformCodeSchema, gameId: gameIdSchema }),
    output: z.object({
      leaseId: leaseIdSchema,
      /** How often the page showing the game says it is alive. */
      pingMs: z.number().int(),
      /** A wallet whose game showed no life this long is swept back to cash. */
      staleMs: z.number().int(),
      /** How long the game page may take to say it is ready (then the launch counts as failed). */
      readyTimeoutMs: z.number().int(),
    }),
    summary: 'a page is about to show a game of this platform: its lease (no money moves yet)',
  }),
  gw({
    procedure: 'gameWallets.alive',
    access: 'player',
    kind: 'mutation',
    input: leasesInput,
    output: z.object({
      /** Leases whose wallet went back to cash meanwhile (see gameWallets.statements). */
      gone: z.array(z.string()),
    }),
    summary: 'the pages of these leases still show their games (liveness ping)',
  }),
  gw({
    procedure: 'gameWallets.leave',
    access: 'player',
    kind: 'mutation',
    input: leasesInput.extend({
      /**
       * The page stays in front of the player and shows the answer itself (the web's "back to the lobby",
       * a closed grid cell): the statement is answered, not kept for the next screen.
       */
      seen: z.boolean().optional(),
    }),
    output: z.object({ statement: statementSchema.nullable() }),
    summary: 'the pages of these leases closed their games: wallets no other live page shows go back to cash',
  }),
  gw({
    procedure: 'gameWallets.returnAll',
    access: 'player',
    kind: 'mutation',
    input: z.object({ reason: z.enum(['player', 'cashout', 'restart', 'staff-reload']).default('player') }),
    output: statementSchema,
    summary: 'every game wallet back to cash now (transfer_out_all), with the statement of what came back',
  }),
  gw({
    procedure: 'gameWallets.statements',
    access: 'player',
    kind: 'query',
    input: z.object({}).strict().optional(),
    output: z.object({ list: z.array(statementSchema) }),
    summary: 'money returned without the player asking (reload, sweep, session end), not yet acknowledged',
    flags: { silentErrors: true, hideLoading: true },
  }),
  gw({
    procedure: 'gameWallets.ack',
    access: 'player',
    kind: 'mutation',
    input: z.object({ ids: z.array(z.string().max(64)).min(1).max(20) }),
    output: z.object({ ok: z.literal(true) }),
    summary: 'the player has seen these statements',
    flags: { silentErrors: true },
  }),
] as const;
