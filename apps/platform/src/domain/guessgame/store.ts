/**
 * Guess game: events by tag (football, baseball, esports, horse racing) with fixed-odds options.
 * A bet debits the player's cash to house:promotions (`guess:<betId>:stake`); betting closes at
 * betEndTime. Settlement (the dev endpoint, or automatically for seeded games whose result is known
 * once settleAt has passed) marks bets won (prize = stake x odds) or lost; a won bet's prize is
 * claimed once (`guess:<betId>:prize`, house:promotions -> cash). A cancelled game refunds stakes.
 */
import { fail } from '../../core/errors';
import { CODES } from '@casino/shared/protocol/codes';
import { defineSlice, type PlatformState } from '../../core/state';
import { applyOdds } from './odds';
import { payCashPrize, findPromo, promoFail } from '../../core/promotions';
import { playerCash } from '../../core/accounts';
import type { GuessBetRec, GuessGameDef, GuessOption, GuessTag } from './model';
import { seedGuessGames } from './seed';

export class GuessGameStore {
  readonly tags: GuessTag[] = [];
  readonly games: GuessGameDef[] = [];
  readonly bets: GuessBetRec[] = [];
  private betSeq = 0;

  constructor(now = Date.now()) {
    const seed = seedGuessGames(now);
    this.tags.push(...seed.tags);
    this.games.push(...seed.games);
    this.bets.push(...seed.bets);
    this.betSeq = seed.bets.length;
  }

  game(gameId: string): GuessGameDef {
    return findPromo(this.games, (x) => x.gameId === gameId);
  }

  option(g: GuessGameDef, optionId: string): GuessOption {
    const o = g.options.find((x) => x.optionId === optionId);
    if (!o)
      return fail(CODES.VALIDATION, '選択肢が正しくありません', 'Unknown option', {
        fields: { optionId: 'validation.invalid' },
      });
    return o;
  }

  status(g: GuessGameDef, now: number): 0 | 1 | 2 | 3 {
    if (g.cancelled) return 3;
    if (g.resultOptionId) return 2;
    return now < g.betEndTime ? 0 : 1;
  }

  betsOf(gameId: string): GuessBetRec[] {
    return this.bets.filter((b) => b.gameId === gameId);
  }

  placeBet(
    state: PlatformState,
    r: {
      playerId: string;
      loginName: string;
      gameId: string;
      optionId: string;
      amount: bigint;
      appId: string;
      now: number;
    },
  ): GuessBetRec {
    const g = this.game(r.gameId);
    const o = this.option(g, r.optionId);
    if (this.status(g, r.now) !== 0)
      return promoFail.closed('このゲームの受付は終了しました', 'Betting on this game is closed');
    if (r.amount < g.minBet || r.amount > g.maxBet) {
      return fail(CODES.BET_OUT_OF_RANGE, 'ベット額が範囲外です', 'The bet amount is out of range');
    }
    this.betSeq += 1;
    const betId = `GB${String(500000 + this.betSeq)}`;
    state.ledger.transfer({
      key: `guess:${betId}:stake`,
      kind: 'guessgame.bet',
      from: playerCash(r.playerId),
      to: 'house:promotions',
      currency: g.currency,
      amount: r.amount,
      at: r.now,
      meta: { gameId: g.gameId, optionId: o.optionId },
    });
    const bet: GuessBetRec = {
      betId,
      gameId: g.gameId,
      optionId: o.optionId,
      ownerId: r.playerId,
      loginName: r.loginName,
      amount: r.amount,
      odds: o.odds,
      currency: g.currency,
      betTime: r.now,
      appId: r.appId,
      status: 0,
      prize: null,
      claimTime: null,
    };
    this.bets.push(bet);
    return bet;
  }

  settle(state: PlatformState, gameId: string, resultOptionId: string, now: number): GuessGameDef {
    const g = this.game(gameId);
    this.option(g, resultOptionId);
    if (g.resultOptionId || g.cancelled)
      return promoFail.closed('このゲームは精算済みです', 'This game is already settled');
    g.resultOptionId = resultOptionId;
    g.settleTime = now;
    if (g.betEndTime > now) g.betEndTime = now;
    for (const b of this.betsOf(g.gameId)) {
      if (b.optionId === resultOptionId) {
        b.status = 1;
        b.prize = applyOdds(b.amount, b.odds);
        if (b.ownerId.startsWith('bot:')) b.claimTime = now;
      } else {
        b.status = 2;
      }
    }
    return g;
  }

  cancel(state: PlatformState, gameId: string, now: number): GuessGameDef {
    const g = this.game(gameId);
    if (g.resultOptionId || g.cancelled)
      return promoFail.closed('このゲームは精算済みです', 'This game is already settled');
    g.cancelled = true;
    g.settleTime = now;
    for (const b of this.betsOf(g.gameId)) {
      b.status = 3;
      if (!b.ownerId.startsWith('bot:')) {
        payCashPrize(state, {
          key: `guess:${b.betId}:refund`,
          kind: 'guessgame.refund',
          playerId: b.ownerId,
          currency: b.currency,
          amount: b.amount,
          at: now,
        });
      }
    }
    return g;
  }

  claim(state: PlatformState, playerId: string, betId: string, now: number): GuessBetRec {
    const b = this.bets.find((x) => x.betId === betId && x.ownerId === playerId);
    if (!b) return promoFail.notFound();
    if (b.status !== 1 || b.prize === null) return promoFail.noPrize();
    if (b.claimTime !== null) return promoFail.claimed();
    payCashPrize(state, {
      key: `guess:${b.betId}:prize`,
      kind: 'guessgame.prize',
      playerId,
      currency: b.currency,
      amount: b.prize,
      at: now,
      meta: { gameId: b.gameId },
    });
    b.claimTime = now;
    return b;
  }

  /** Settles seeded games whose result time has passed. */
  tick(state: PlatformState, now: number): void {
    for (const g of this.games) {
      if (
        g.autoResult &&
        g.autoSettleAt !== null &&
        g.autoSettleAt <= now &&
        !g.resultOptionId &&
        !g.cancelled
      ) {
        this.settle(state, g.gameId, g.autoResult, g.autoSettleAt);
      }
    }
  }
}

export const guessGameStore = defineSlice('guessgame', (state) => {
  const s = new GuessGameStore();
  s.tick(state, Date.now());
  return s;
});
