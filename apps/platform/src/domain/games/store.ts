/**
 * The games slice: the seeded providers, games and hall machines, and everything players do with
 * them (launch tokens, game sessions, rounds, favorites, recent games, transfer orders, jackpots).
 * Money itself is never kept here: game wallets are ledger accounts `player:<id>:game:<platformCode>`,
 * and jackpot pools are `house:jackpot:<code>`. Other areas read the list through
 * `gamesStore(state).byId` (promotions: free spins and tournaments by game).
 */
import { createHash } from 'node:crypto';
import type { Currency } from '@casino/shared/schemas/money';
import { toUnits } from '@casino/shared/schemas/money';
import type { MachineHit, MachineState } from '@casino/shared/schemas/machine';
import { REELS3, REELS5, engineKind, pachinkoRtp, reelRtp } from './engines';
import { SPORTS_MARGIN } from './sports';
import { FISH_RTP_BP } from './fish';
import { defineSlice, type PlatformState } from '../../core/state';
import { PROVIDERS, buildGameSeeds, type GameSeed, type ProviderDef } from './catalog-data';
import { playerGamePrefix } from '../../core/accounts';
import { seededRandom } from '../../core/seed-data';

export type GameDef = GameSeed;
export type { ProviderDef };

export interface MachineDef {
  machineId: string;
  machineNo: number;
  gameId: string;
  platformCode: string;
  providerCode: string;
  machineKind: 'pachinko' | 'pachislot';
  state: MachineState;
  currentSpins: number;
  totalSpins: number;
  bigHits: number;
  regHits: number;
  maxPayout: number;
  recentHits: MachineHit[];
}

/** What a launch decides, carried from its ticket into the game session. */
export interface LaunchTerms {
  gameId: string;
  playerId: string | null;
  demo: boolean;
  currency: Currency;
  multiMode: boolean;
  returnUrl: string | null;
  lang: 'ja' | 'en';
}

export interface LaunchTicket extends LaunchTerms {
  /** sha256 of the token; the token itself is only in the launch URL. */
  tokenHash: string;
  expiresAt: number;
  used: boolean;
}

export interface GameSession extends LaunchTerms {
  id: string;
  platformCode: string;
  createdAt: number;
  lastSeenAt: number;
  /** Play money of a demo session (units); real sessions read the ledger. */
  demoBalance: bigint;
  /** Demo rounds by round id: they live and die with the session (real rounds are in the store). */
  demoRounds: Map<string, Round>;
}

export interface Round {
  orderNo: string;
  roundId: string;
  playerId: string | null;
  sessionId: string;
  gameId: string;
  platformCode: string;
  providerCode: string;
  currency: Currency;
  bet: bigint;
  win: bigint;
  jackpotWin: bigint;
  jackpotCode: string | null;
  /** The side of a baccarat bet or the pick of a sports bet ("m3:home"); null for machines. */
  side: string | null;
  /** The outcome as the game page draws it (reels, pockets...). */
  outcome: unknown;
  detail: string;
  at: number;
  demo: boolean;
}

export interface JackpotPool {
  jackpotCode: string;
  level: 'GRAND' | 'MAJOR' | 'MINOR' | 'MINI';
  name: { ja: string; en: string };
  currency: Currency;
  seed: bigint;
  /** Basis points of each bet (50 = 0.50 %). */
  rateBp: bigint;
  /** Chance of a win per eligible round: 1 in `odds`. */
  odds: number;
  lastWonAt: number | null;
  updatedAt: number;
}

export interface JackpotContribution {
  playerId: string;
  roundId: string;
  jackpotCode: string;
  gameId: string;
  currency: Currency;
  contribution: bigint;
  winAmount: bigint;
  at: number;
}

export interface JackpotWinRecord {
  jackpotCode: string;
  level: JackpotPool['level'];
  loginName: string;
  currency: Currency;
  amount: bigint;
  gameId: string;
  platformCode: string;
  at: number;
  playerId: string | null;
}

