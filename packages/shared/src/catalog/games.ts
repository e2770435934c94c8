/**
 * Games: launching (real and demo), the transfer wallet of each platform, the lobby's lists (games,
 * providers, pachinko machines), favorites, recent games, bet records, the big-win ranking, jackpots
 * and bet limits. Entity shapes are in ../schemas (game, provider, machine, jackpot, bet-record).
 */
import { z } from 'zod';
import { endpoint } from './define';
import { PAGE_SIZES } from '../rules/constants';
import { amountInputSchema, currencySchema, moneySchema } from '../schemas/money';
import { historyInputSchema, listSchema, pageSchema } from '../schemas/page';
import {
  gameIdSchema,
  gameLabelSchema,
  gameSchema,
  gameTypeSchema,
  platformCodeSchema,
  transferOutAllResultSchema,
} from '../schemas/game';
import { providerCurrencySchema, providerSchema } from '../schemas/provider';
import { machineSchema, machineStateSchema } from '../schemas/machine';
import { jackpotSchema, jackpotUserRecordSchema, jackpotWinSchema } from '../schemas/jackpot';
import { betRecordSchema, rankingRecordSchema } from '../schemas/bet-record';

const pageNo = z.number().int().min(1).max(100000).default(1);
const pageSizeOf = (size: number, max = 999) => z.number().int().min(1).max(max).default(size);
/** A client-chosen id that makes a money movement idempotent (a retry moves nothing). */
const clientOrderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid');

const gameRefInput = z.object({ gameId: gameIdSchema, platformCode: platformCodeSchema });

