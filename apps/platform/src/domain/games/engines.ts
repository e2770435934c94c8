/**
 * The outcome of a round for the reference games, decided on the server with node:crypto's
 * randomInt (uniform, unpredictable); the page only draws what it is told. Each engine's paytable is
 * data, shown on the game page, and its return to player is computed exactly (engines.test.ts), not
 * estimated.
 *
 * - reels5: a video slot, 5 reels x 3 rows, 10 fixed lines; a line pays for 3, 4 or 5 of a kind from
 *   the left (cherries also pay for 2).
 * - reels3: a pachislot, 3 reels x 3 rows, 5 lines (3 rows and 2 diagonals), 3 of a kind.
 * - pachinko: a bet fires 10 balls; each ball lands in one of 7 pockets; the centre start pocket
 *   draws the 大当たり lottery.
 */
import { randomInt } from 'node:crypto';

export type EngineKind = 'reels5' | 'reels3' | 'pachinko' | 'baccarat' | 'sports' | 'poker' | 'fish';

/**
 * The engine a game plays on: pachinko machines fire balls, pachislot machines spin 3 reels, live
 * tables deal baccarat, poker tables deal three-card poker against the dealer, the sports book settles
 * virtual matches, fishing tables shoot at fish, and video slots spin 5 reels.
 */
export function engineKind(game: { engine: string; machineKind: string | null }): EngineKind {
  if (game.engine === 'pachinko') return 'pachinko';
  if (game.engine === 'baccarat') return 'baccarat';
  if (game.engine === 'sports') return 'sports';
  if (game.engine === 'poker') return 'poker';
  if (game.engine === 'fish') return 'fish';
  return game.machineKind === 'pachislot' ? 'reels3' : 'reels5';
}

/** `rng(n)` returns an integer in [0, n); production uses randomInt, tests may pass their own. */
export type Rng = (n: number) => number;
export const cryptoRng: Rng = (n) => randomInt(n);

function pickWeighted<T extends { weight: number }>(items: readonly T[], rng: Rng): T {
  const total = items.reduce((s, x) => s + x.weight, 0);
  let r = rng(total);
  for (const item of items) {
    if (r < item.weight) return item;
    r -= item.weight;
  }
  return items[items.length - 1]!;
}

export interface ReelSymbol {
  id: string;
  weight: number;
  /** Multiplier of the line bet for n of a kind: index = n. */
  pays: Record<number, number>;
}

export interface ReelEngine {
  kind: 'reels5' | 'reels3';
  reels: number;
  rows: number;
  /** Each line is the row index on each reel. */
  lines: number[][];
  symbols: ReelSymbol[];
}

export const REELS5: ReelEngine = {
  kind: 'reels5',
  reels: 5,
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
  symbols: [
    { id: 'cherry', weight: 27, pays: { 2: 1, 3: 7, 4: 20, 5: 60 } },
    { id: 'lemon', weight: 24, pays: { 3: 10, 4: 30, 5: 90 } },
    { id: 'plum', weight: 20, pays: { 3: 15, 4: 45, 5: 150 } },
    { id: 'bell', weight: 14, pays: { 3: 30, 4: 100, 5: 350 } },
    { id: 'bar', weight: 8, pays: { 3: 60, 4: 250, 5: 1000 } },
    { id: 'seven', weight: 5, pays: { 3: 150, 4: 600, 5: 3000 } },
    { id: 'diamond', weight: 2, pays: { 3: 400, 4: 1500, 5: 10000 } },
  ],
};

export const REELS3: ReelEngine = {
  kind: 'reels3',
  reels: 3,
  rows: 3,
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  symbols: [
    { id: 'replay', weight: 26, pays: { 3: 9 } },
    { id: 'cherry', weight: 22, pays: { 3: 15 } },
    { id: 'bell', weight: 22, pays: { 3: 25 } },
    { id: 'melon', weight: 14, pays: { 3: 50 } },
    { id: 'bar', weight: 9, pays: { 3: 150 } },
    { id: 'seven', weight: 7, pays: { 3: 400 } },
  ],
};

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** Multiplier of the line bet. */
  multiplier: number;
}

