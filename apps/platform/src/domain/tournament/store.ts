/**
 * Tournaments: seeded in ja and en (one running on all games, one running on pachinko platforms, one
 * upcoming, one ended), scored from the platform's 'bet' events (turnover in the tournament currency,
 * bets at or above minBet, on the listed platforms and game types; empty lists = all). A player joins with their first scoring bet.
 * After the end the players in the prize ranks claim once; the prize is paid to cash from
 * house:promotions (ledger key `tournament:<id>:prize:<playerId>`).
 */
import type { Currency } from '@casino/shared/schemas/money';
import { toUnits } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { gamesStore, maskLoginName } from '../games/store';
import { BOT_NAMES, seedTimes } from '../../core/seed-data';
import { DAY, HOUR, tokyoMidnight } from '../../core/calendar';
import { payCashPrize, findPromo, promoFail } from '../../core/promotions';
import { getOrCreate } from '../../core/collections';
import seed from './seed.json';

export interface TournamentPrize {
  rankFrom: number;
  rankTo: number;
  amount: bigint;
}

export interface TournamentDef {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  rules: LocalizedText[];
  startTime: number;
  endTime: number;
  currency: Currency;
  minBet: bigint;
  gameTypes: string[];
  platformCodes: string[];
  prizes: TournamentPrize[];
  hue: number;
}

export interface ScoringBet {
  roundId: string;
  gameId: string;
  platformCode: string;
  amount: bigint;
  at: number;
}

export interface Participant {
  /** Player id, or `bot:<name>` for seeded leaderboard lines. */
  id: string;
  loginName: string;
  score: bigint;
  betCount: number;
  joinTime: number;
  /** When the score last changed: equal scores rank by who got there first. */
  lastScoreAt: number;
  bets: ScoringBet[];
  claimTime: number | null;
}

export type TournamentStatus = 0 | 1 | 2;

export class TournamentStore {
  readonly tournaments: TournamentDef[] = [];
  private readonly participants = new Map<string, Map<string, Participant>>();

  constructor(now = Date.now()) {
    this.seed(now);
  }

  get(id: string): TournamentDef {
    return findPromo(this.tournaments, (x) => x.id === id);
  }

  status(t: TournamentDef, now: number): TournamentStatus {
    if (now < t.startTime) return 0;
    if (now < t.endTime) return 1;
    return 2;
  }

  participantsOf(id: string): Map<string, Participant> {
    return getOrCreate(this.participants, id, () => new Map());
  }

  /** Everyone ranked: score descending, then who reached it first. */
  ranking(id: string): Participant[] {
    return [...this.participantsOf(id).values()]
      .filter((p) => p.score > 0n)
      .sort((a, b) => (a.score === b.score ? a.lastScoreAt - b.lastScoreAt : a.score > b.score ? -1 : 1));
  }

  rankOf(id: string, participantId: string): number | null {
    const i = this.ranking(id).findIndex((p) => p.id === participantId);
    return i < 0 ? null : i + 1;
  }

  prizeFor(t: TournamentDef, rank: number | null): bigint | null {
    if (rank === null) return null;
    return t.prizes.find((p) => rank >= p.rankFrom && rank <= p.rankTo)?.amount ?? null;
  }

  prizePool(t: TournamentDef): bigint {
    return t.prizes.reduce((sum, p) => sum + p.amount * BigInt(p.rankTo - p.rankFrom + 1), 0n);
  }

