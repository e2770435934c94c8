/** Decimal odds on bigint money units (guess game bets and their prizes). */
/** Odds "1.85" as an integer of 1e-4 steps (18500n). */
export function oddsToBp(odds: string): bigint {
  const [int = '0', frac = ''] = odds.split('.');
  return BigInt(int) * 10000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
}

/** stake × odds, in units, rounded down. */
export function applyOdds(units: bigint, odds: string): bigint {
  return (units * oddsToBp(odds)) / 10000n;
}
