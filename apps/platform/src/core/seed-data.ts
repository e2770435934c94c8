/** Helpers for seeded content: stable pseudo-random numbers and the names of seeded leaderboard players. */
/** Deterministic pseudo-random numbers for seeds (mulberry32), so seeded data is stable per start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Public names of seeded players on the leaderboards (never real players). */
export const BOT_NAMES = [
  'jcsakura77',
  'jcryu2024',
  'jcmomo88',
  'jckenji03',
  'jcyuki555',
  'jchana21',
  'jctaiga09',
  'jcrin4649',
  'jcsora12',
  'jcluckycat',
  'jcshogun7',
  'jcnaomi36',
];
