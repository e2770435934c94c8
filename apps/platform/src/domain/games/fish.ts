/**
 * The fishing tables: each shot is a round aimed at one kind of fish. A fish worth m times the shot is
 * caught with probability RTP / m, so every target returns the same RTP and the player's choice is
 * only about variance. Decided with node:crypto like every other round.
 */
import { cryptoRng, type Rng } from './engines';

export const FISH_RTP_BP = 9650;

export const FISH = [
  { id: 'minnow', multiplier: 2 },
  { id: 'clown', multiplier: 3 },
  { id: 'puffer', multiplier: 5 },
  { id: 'turtle', multiplier: 10 },
  { id: 'ray', multiplier: 20 },
  { id: 'shark', multiplier: 50 },
  { id: 'dragon', multiplier: 100 },
] as const;
export type FishId = (typeof FISH)[number]['id'];
export const FISH_IDS = FISH.map((f) => f.id) as [FishId, ...FishId[]];

export interface FishOutcome {
  kind: 'fish';
  target: FishId;
  multiplier: number;
  caught: boolean;
}

export function shootFish(target: FishId, rng: Rng = cryptoRng): FishOutcome {
  const fish = FISH.find((f) => f.id === target)!;
  // caught when a draw in [0, 10000 * m) falls below the RTP in basis points: P = 0.965 / m exactly.
  const caught = rng(10000 * fish.multiplier) < FISH_RTP_BP;
  return { kind: 'fish', target, multiplier: fish.multiplier, caught };
}