  /** Counts a bet in every running tournament it qualifies for. */
  recordBet(
    state: PlatformState,
    e: {
      playerId: string;
      currency: Currency;
      amount: bigint;
      gameId: string;
      platformCode: string;
      roundId: string;
      at: number;
    },
  ): void {
    const player = state.players.get(e.playerId);
    if (!player) return;
    for (const t of this.tournaments) {
      if (this.status(t, e.at) !== 1 || e.currency !== t.currency || e.amount < t.minBet) continue;
      if (t.platformCodes.length > 0 && !t.platformCodes.includes(e.platformCode)) continue;
      if (t.gameTypes.length > 0 && !t.gameTypes.includes(gamesStore(state).game(e.gameId)?.gameType ?? ''))
        continue;
      const map = this.participantsOf(t.id);
      let p = map.get(e.playerId);
      if (!p) {
        p = {
          id: e.playerId,
          loginName: player.loginName,
          score: 0n,
          betCount: 0,
          joinTime: e.at,
          lastScoreAt: e.at,
          bets: [],
          claimTime: null,
        };
        map.set(e.playerId, p);
      }
      p.score += e.amount;
      p.betCount += 1;
      p.lastScoreAt = e.at;
      p.bets.push({
        roundId: e.roundId,
        gameId: e.gameId,
        platformCode: e.platformCode,
        amount: e.amount,
        at: e.at,
      });
    }
  }

  /** Ends a tournament now (dev): scoring stops and prizes become claimable. */
  endNow(id: string, now: number): TournamentDef {
    const t = this.get(id);
    if (t.startTime >= now) t.startTime = now - 1;
    t.endTime = Math.min(t.endTime, now);
    return t;
  }

  claim(state: PlatformState, id: string, playerId: string, now: number) {
    const t = this.get(id);
    if (this.status(t, now) !== 2) return promoFail.notEnded();
    const p = this.participantsOf(id).get(playerId);
    const rank = p ? this.rankOf(id, playerId) : null;
    const amount = this.prizeFor(t, rank);
    if (!p || rank === null || amount === null) return promoFail.noPrize();
    if (p.claimTime !== null) return promoFail.claimed();
    payCashPrize(state, {
      key: `tournament:${t.id}:prize:${playerId}`,
      kind: 'tournament.prize',
      playerId,
      currency: t.currency,
      amount,
      at: now,
      meta: { tournamentId: t.id, rank },
    });
    p.claimTime = now;
    return { t, rank, amount, claimTime: now };
  }

  private addBot(id: string, name: string, score: bigint, at: number): void {
    this.participantsOf(id).set(`bot:${name}`, {
      id: `bot:${name}`,
      loginName: name,
      score,
      betCount: Math.max(1, Number(score / toUnits('1500'))),
      joinTime: at,
      lastScoreAt: at,
      bets: [],
      claimTime: at,
    });
  }

  private seed(now: number): void {
    const today = tokyoMidnight(now);
    const jpy = (v: string) => toUnits(v);
    this.tournaments.push(
      ...seed.tournaments.map(({ moreRules, ...t }) =>
        seedTimes(
          today,
          {
            ...t,
            rules: [...seed.commonRules, ...moreRules],
            currency: t.currency as Currency,
            minBet: jpy(t.minBet),
            prizes: t.prizes.map((p) => ({ ...p, amount: jpy(p.amount) })),
          },
          'startTime',
          'endTime',
        ),
      ),
    );
    // Seeded leaderboards: fixed scores so the pages look alive and tests know what to beat.
    const running = [184000, 152500, 121000, 98000, 76400, 54200, 33000, 21800, 12000];
    running.forEach((s, i) =>
      this.addBot('T2025-SLOT-WEEK', BOT_NAMES[i]!, jpy(String(s)), today - 3 * DAY + i * HOUR),
    );
    [88000, 46000, 23400, 9800].forEach((s, i) =>
      this.addBot('T2025-PACHI-FEVER', BOT_NAMES[i + 4]!, jpy(String(s)), today - DAY + i * HOUR),
    );
    [612000, 433000, 250000, 199000, 87000, 43000].forEach((s, i) =>
      this.addBot('T2025-AUTUMN', BOT_NAMES[i + 2]!, jpy(String(s)), today - 19 * DAY + i * HOUR),
    );
  }
}

export const tournamentStore = defineSlice('tournament', () => new TournamentStore());

export function maskedName(loginName: string): string {
  return maskLoginName(loginName);
}