export interface ReelOutcome {
  kind: 'reels5' | 'reels3';
  /** grid[reel][row] = symbol id */
  grid: string[][];
  wins: LineWin[];
  /** Total multiplier of the line bet (the total bet is lineBet x lines). */
  lineMultiplier: number;
}

export function spinReels(engine: ReelEngine, rng: Rng = cryptoRng): ReelOutcome {
  const grid: string[][] = [];
  for (let r = 0; r < engine.reels; r++) {
    const col: string[] = [];
    for (let row = 0; row < engine.rows; row++) col.push(pickWeighted(engine.symbols, rng).id);
    grid.push(col);
  }
  const wins: LineWin[] = [];
  engine.lines.forEach((line, index) => {
    const first = grid[0]![line[0]!]!;
    let count = 1;
    while (count < engine.reels && grid[count]![line[count]!] === first) count++;
    const multiplier = engine.symbols.find((s) => s.id === first)?.pays[count] ?? 0;
    if (multiplier > 0) wins.push({ line: index, symbol: first, count, multiplier });
  });
  return {
    kind: engine.kind,
    grid,
    wins,
    lineMultiplier: wins.reduce((s, w) => s + w.multiplier, 0),
  };
}

/** Exact return to player of a reel engine (cells are independent draws). */
export function reelRtp(engine: ReelEngine): number {
  const total = engine.symbols.reduce((s, x) => s + x.weight, 0);
  let perLine = 0;
  for (const s of engine.symbols) {
    const p = s.weight / total;
    for (const [n, mult] of Object.entries(s.pays)) {
      const k = Number(n);
      perLine += p ** k * (k < engine.reels ? 1 - p : 1) * mult;
    }
  }
  return perLine;
}

export interface Pocket {
  id: 'out' | 'return' | 'double' | 'start';
  weight: number;
  /** Multiplier of one ball's price; the start pocket's is decided by its lottery. */
  multiplier: number;
}

export const PACHINKO = {
  ballsPerBet: 10,
  pockets: [
    { id: 'out', weight: 24, multiplier: 0 },
    { id: 'return', weight: 18, multiplier: 1 },
    { id: 'double', weight: 9, multiplier: 2 },
    { id: 'start', weight: 6, multiplier: 1 },
    { id: 'double', weight: 9, multiplier: 2 },
    { id: 'return', weight: 18, multiplier: 1 },
    { id: 'out', weight: 16, multiplier: 0 },
  ] satisfies Pocket[],
  /** The start pocket's lottery: 1 in `odds` is a 大当たり paying `jackpotMultiplier` balls. */
  lottery: { odds: 50, jackpotMultiplier: 150 },
} as const;

export interface PachinkoBall {
  pocket: number;
  multiplier: number;
  /** For a ball in the start pocket: the three digits of the lottery ("777" is a 大当たり). */
  digits?: [number, number, number];
  jackpot?: boolean;
}

export interface PachinkoOutcome {
  kind: 'pachinko';
  balls: PachinkoBall[];
  /** Sum of the balls' multipliers of one ball's price. */
  ballMultiplier: number;
  feverCount: number;
}

export function firePachinko(rng: Rng = cryptoRng): PachinkoOutcome {
  const balls: PachinkoBall[] = [];
  const weighted = PACHINKO.pockets.map((p, index) => ({ ...p, index }));
  for (let i = 0; i < PACHINKO.ballsPerBet; i++) {
    const pocket = pickWeighted(weighted, rng);
    if (pocket.id !== 'start') {
      balls.push({ pocket: pocket.index, multiplier: pocket.multiplier });
      continue;
    }
    const jackpot = rng(PACHINKO.lottery.odds) === 0;
    let digits: [number, number, number];
    if (jackpot) {
      const d = 1 + rng(9);
      digits = [d, d, d];
    } else {
      // A miss never shows three equal digits; a "reach" (two equal) is shown now and then.
      const a = 1 + rng(9);
      const b = rng(3) === 0 ? a : 1 + rng(9);
      let c = 1 + rng(9);
      if (a === b && c === a) c = (c % 9) + 1;
      digits = [a, b, c];
    }
    balls.push({
      pocket: pocket.index,
      multiplier: jackpot ? PACHINKO.lottery.jackpotMultiplier : pocket.multiplier,
      digits,
      jackpot,
    });
  }
  return {
    kind: 'pachinko',
    balls,
    ballMultiplier: balls.reduce((s, b) => s + b.multiplier, 0),
    feverCount: balls.filter((b) => b.jackpot).length,
  };
}

