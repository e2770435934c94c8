/**
 * Free spins: offers the player applies for (once each, from a VIP level); applying opens a free spin
 * wallet (refBonusId, roundNum) shown in the user info's freeSpinWalletList. The wallet is played in
 * the platform's free spin slot (./free-spin-routes.ts) through a player-bound URL; each round uses
 * one spin at the house's stake, and a win is credited through grantBonus with the offer's wagering
 * (key `freespin:<refBonusId>:<round>`). The last round pays at least 1x when nothing was won before
 * (a guaranteed win, as the offer says).
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import type { FreeSpinWallet } from '@casino/shared/schemas/free-spin';
import type { Currency } from '@casino/shared/schemas/money';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { grantBonus } from '../bonus/store';
import { tokyoMidnight } from '../../core/calendar';
import { findPromo, promoFail } from '../../core/promotions';
import { seedTimes } from '../../core/seed-data';
import seed from './seed.json';

export interface FreeSpinOfferDef {
  freeSpinId: string;
  name: LocalizedText;
  gameId: string;
  gameName: LocalizedText;
  platformCode: string;
  roundNum: number;
  bet: bigint;
  currency: Currency;
  wagerMultiplier: number;
  minVipLevel: number;
  expireTime: number;
}

export interface FreeSpinWalletRec {
  refBonusId: string;
  offer: FreeSpinOfferDef;
  playerId: string;
  roundsLeft: number;
  win: bigint;
  token: string;
  baseUrl: string;
  appliedAt: number;
  expireTime: number;
  rounds: SpinResult[];
  /**
   * The rounds played per spin id (a page's one attempt at a spin): a spin repeated with the same id
   * (its answer was lost on the way, the page retries) answers the same round and never uses another.
   */
  spinIds: Map<string, SpinResult>;
}

/** Reel symbols; the pay table is per three of a kind (x stake); cherries pay on their own. */
export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'BAR', 'SEVEN'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
const WEIGHTS: Record<SymbolName, number> = { CHERRY: 6, LEMON: 7, BELL: 5, STAR: 4, BAR: 3, SEVEN: 2 };
export const PAYTABLE: Record<SymbolName, number> = {
  CHERRY: 5,
  LEMON: 3,
  BELL: 8,
  STAR: 12,
  BAR: 25,
  SEVEN: 50,
};
/** Pays for 1 or 2 cherries anywhere, in tenths of the stake. */
const CHERRY_TENTHS = [0, 5, 15];

export interface SpinResult {
  round: number;
  reels: SymbolName[];
  /** Win in units. */
  win: bigint;
  multiplierTenths: number;
  at: number;
  /** Spins left and the wallet's total win (units) after this round. */
  roundsLeft: number;
  totalWin: bigint;
  /** True when this answers a repeated spin id (the round was played before). */
  replayed?: boolean;
}

function spinReel(): SymbolName {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let r = randomInt(total);
  for (const s of SYMBOLS) {
    r -= WEIGHTS[s];
    if (r < 0) return s;
  }
  return 'LEMON';
}

/** Multiplier of a reel line, in tenths of the stake. */
export function lineTenths(reels: SymbolName[]): number {
  if (reels[0] === reels[1] && reels[1] === reels[2]) return PAYTABLE[reels[0]!] * 10;
  const cherries = reels.filter((s) => s === 'CHERRY').length;
  return CHERRY_TENTHS[cherries] ?? 0;
}

export class FreeSpinStore {
  readonly offers: FreeSpinOfferDef[] = [];
  readonly wallets = new Map<string, FreeSpinWalletRec>();
  private seq = 0;

  constructor(now = Date.now()) {
    const today = tokyoMidnight(now);
    // Every offer is for the same JPY game of the JPT platform (./seed.json).
    const { game, offers } = seed.freeSpins;
    for (const o of offers) {
      const offer = { ...o, ...game, currency: game.currency as Currency, bet: toUnits(o.bet) };
      this.offers.push(seedTimes(today, offer, 'expireTime'));
    }
  }

  offer(freeSpinId: string): FreeSpinOfferDef {
    return findPromo(this.offers, (x) => x.freeSpinId === freeSpinId);
  }

  walletsOf(playerId: string): FreeSpinWalletRec[] {
    return [...this.wallets.values()].filter((w) => w.playerId === playerId);
  }

  walletFor(playerId: string, freeSpinId: string): FreeSpinWalletRec | undefined {
    return this.walletsOf(playerId).find((w) => w.offer.freeSpinId === freeSpinId);
  }

