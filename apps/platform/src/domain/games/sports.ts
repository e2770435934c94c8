/**
 * The sports provider's book (FB): a day's fixtures with 1X2 odds, settled at once as a virtual match
 * (the reference platform has no live data feed). Fixtures are derived from the game and the UTC day, so
 * the page and the server agree without storing them; the result is drawn with node:crypto from the
 * fair probabilities behind the odds, so the return is 1 / overround (about 94 %).
 */
import { createHash } from 'node:crypto';
import { cryptoRng, type Rng } from './engines';

export const SPORTS_MARGIN = 1.06;

const TEAMS: { ja: string; en: string }[] = [
  { ja: '東京ファルコンズ', en: 'Tokyo Falcons' },
  { ja: '大阪サンダー', en: 'Osaka Thunder' },
  { ja: '横浜マリナーズ', en: 'Yokohama Mariners' },
  { ja: '名古屋グランパス', en: 'Nagoya Grampus' },
  { ja: '札幌スノーベアーズ', en: 'Sapporo Snow Bears' },
  { ja: '福岡ドルフィンズ', en: 'Fukuoka Dolphins' },
  { ja: '神戸ブレイズ', en: 'Kobe Blaze' },
  { ja: '京都サムライ', en: 'Kyoto Samurai' },
  { ja: '仙台イーグルス', en: 'Sendai Eagles' },
  { ja: '広島レッドスターズ', en: 'Hiroshima Red Stars' },
  { ja: '千葉ウェーブ', en: 'Chiba Wave' },
  { ja: '沖縄サンズ', en: 'Okinawa Suns' },
];
const LEAGUES = [
  { ja: 'ジャパンリーグ', en: 'Japan League' },
  { ja: 'ジャパンカップ', en: 'Japan Cup' },
];

export type Outcome = 'home' | 'draw' | 'away';
export const OUTCOMES: Outcome[] = ['home', 'draw', 'away'];

export interface Fixture {
  matchId: string;
  league: { ja: string; en: string };
  home: { ja: string; en: string };
  away: { ja: string; en: string };
  kickoff: number;
  /** Fair probabilities in basis points (sum 10000). */
  probBp: Record<Outcome, number>;
  /** Decimal odds in hundredths (215 = 2.15). */
  oddsPct: Record<Outcome, number>;
}

export function fixturesFor(gameId: string, now: number): Fixture[] {
  const day = Math.floor(now / 86_400_000);
  const seed = createHash('sha256').update(`${gameId}:${day}`).digest();
  let i = 0;
  const byte = () => seed[i++ % seed.length]!;
  const order = TEAMS.map((t, k) => ({ t, k: (byte() << 8) | byte() | (k << 16) })).sort((a, b) => a.k - b.k);
  const out: Fixture[] = [];
  for (let m = 0; m < 6; m++) {
    const home = order[m * 2]!.t;
    const away = order[m * 2 + 1]!.t;
    const homeBp = 3000 + byte() * 12; // 30 % .. 60 %
    const drawBp = 2200 + (byte() % 60) * 10; // 22 % .. 28 %
    const probBp = { home: homeBp, draw: drawBp, away: 10000 - homeBp - drawBp };
    const oddsPct = {
      home: Math.max(101, Math.floor(1_000_000 / (probBp.home * SPORTS_MARGIN))),
      draw: Math.max(101, Math.floor(1_000_000 / (probBp.draw * SPORTS_MARGIN))),
      away: Math.max(101, Math.floor(1_000_000 / (probBp.away * SPORTS_MARGIN))),
    };
    out.push({
      matchId: `m${m + 1}`,
      league: LEAGUES[m % 2]!,
      home,
      away,
      kickoff: day * 86_400_000 + (10 + m * 2) * 3_600_000,
      probBp,
      oddsPct,
    });
  }
  return out;
}

export interface SportsOutcome {
  kind: 'sports';
  matchId: string;
  pick: Outcome;
  result: Outcome;
  score: [number, number];
  oddsPct: number;
  /** Hundredths of the bet returned (0 when lost). */
  returnPct: number;
}

export function settleSports(fixture: Fixture, pick: Outcome, rng: Rng = cryptoRng): SportsOutcome {
  const r = rng(10000);
  const result: Outcome =
    r < fixture.probBp.home ? 'home' : r < fixture.probBp.home + fixture.probBp.draw ? 'draw' : 'away';
  const a = rng(4);
  const b = rng(3);
  const score: [number, number] =
    result === 'draw' ? [a, a] : result === 'home' ? [b + 1 + (a % 2), b % 2] : [b % 2, b + 1 + (a % 2)];
  const oddsPct = fixture.oddsPct[pick];
  return {
    kind: 'sports',
    matchId: fixture.matchId,
    pick,
    result,
    score,
    oddsPct,
    returnPct: result === pick ? oddsPct : 0,
  };
}