/** Launch: the lobby passes what the game page (/slotGame?platformCode&gameId&supMultiMode) has. */
const launchInput = gameRefInput.extend({
  /** The currency to play in; default: the player's currency. Must be one of the provider's. */
  currency: currencySchema.optional(),
  /** Opened inside the multi-machine grid (the game then starts muted and waits for focus). */
  supMultiMode: z.boolean().optional(),
  /** 'pc' or 'mobile' layout of the game page. */
  device: z.enum(['pc', 'mobile']).optional(),
  /** Where the game's exit button leads (an http(s) URL of the site). */
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
const demoLaunchInput = launchInput.omit({ currency: true });

const launchOutput = gameSchema.extend({
  gameUrl: z.string(),
  /** 0 = real money, 1 = demo (play money). */
  launchMode: z.union([z.literal(0), z.literal(1)]),
  /** The launch URL works once and only until then (epoch ms). */
  expiresAt: z.number().int(),
  currency: currencySchema,
  /** The platform keeps a separate wallet: transfer in before play, out after. */
  transferRequired: z.boolean(),
  /** The game wallet's balance now (real launches; the demo's play money otherwise). */
  balance: moneySchema,
});

const platformInput = z.object({ platformCode: platformCodeSchema });
const transferRegisterOutput = z.object({
  platformCode: z.string(),
  /** The player's account name at the provider. */
  providerAccount: z.string(),
  /** false when the player was registered before (register is idempotent). */
  created: z.boolean(),
});

const transferInInput = platformInput.extend({
  currency: currencySchema.optional(),
  /** Default: the player's whole cash balance in that currency. */
  amount: amountInputSchema.optional(),
  clientOrderId: clientOrderIdSchema,
});
const transferOrderSchema = z.object({
  orderNo: z.string(),
  clientOrderId: z.string(),
  platformCode: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  /** 'success': the money is in the game wallet (the reference platform settles at once). */
  status: z.enum(['processing', 'success', 'failed']),
  gameBalance: moneySchema,
  cashBalance: moneySchema,
  createdAt: z.number().int(),
});

const transferOutAllInput = z.object({
  /** Only this platform's wallet; default: every game wallet of the player. */
  platformCode: platformCodeSchema.optional(),
  clientOrderId: clientOrderIdSchema,
});

const providersInput = z.object({ gameType: gameTypeSchema.optional() });
const providersOutput = z.object({
  list: z.array(providerSchema),
  providerCurrencyList: z.array(providerCurrencySchema),
});

const autoTransInInput = z.object({
  /** Omitted: only read the setting. */
  enabled: z.boolean().optional(),
  /** The game wallet that receives the deposit when enabled. */
  platformCode: platformCodeSchema.optional(),
});
const autoTransInOutput = z.object({ enabled: z.boolean(), platformCode: z.string().nullable() });

const favorOutput = z.object({ gameId: z.string(), platformCode: z.string(), favorite: z.boolean() });
const favorQueryInput = z.object({ pageNo, pageSize: pageSizeOf(500) });

const gameInfoSchema = gameSchema.extend({
  /** Whether the signed-in player has it in favorites (false for visitors). */
  favorite: z.boolean(),
  /** Machines on the floor for a pachinko or pachislot model (free / total). */
  machineCount: z.number().int().min(0),
  freeMachineCount: z.number().int().min(0),
});
const gameListInput = z.object({
  pageNo,
  pageSize: pageSizeOf(99),
  gameType: gameTypeSchema.optional(),
  platformCode: platformCodeSchema.optional(),
  providerCode: z.string().trim().max(32).optional(),
  label: gameLabelSchema.optional(),
  /** Matches the name in ja or en, or the game id. */
  keyword: z.string().trim().max(50).optional(),
  /** Only games that can join the multi-machine grid. */
  supMultiMode: z.boolean().optional(),
});
const firstPageInput = z.object({ perCategory: z.number().int().min(1).max(50).default(12) });
const firstPageOutput = z.object({
  categories: z.array(
    z.object({ gameType: gameTypeSchema, total: z.number().int(), list: z.array(gameInfoSchema) }),
  ),
  /** The busiest machines of the floor, for the front page's machine strip. */
  machines: z.array(machineSchema),
});

const machineFilter = {
  pageNo,
  gameId: gameIdSchema.optional(),
  state: machineStateSchema.optional(),
};
const amigoInput = z.object({ ...machineFilter, pageSize: pageSizeOf(99) });
const kamikazeInput = z.object({ ...machineFilter, pageSize: pageSizeOf(999) });

const orderDetailInput = historyInputSchema.extend({
  pageSize: pageSizeOf(20, 200),
  /** One order only. */
  orderNo: z.string().trim().max(64).optional(),
  gameType: gameTypeSchema.optional(),
  platformCode: platformCodeSchema.optional(),
});
const orderDetailOutput = pageSchema(betRecordSchema).extend({
  /** Sums over every matching record (not only this page), per currency. */
  summary: z.array(
    z.object({
      currency: currencySchema,
      betAmount: moneySchema,
      winAmount: moneySchema,
      netAmount: moneySchema,
    }),
  ),
});

const rankingInput = z.object({ pageNo, pageSize: pageSizeOf(5, 50), gameType: gameTypeSchema.optional() });

const jackpotInfoInput = z.object({ currency: currencySchema.optional() });
const jackpotInfoOutput = listSchema(jackpotSchema);
const jackpotHistoryInput = z.object({
  pageNo,
  pageSize: pageSizeOf(20, 100),
  jackpotCode: z.string().trim().max(32).optional(),
});
const jackpotUserInput = z.object({ pageNo, pageSize: pageSizeOf(20, 100) });
const jackpotUserOutput = pageSchema(jackpotUserRecordSchema).extend({
  totals: z.array(z.object({ currency: currencySchema, contribution: moneySchema, winAmount: moneySchema })),
});

const recentGameSchema = gameSchema.extend({ lastPlayedAt: z.number().int() });
const recentQueryInput = z.object({ pageNo, pageSize: pageSizeOf(20, 100) });
const recentDeleteInput = z.object({
  /** Omitted: clear the whole list. */
  gameId: gameIdSchema.optional(),
  platformCode: platformCodeSchema.optional(),
});
const recentDeleteOutput = z.object({ deleted: z.number().int().min(0) });

const betLimitInput = z.object({
  platformCode: platformCodeSchema,
  gameId: gameIdSchema.optional(),
  currency: currencySchema.optional(),
});
const betLimitOutput = z.object({
  list: z.array(
    z.object({
      platformCode: z.string(),
      /** null: the platform's default for its games. */
      gameId: z.string().nullable(),
      currency: currencySchema,
      minBet: moneySchema,
      maxBet: moneySchema,
      /** The bet buttons a game offers. */
      betSteps: z.array(moneySchema),
      maxWin: moneySchema,
    }),
  ),
});

export const gamesCatalog = [
  endpoint({
    procedure: 'games.launchGame',
    path: '/api/v1/game/launch_game',
    access: 'player',
    kind: 'mutation',
    summary: 'debounced 500 ms in the client; 110069 on a game page',
    input: launchInput,
    output: launchOutput,
    flags: { sameSiteReturnUrl: true },
  }),
  endpoint({
    procedure: 'games.launchDemoGame',
    path: '/api/v1/game/launch_demo_game',
    access: 'public',
    kind: 'mutation',
    summary: 'launch mode 1',
    input: demoLaunchInput,
    output: launchOutput,
    flags: { sameSiteReturnUrl: true },
  }),
  endpoint({
    procedure: 'games.transferRegister',
    path: '/api/v1/game/transfer/register',
    access: 'player',
    kind: 'mutation',
    input: platformInput,
    output: transferRegisterOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.transferIn',
    path: '/api/v1/game/transfer/async_transfer_in',
    access: 'player',
    kind: 'mutation',
    input: transferInInput,
    output: transferOrderSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'games.transferOutAll',
    path: '/api/v1/game/transfer/transfer_out_all',
    access: 'player',
    kind: 'mutation',
    input: transferOutAllInput,
    output: transferOutAllResultSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'games.providers',
    path: '/api/v1/game/provider/query_web_game_provider',
    access: 'public',
    kind: 'query',
    input: providersInput,
    output: providersOutput,
    flags: { cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'games.depositAutoTransIn',
    path: '/api/v1/game/info/deposit_auto_trans_in_game',
    access: 'player',
    kind: 'mutation',
    input: autoTransInInput,
    output: autoTransInOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.favorAdd',
    path: '/api/v1/game/favor/add',
    access: 'player',
    kind: 'mutation',
    input: gameRefInput,
    output: favorOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.favorDelete',
    path: '/api/v1/game/favor/delete',
    access: 'player',
    kind: 'mutation',
    input: gameRefInput,
    output: favorOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.favorQuery',
    path: '/api/v1/game/favor/query',
    access: 'player',
    kind: 'query',
    summary: 'page size 500',
    input: favorQueryInput,
    output: pageSchema(gameSchema),
    flags: { pageSize: PAGE_SIZES.favorites },
  }),
  endpoint({
    procedure: 'games.machineInfoList',
    path: '/api/v1/game/info/all/machine_info_list',
    access: 'public',
    kind: 'query',
    summary: 'page size 99',
    input: gameListInput,
    output: pageSchema(gameInfoSchema),
    flags: { pageSize: PAGE_SIZES.gameList },
  }),
  endpoint({
    procedure: 'games.firstPageMachineInfoList',
    path: '/api/v1/game/info/all/first_page_machine_info_list',
    access: 'public',
    kind: 'query',
    input: firstPageInput,
    output: firstPageOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.amigoGameList',
    path: '/api/v1/game/info/amigo/game_list_by_id',
    access: 'public',
    kind: 'query',
    input: amigoInput,
    output: pageSchema(machineSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'games.kamikazeMachineList',
    path: '/api/v1/game/info/kamikaze/machine_list',
    access: 'public',
    kind: 'query',
    summary: 'page size 999',
    input: kamikazeInput,
    output: pageSchema(machineSchema),
    flags: { pageSize: PAGE_SIZES.kamikazeList },
  }),
  endpoint({
    procedure: 'games.userOrderDetail',
    path: '/api/v1/game/order/user_order_detail',
    access: 'player',
    kind: 'query',
    input: orderDetailInput,
    output: orderDetailOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.rankingBetRecord',
    path: '/api/v1/game/order/get_ranking_bet_record',
    access: 'public',
    kind: 'query',
    summary: 'big-win list, page size 5',
    input: rankingInput,
    output: pageSchema(rankingRecordSchema),
    flags: { silentErrors: true, pageSize: PAGE_SIZES.bigWinList },
  }),
  endpoint({
    procedure: 'games.jackpotInfo',
    path: '/api/v1/game/jackpot/agin_info',
    access: 'public',
    kind: 'query',
    input: jackpotInfoInput,
    output: jackpotInfoOutput,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'games.jackpotHistory',
    path: '/api/v1/game/jackpot/agin/history',
    access: 'public',
    kind: 'query',
    input: jackpotHistoryInput,
    output: pageSchema(jackpotWinSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'games.jackpotUserDetail',
    path: '/api/v1/game/jackpot/agin/detail/user',
    access: 'player',
    kind: 'query',
    input: jackpotUserInput,
    output: jackpotUserOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.recentQuery',
    path: '/api/v1/recent/game/query',
    access: 'player',
    kind: 'query',
    input: recentQueryInput,
    output: pageSchema(recentGameSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'games.recentDelete',
    path: '/api/v1/recent/game/delete',
    access: 'player',
    kind: 'mutation',
    input: recentDeleteInput,
    output: recentDeleteOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'games.betLimit',
    path: '/v1/callback/betlimit/query_game_betLimit',
    access: 'public',
    kind: 'query',
    input: betLimitInput,
    output: betLimitOutput,
    flags: {},
  }),
] as const;