export interface TransferOrder {
  orderNo: string;
  clientOrderId: string;
  playerId: string;
  direction: 'in' | 'out';
  platformCode: string;
  currency: Currency;
  amount: bigint;
  /** The request it answered, to refuse the same id with different content. */
  fingerprint: string;
  createdAt: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** "jctaro01" -> "jc***01" (the public lists never show a whole login name). */
export function maskLoginName(loginName: string): string {
  if (loginName.length <= 4) return loginName.slice(0, 1) + '***';
  return loginName.slice(0, 2) + '***' + loginName.slice(-2);
}

const JACKPOT_LEVELS = [
  { level: 'GRAND', ja: 'グランド', en: 'Grand', seedJpy: '10000000', rateBp: 50n, odds: 400000 },
  { level: 'MAJOR', ja: 'メジャー', en: 'Major', seedJpy: '1000000', rateBp: 30n, odds: 60000 },
  { level: 'MINOR', ja: 'マイナー', en: 'Minor', seedJpy: '100000', rateBp: 15n, odds: 6000 },
  { level: 'MINI', ja: 'ミニ', en: 'Mini', seedJpy: '10000', rateBp: 5n, odds: 600 },
] as const;

/** Jackpot pools exist in these currencies; other currencies' bets do not feed a pool. */
export const JACKPOT_CURRENCIES: Currency[] = ['JPY', 'USD'];

export class GamesStore {
  readonly providers: readonly ProviderDef[] = PROVIDERS;
  readonly games: readonly GameDef[];
  readonly byId = new Map<string, GameDef>();
  readonly machines: MachineDef[] = [];
  readonly launchTickets = new Map<string, LaunchTicket>();
  readonly sessions = new Map<string, GameSession>();
  /** Rounds by `<playerId or session>:<roundId>`. */
  readonly rounds = new Map<string, Round>();
  readonly roundList: Round[] = [];
  readonly favorites = new Map<string, Map<string, number>>();
  readonly recents = new Map<string, Map<string, number>>();
  readonly registrations = new Map<string, Set<string>>();
  readonly transferOrders = new Map<string, TransferOrder[]>();
  readonly autoTransIn = new Map<string, { enabled: boolean; platformCode: string | null }>();
  readonly jackpots: JackpotPool[] = [];
  readonly jackpotWins: JackpotWinRecord[] = [];
  readonly contributions: JackpotContribution[] = [];
  /** Seeded big wins of other players, so the ranking is never empty on a fresh start. */
  readonly seededBigWins: {
    loginName: string;
    gameId: string;
    currency: Currency;
    bet: bigint;
    win: bigint;
    at: number;
  }[] = [];
  private orderSeq = 0;

  constructor(
    readonly state: PlatformState,
    now = Date.now(),
  ) {
    this.games = buildGameSeeds();
    // The advertised return to player is the engine's exact one.
    // (Baccarat's banker bet: exact value from baccaratRtp, proven in engines.test.ts.)
    const rtp = {
      reels5: reelRtp(REELS5),
      reels3: reelRtp(REELS3),
      pachinko: pachinkoRtp(),
      baccarat: 0.98936,
      // The sports book: 1 / overround (the odds are rounded down, so the true return is a little less).
      sports: 1 / SPORTS_MARGIN,
      // Three-card poker against the dealer: 98.74 % over 2 000 000 simulated hands (poker.test.ts).
      poker: 0.9874,
      fish: FISH_RTP_BP / 10000,
    };
    for (const g of this.games) g.rtp = (rtp[engineKind(g)] * 100).toFixed(2);
    for (const g of this.games) this.byId.set(g.gameId, g);
    this.seedMachines(now);
    this.floorAt = now;
    this.seedJackpots(now);
    this.seedBigWins(now);
  }

  game(gameId: string): GameDef | undefined {
    return this.byId.get(gameId);
  }

  provider(providerCode: string): ProviderDef | undefined {
    return this.providers.find((p) => p.providerCode === providerCode);
  }

  providerOfPlatform(platformCode: string): ProviderDef | undefined {
    return this.providers.find((p) => p.platformCodes.includes(platformCode));
  }

  nextOrderNo(prefix: string, now: number): string {
    this.orderSeq += 1;
    const d = new Date(now);
    const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    return `${prefix}${ymd}${String(this.orderSeq).padStart(8, '0')}`;
  }

