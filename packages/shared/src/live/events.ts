/**
 * The live channel's contract: the events the gateway pushes to a signed-in page or a kiosk terminal
 * over the `live.events` subscription (tRPC over server-sent events), and to the kiosk staff view over
 * `live.staff`. Money and session state reach every client through these events, so a client keeps no
 * poll of its own. Every event carries `at` (epoch ms, when the gateway published it); amounts are
 * decimal strings as everywhere in the contract. Each event reaches the client with an id (tRPC
 * `tracked()`); a client that reconnects sends the last one as `lastEventId` and receives what it
 * missed, or one `snapshot` when the gap is older than the gateway keeps.
 */
import { z } from 'zod';
import { walletBalanceSchema } from '../schemas/wallet-balance';
import { currencySchema, moneySchema } from '../schemas/money';
import { depositStatusSchema } from '../schemas/deposit';
import { statementSchema } from '../schemas/statement';
import { SESSION_END_REASONS } from './session-end-reasons';
import { jackpotSchema } from '../schemas/jackpot';
import { rankingRecordSchema } from '../schemas/bet-record';
import { machineSchema } from '../schemas/machine';
import { listSchema, pageSchema } from '../schemas/page';
import { API_LANGUAGES } from '../rules/constants';

export { PUBLIC_FEEDS, PUBLIC_FEED_INPUTS, type PublicFeed } from './public-feeds';

/** The input of `live.events` and `live.staff`: tRPC's httpSubscriptionLink fills `lastEventId` itself. */
export const liveInputSchema = z
  .object({ lastEventId: z.string().max(200).nullish() })
  .strict()
  .optional();
export type LiveInput = z.infer<typeof liveInputSchema>;

/**
 * A provider's game wallet of the player: `open` while money may sit there (a game is or was shown),
 * `returning` while the gateway moves it back to cash, `returned` in the event right after it came back
 * (then it drops out of the list).
 */
export const GAME_WALLET_STATES = ['open', 'returning', 'returned'] as const;
export const liveGameWalletSchema = z.object({
  platformCode: z.string(),
  state: z.enum(GAME_WALLET_STATES),
  /** The money in this game wallet, per currency (empty when none). */
  amounts: z.array(z.object({ currency: currencySchema, amount: moneySchema })),
});
export type LiveGameWallet = z.infer<typeof liveGameWalletSchema>;

/** The player's money: cash, bonus, pending and in-game per currency (account.playerInfo's wallets), and each game wallet. */
export const liveWalletsSchema = z.object({
  wallets: z.array(walletBalanceSchema),
  gameWallets: z.array(liveGameWalletSchema),
});
export type LiveWallets = z.infer<typeof liveWalletsSchema>;

/**
 * A deposit or withdrawal order whose status changed (created, cancelled, approved, rejected,
 * expired). `status` is the order's own status code: deposits as DEPOSIT_STATUS
 * (schemas/deposit.ts, 0-6), withdrawals as WITHDRAW_STATUS (schemas/withdrawal.ts, 1-5).
 */
export const liveOrderSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit'),
    orderNo: z.string(),
    clientOrderId: z.string(),
    currency: currencySchema,
    amount: moneySchema,
    status: depositStatusSchema,
    updatedAt: z.number().int(),
  }),
  z.object({
    kind: z.literal('withdraw'),
    orderNo: z.string(),
    clientOrderId: z.string(),
    currency: currencySchema,
    amount: moneySchema,
    status: z.number().int().min(1).max(5),
    updatedAt: z.number().int(),
  }),
]);
export type LiveOrder = z.infer<typeof liveOrderSchema>;

export { SESSION_END_REASONS, type SessionEndReason } from './session-end-reasons';
export const sessionEndReasonSchema = z.enum(SESSION_END_REASONS);

/** Staff commands to a kiosk terminal: pause (nobody signs in), resume, reload the page. */
export const TERMINAL_COMMANDS = ['pause', 'resume', 'reload'] as const;
export type TerminalCommand = (typeof TERMINAL_COMMANDS)[number];

const at = z.number().int();

/**
 * The public figures every lobby shows, as their queries answer them (public-feeds.ts: one call each,
 * first page, no filter): the jackpot pools (`games.jackpotInfo`), the big wins
 * (`games.rankingBetRecord`) and the pachinko floor (`games.kamikazeMachineList`). The platform names
 * things in the request's language, so each language has its own figures.
 */
/**
 * The pachinko floor's changes since the previous poll (the whole floor is large and a few of its
 * machines change every step): per machine its id and the fields that changed (a new machine whole),
 * the machines gone, and the floor's size.
 */
export const liveMachineChangesSchema = z.object({
  changed: z.array(machineSchema.partial().extend({ machineId: z.string() })),
  removed: z.array(z.string()),
  total: z.number().int().min(0),
});
export type LiveMachineChanges = z.infer<typeof liveMachineChangesSchema>;

/** The small feeds whole (jackpots, big wins), as a snapshot carries them. */
export const livePublicSchema = z.object({
  jackpots: listSchema(jackpotSchema).optional(),
  bigWins: pageSchema(rankingRecordSchema).optional(),
});
export type LivePublic = z.infer<typeof livePublicSchema>;
const livePublicFiguresSchema = livePublicSchema.extend({ language: z.enum(API_LANGUAGES) });