  apply(
    playerId: string,
    vipLevel: number,
    freeSpinId: string,
    baseUrl: string,
    now: number,
  ): FreeSpinWalletRec {
    const o = this.offer(freeSpinId);
    if (now >= o.expireTime) return promoFail.closed();
    if (this.walletFor(playerId, freeSpinId)) return promoFail.applied();
    if (vipLevel < o.minVipLevel) {
      return promoFail.notEligible(
        `VIPレベル${o.minVipLevel}以上の方が対象です`,
        `Available from VIP level ${o.minVipLevel}`,
      );
    }
    this.seq += 1;
    const w: FreeSpinWalletRec = {
      refBonusId: `FSB${String(700000 + this.seq)}`,
      offer: o,
      playerId,
      roundsLeft: o.roundNum,
      win: 0n,
      token: randomBytes(24).toString('base64url'),
      baseUrl,
      appliedAt: now,
      expireTime: o.expireTime,
      rounds: [],
      spinIds: new Map(),
    };
    this.wallets.set(w.refBonusId, w);
    return w;
  }

  /** The wallet of a play URL, or undefined when the id or token is wrong. */
  authorize(refBonusId: string, token: string): FreeSpinWalletRec | undefined {
    const w = this.wallets.get(refBonusId);
    if (!w) return undefined;
    const a = Buffer.from(w.token);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b) ? w : undefined;
  }

  /**
   * Plays one round. With a spin id, a repeat of the same id answers the round it played (`replayed`)
   * without using another spin or crediting the win again.
   */
  spin(state: PlatformState, w: FreeSpinWalletRec, now: number, spinId?: string): SpinResult {
    const played = spinId === undefined ? undefined : w.spinIds.get(spinId);
    if (played) return { ...played, replayed: true };
    if (w.roundsLeft <= 0) return promoFail.nothing('フリースピンは残っていません', 'No free spins left');
    if (now >= w.expireTime)
      return promoFail.closed('フリースピンの有効期限が切れました', 'These free spins have expired');
    let reels: SymbolName[] = [spinReel(), spinReel(), spinReel()];
    let tenths = lineTenths(reels);
    if (tenths === 0 && w.roundsLeft === 1 && w.win === 0n) {
      reels = ['CHERRY', 'LEMON', 'CHERRY'];
      tenths = lineTenths(reels);
    }
    const round = w.offer.roundNum - w.roundsLeft + 1;
    const win = (w.offer.bet * BigInt(tenths)) / 10n;
    w.roundsLeft -= 1;
    if (win > 0n) {
      w.win += win;
      grantBonus(state, {
        playerId: w.playerId,
        currency: w.offer.currency,
        amount: win,
        bonusType: BONUS_TYPE.FREE_SPIN,
        name: w.offer.name,
        wagerMultiplier: w.offer.wagerMultiplier,
        key: `freespin:${w.refBonusId}:${round}`,
        source: { refBonusId: w.refBonusId, freeSpinId: w.offer.freeSpinId },
        at: now,
      });
    }
    const result: SpinResult = {
      round,
      reels,
      win,
      multiplierTenths: tenths,
      at: now,
      roundsLeft: w.roundsLeft,
      totalWin: w.win,
    };
    w.rounds.push(result);
    if (spinId !== undefined) w.spinIds.set(spinId, result);
    return result;
  }
}

export const freeSpinStore = defineSlice('freeSpin', () => new FreeSpinStore());

/**
 * The play URL carries the wallet's token in the fragment (`#t=`), which a browser never sends: it stays
 * out of request lines, logs, Referer and proxies; the page posts it (free-spin-routes.ts).
 */
export function playUrl(w: FreeSpinWalletRec, lang: 'ja' | 'en' = 'ja'): string {
  const q = new URLSearchParams({ w: w.refBonusId, lang });
  return `${w.baseUrl}/promo/free-spin/play?${q.toString()}#t=${encodeURIComponent(w.token)}`;
}

export function walletView(w: FreeSpinWalletRec, lang: 'ja' | 'en'): FreeSpinWallet {
  return {
    refBonusId: w.refBonusId,
    roundNum: w.roundsLeft,
    totalRoundNum: w.offer.roundNum,
    gameId: w.offer.gameId,
    gameName: w.offer.gameName[lang],
    platformCode: w.offer.platformCode,
    betAmount: fromUnits(w.offer.bet),
    currency: w.offer.currency,
    winAmount: fromUnits(w.win),
    expireTime: w.expireTime,
    gameUrl: playUrl(w, lang),
  };
}

/** The wallets with spins left and not expired (the user info's freeSpinWalletList). */
export function freeSpinWalletList(
  state: PlatformState,
  playerId: string,
  now: number,
  lang: 'ja' | 'en' = 'ja',
) {
  return freeSpinStore(state)
    .walletsOf(playerId)
    .filter((w) => w.roundsLeft > 0 && now < w.expireTime)
    .map((w) => walletView(w, lang));
}