  /** Registers the player with a platform; true when this is the first time. */
  register(playerId: string, platformCode: string): boolean {
    const regs = this.registrations.get(playerId) ?? new Set<string>();
    const created = !regs.has(platformCode);
    regs.add(platformCode);
    this.registrations.set(playerId, regs);
    return created;
  }

  gameAccount(playerId: string, platformCode: string): string {
    return `${playerGamePrefix(playerId)}${platformCode}`;
  }

  jackpotAccount(code: string): string {
    return `house:jackpot:${code}`;
  }

  jackpotAmount(pool: JackpotPool): bigint {
    return this.state.ledger.balance(this.jackpotAccount(pool.jackpotCode), pool.currency);
  }

  private floorAt = 0;

  /**
   * Lets the hall floor live: machines in play keep spinning, hit now and then, players come and go.
   * Applied lazily when a list is read, in steps of 20 s of elapsed time (display data only, so
   * Math.random is fine here; money outcomes use node:crypto).
   */
  advanceFloor(now: number): void {
    if (this.floorAt === 0) this.floorAt = now;
    const steps = Math.min(30, Math.floor((now - this.floorAt) / 20_000));
    if (steps <= 0) return;
    this.floorAt += steps * 20_000;
    for (let s = 0; s < steps; s++) {
      for (const m of this.machines) {
        if (m.state === 'closed') continue;
        const r = Math.random();
        if (m.state === 'free' && r < 0.08) m.state = 'playing';
        else if (m.state === 'playing' && r < 0.05) m.state = 'free';
        else if (m.state === 'reserved' && r < 0.2) m.state = 'playing';
        if (m.state !== 'playing') continue;
        const spins = 3 + Math.floor(Math.random() * 8);
        m.currentSpins += spins;
        m.totalSpins += spins;
        const slot = m.machineKind === 'pachislot';
        if (Math.random() < spins / (slot ? 250 : 320)) {
          const big = Math.random() < (slot ? 0.6 : 0.55);
          const payout = slot
            ? big
              ? 240 + Math.floor(Math.random() * 60)
              : 96 + Math.floor(Math.random() * 20)
            : big
              ? 1500 + Math.floor(Math.random() * 3000)
              : 450 + Math.floor(Math.random() * 1000);
          m.recentHits.unshift({
            kind: slot ? (big ? 'BIG' : 'REG') : big ? 'KAKUHEN' : 'NORMAL',
            spins: m.currentSpins,
            payout,
            at: this.floorAt - (steps - s - 1) * 20_000,
          });
          m.recentHits.length = Math.min(m.recentHits.length, 10);
          if (big) m.bigHits += 1;
          else m.regHits += 1;
          m.maxPayout = Math.max(m.maxPayout, payout);
          m.currentSpins = 0;
        }
      }
    }
  }

  private seedMachines(now: number): void {
    const rand = seededRandom(20241008);
    const perFloor = new Map<string, number>();
    const machineGames = this.games.filter((g) => g.machineKind !== null);
    for (const g of machineGames) {
      // Hall platforms have full floors; the others a few cabinets per model.
      const hall = g.platformCode === 'KAMIKAZE' || g.platformCode === 'AMIGO';
      const count = hall ? 18 + Math.floor(rand() * 10) : 6 + Math.floor(rand() * 5);
      for (let i = 0; i < count; i++) {
        const no = (perFloor.get(g.platformCode) ?? 100) + 1;
        perFloor.set(g.platformCode, no);
        const slot = g.machineKind === 'pachislot';
        const hits: MachineHit[] = [];
        const hitCount = Math.floor(rand() * 9);
        let at = now - Math.floor(rand() * 20) * 60_000;
        for (let h = 0; h < hitCount; h++) {
          const big = rand() < (slot ? 0.62 : 0.55);
          hits.push({
            kind: slot ? (big ? 'BIG' : 'REG') : big ? 'KAKUHEN' : 'NORMAL',
            spins: Math.floor(rand() * (slot ? 600 : 450)) + 5,
            payout: slot
              ? big
                ? 240 + Math.floor(rand() * 60)
                : 96 + Math.floor(rand() * 20)
              : big
                ? 1500 + Math.floor(rand() * 3000)
                : 450 + Math.floor(rand() * 1000),
            at,
          });
          at -= (10 + Math.floor(rand() * 50)) * 60_000;
        }
        const r = rand();
        const state: MachineState =
          r < 0.5 ? 'playing' : r < 0.88 ? 'free' : r < 0.96 ? 'reserved' : 'closed';
        const bigHits = hits.filter((x) => x.kind === 'BIG' || x.kind === 'KAKUHEN').length;
        this.machines.push({
          machineId: `${g.platformCode}-M${no}`,
          machineNo: no,
          gameId: g.gameId,
          platformCode: g.platformCode,
          providerCode: g.providerCode,
          machineKind: g.machineKind!,
          state,
          currentSpins: Math.floor(rand() * (slot ? 500 : 350)),
          totalSpins: hits.reduce((s, x) => s + x.spins, 0) + Math.floor(rand() * 800),
          bigHits,
          regHits: hits.length - bigHits,
          maxPayout: hits.reduce((m, x) => Math.max(m, x.payout), 0),
          recentHits: hits,
        });
      }
    }
  }