export function pachinkoRtp(): number {
  const total = PACHINKO.pockets.reduce((s, p) => s + p.weight, 0);
  const { odds, jackpotMultiplier } = PACHINKO.lottery;
  return PACHINKO.pockets.reduce((s, p) => {
    const m = p.id === 'start' ? jackpotMultiplier / odds + ((odds - 1) / odds) * p.multiplier : p.multiplier;
    return s + (p.weight / total) * m;
  }, 0);
}

/** Baccarat (the live-casino tables): an infinite shoe, the standard third-card rules. */
export const BACCARAT = {
  sides: ['player', 'banker', 'tie'] as const,
  /** What a winning bet returns, in hundredths of the bet (stake included). */
  returns: { player: 200, banker: 195, tie: 900 },
} as const;
export type BaccaratSide = (typeof BACCARAT.sides)[number];

export interface Card {
  /** 1 = A ... 13 = K */
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

export interface BaccaratOutcome {
  kind: 'baccarat';
  side: BaccaratSide;
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  /** Hundredths of the bet returned: 0 lost, 100 push (a tie on a player or banker bet), else the pay. */
  returnPct: number;
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
const points = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: Card[]) => cards.reduce((s, c) => s + points(c), 0) % 10;

export function dealBaccarat(side: BaccaratSide, rng: Rng = cryptoRng): BaccaratOutcome {
  const draw = (): Card => ({ rank: 1 + rng(13), suit: SUITS[rng(4)]! });
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  let pt = total(player);
  let bt = total(banker);
  if (pt < 8 && bt < 8) {
    let third: Card | null = null;
    if (pt <= 5) {
      third = draw();
      player.push(third);
      pt = total(player);
    }
    const bankerDraws =
      third === null
        ? bt <= 5
        : bt <= 2 ||
          (bt === 3 && points(third) !== 8) ||
          (bt === 4 && points(third) >= 2 && points(third) <= 7) ||
          (bt === 5 && points(third) >= 4 && points(third) <= 7) ||
          (bt === 6 && (points(third) === 6 || points(third) === 7));
    if (bankerDraws) {
      banker.push(draw());
      bt = total(banker);
    }
  }
  const winner: BaccaratSide = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  const returnPct = winner === side ? BACCARAT.returns[side] : winner === 'tie' ? 100 : 0;
  return { kind: 'baccarat', side, player, banker, playerTotal: pt, bankerTotal: bt, winner, returnPct };
}

/**
 * Exact return of a side by enumerating every deal of the infinite shoe by card points (0 has
 * probability 4/13, 1-9 each 1/13), drawing only the cards a deal uses.
 */
export function baccaratRtp(side: BaccaratSide): number {
  const values = Array.from({ length: 10 }, (_, v) => ({
    rank: v === 0 ? 10 : v,
    p: v === 0 ? 4 / 13 : 1 / 13,
  }));
  let sum = 0;
  const walk = (prefix: number[], prob: number) => {
    let i = 0;
    let needMore = false;
    const out = dealBaccarat(side, (n) => {
      if (n !== 13) return 0;
      if (i < prefix.length) return prefix[i++]! - 1;
      needMore = true;
      i++;
      return 0;
    });
    if (!needMore) {
      sum += prob * (out.returnPct / 100);
      return;
    }
    for (const v of values) walk([...prefix, v.rank], prob * v.p);
  };
  walk([], 1);
  return sum;
}