export const liveEventSchema = z.discriminatedUnion('type', [
  /**
   * The whole state, first on every stream (and instead of the missed events when the gap is too old).
   * `player` is null on a kiosk terminal with nobody signed in; `terminal` is null off a kiosk.
   */
  z.object({
    type: z.literal('snapshot'),
    at,
    player: liveWalletsSchema
      .extend({
        loginName: z.string(),
        /** Statements not acknowledged yet (gameWallets.ack), newest first. */
        statements: z.array(statementSchema),
        /** Deposit and withdrawal orders still open (not in a final status). */
        orders: z.array(liveOrderSchema),
      })
      .nullable(),
    terminal: z
      .object({
        terminalId: z.string(),
        /** Paused by staff. */
        paused: z.boolean(),
        /** The terminal's latest statement nobody acknowledged (after a crash or restart too). */
        statement: statementSchema.nullable(),
      })
      .nullable(),
    /**
     * A signed-in web page's: the jackpots and big wins as last polled, per language (absent on a
     * kiosk). The pachinko floor is not in it: the page reads the floor itself, and after a later
     * snapshot (a gap too old) reads it again.
     */
    public: z.array(livePublicFiguresSchema).optional(),
  }),
  /** The money changed (a transfer, a return, a deposit credited, bets and wins in a game, a bonus). */
  liveWalletsSchema.extend({ type: z.literal('wallets'), at }),
  /**
   * Money came back from game wallets (a return, a sweep, a session end), with its lines. `kept: false`:
   * the page that asked for it shows it itself (back to the lobby, "return all"), so it is not among the
   * statements waiting for the player's next screen; absent means kept.
   */
  z.object({
    type: z.literal('statement'),
    at,
    statement: statementSchema,
    kept: z.boolean().optional(),
  }),
  /** A deposit or withdrawal order changed status. */
  z.object({ type: z.literal('order'), at, order: liveOrderSchema }),
  /** The session ended; the stream ends after this event. */
  z.object({ type: z.literal('session-ended'), at, reason: sessionEndReasonSchema }),
  /** Kiosk: staff sent this terminal a command. */
  z.object({ type: z.literal('terminal-command'), at, command: z.enum(TERMINAL_COMMANDS) }),
  /** Kiosk: the terminal's kept statement changed (null: acknowledged, nothing to show). */
  z.object({ type: z.literal('terminal-statement'), at, statement: statementSchema.nullable() }),
  /**
   * The public figures in one language (`language`, as sent upstream) that changed at the public poll:
   * the jackpots or big wins whole, the pachinko floor's changes. On a signed-in web page's stream.
   */
  livePublicFiguresSchema.extend({
    type: z.literal('public'),
    at,
    machines: liveMachineChangesSchema.optional(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

// ---------------------------------------------------------------- the staff view (live.staff)

/** A terminal as the staff view shows it (GET /kiosk-api/ops/terminals answers the same shape). */
export const terminalStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  venue: z.string(),
  enabled: z.boolean(),
  /** A heartbeat within the last 3 periods. */
  online: z.boolean(),
  /** Paused by staff. */
  locked: z.boolean(),
  lastSeenAt: z.number().int().nullable(),
  version: z.string().nullable(),
  uptimeMs: z.number().int().nullable(),
  openGames: z.array(
    z.object({
      platformCode: z.string(),
      gameId: z.string(),
      name: z.string().optional(),
      amount: z.string().optional(),
    }),
  ),
  screen: z.string().nullable(),
  signedIn: z.boolean(),
  customer: z.string().nullable(),
  inGames: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  lastError: z.string().nullable(),
  /** The visit whose money is in games on this terminal (kept while the terminal is off too). */
  moneyInGames: z
    .object({
      customer: z.string(),
      since: z.number().int(),
      amount: z.string().nullable(),
      currency: z.string().nullable(),
    })
    .nullable(),
  /** What the gateway itself saw go wrong on this terminal (a crashed visit, a refusal), and when. */
  gatewayError: z
    .object({ code: z.enum(['recovered', 'refused', 'returned']), detail: z.string(), at: z.number().int() })
    .nullable(),
});
export type TerminalStatusView = z.infer<typeof terminalStatusSchema>;

/** One staff return of money, as the audit keeps it (GET /kiosk-api/ops/audit). */
export interface StaffReturnAudit {
  at: number;
  who: string;
  terminalId: string;
  customer: string;
  wallets: { platformCode: string; currency: string; amount: string }[];
  statementId: string | null;
}

export const staffEventSchema = z.discriminatedUnion('type', [
  /** Every terminal in the credential's scope: first on every stream, and after a too-old gap. */
  z.object({
    type: z.literal('terminals'),
    at,
    heartbeatMs: z.number().int(),
    terminals: z.array(terminalStatusSchema),
  }),
  /** One terminal changed (a heartbeat, a command, it went offline). */
  z.object({ type: z.literal('terminal'), at, terminal: terminalStatusSchema }),
]);
export type StaffEvent = z.infer<typeof staffEventSchema>;