  private seedJackpots(now: number): void {
    const rand = seededRandom(777);
    for (const currency of JACKPOT_CURRENCIES) {
      for (const l of JACKPOT_LEVELS) {
        const seed = currency === 'JPY' ? toUnits(l.seedJpy) : toUnits(l.seedJpy) / 100n;
        const pool: JackpotPool = {
          jackpotCode: `${l.level}_${currency}`,
          level: l.level,
          name: { ja: `${l.ja}ジャックポット`, en: `${l.en} Jackpot` },
          currency,
          seed,
          rateBp: l.rateBp,
          odds: l.odds,
          lastWonAt: now - Math.floor(rand() * 72) * 3600_000,
          updatedAt: now,
        };
        this.jackpots.push(pool);
        // The pool starts above its seed, as a live one would be mid-cycle.
        const start = seed + (seed * BigInt(Math.floor(rand() * 80))) / 100n;
        this.state.ledger.transfer({
          key: `jackpot-seed:${pool.jackpotCode}`,
          kind: 'jackpot-seed',
          from: 'house:games',
          to: this.jackpotAccount(pool.jackpotCode),
          currency,
          amount: start,
          at: now,
        });
      }
    }
    const names = ['jcsakura88', 'jctaro01', 'jcluckyk', 'jcmiyu2', 'jcken777', 'jcyuki09', 'jcbigwin5'];
    const jpGames = this.games.filter((g) => g.labels.includes('JACKPOT'));
    for (let i = 0; i < 14; i++) {
      const pool = this.jackpots[(i * 3 + 1) % this.jackpots.length]!;
      const game = jpGames[i % jpGames.length]!;
      const amount = pool.seed + (pool.seed * BigInt(Math.floor(rand() * 60))) / 100n;
      this.jackpotWins.push({
        jackpotCode: pool.jackpotCode,
        level: pool.level,
        loginName: maskLoginName(names[i % names.length]!),
        currency: pool.currency,
        amount,
        gameId: game.gameId,
        platformCode: game.platformCode,
        at: now - (i + 1) * 5 * 3600_000 - Math.floor(rand() * 3600_000),
        playerId: null,
      });
    }
  }

  private seedBigWins(now: number): void {
    const rand = seededRandom(5);
    const names = ['jcsakura88', 'jchiro2', 'jcmoonfox', 'jcaya1212', 'jcryu', 'jcnana7', 'jcjp9000'];
    const slots = this.games.filter((g) => g.engine === 'slot' || g.engine === 'pachinko');
    for (let i = 0; i < 12; i++) {
      const game = slots[Math.floor(rand() * slots.length)]!;
      const bet = toUnits(['100', '200', '500', '1000', '300'][i % 5]!);
      const mult = BigInt(50 + Math.floor(rand() * 900));
      this.seededBigWins.push({
        loginName: maskLoginName(names[i % names.length]!),
        gameId: game.gameId,
        currency: 'JPY',
        bet,
        win: bet * mult,
        at: now - Math.floor(rand() * 48 * 3600_000),
      });
    }
  }
}

export const gamesStore = defineSlice('games', (state) => new GamesStore(state));
