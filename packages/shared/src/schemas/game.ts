/**
 * A game as the lobby sees it (spec section 3: gameId, platformCode, providerCode, gameName, gameType,
 * lobbyCode, gameUrl) plus what a lobby needs to render and filter it. `gameName` is in the request's
 * language; `gameUrl` is only set by a launch (the lobby never gets a playable URL without one).
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { GAME_LABELS, GAME_TYPES } from '../rules/game-kinds';

export { GAME_LABELS, GAME_TYPES };
export const gameTypeSchema = z.enum(GAME_TYPES, { error: 'validation.invalid' });
export type GameType = z.infer<typeof gameTypeSchema>;

export const gameLabelSchema = z.enum(GAME_LABELS);

/** Provider game ids and platform codes: letters, digits, '-', '_' (what providers use). */
export const gameIdSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid');
export const platformCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'validation.invalid');

/** 1 = open, 0 = closed for maintenance (a launch answers 110069). */
export const gameStatusSchema = z.union([z.literal(0), z.literal(1)]);

export const gameSchema = z.object({
  gameId: z.string(),
  platformCode: z.string(),
  providerCode: z.string(),
  /** In the request's language (x-language). */
  gameName: z.string(),
  gameType: gameTypeSchema,
  /** The provider's lobby (live casino tables, sports books); null for a single game. */
  lobbyCode: z.string().nullable(),
  /** Set only in a launch answer; null in lists. */
  gameUrl: z.string().nullable(),
  /** Generated artwork (SVG) served by the platform. */
  imageUrl: z.string(),
  labels: z.array(gameLabelSchema),
  /** The game may run in the multi-machine grid (multi-mode platform and the game allows it). */
  supMultiMode: z.boolean(),
  /** A demo launch (launch mode 1) is offered. */
  demo: z.boolean(),
  status: gameStatusSchema,
  /** Lobby order, ascending. */
  sort: z.number().int(),
  /** Pachinko / pachislot machine model (has machines); null for other games. */
  machineKind: z.enum(['pachinko', 'pachislot']).nullable(),
  /** Return to player of the reference game, percent ("96.50"). */
  rtp: z.string(),
  currencies: z.array(currencySchema),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * What moving every game wallet back to cash answers (games.transferOutAll, and the merchant call the
 * gateway makes when a session ends: protocol/merchant.ts).
 */
export const transferOutAllResultSchema = z.object({
  clientOrderId: z.string(),
  /** One line per wallet and currency that held money. */
  list: z.array(
    z.object({
      orderNo: z.string(),
      platformCode: z.string(),
      currency: currencySchema,
      amount: moneySchema,
    }),
  ),
  /** The cash wallets after the transfer. */
  cashBalances: z.array(z.object({ currency: currencySchema, amount: moneySchema })),
});
