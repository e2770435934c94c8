/**
 * How much cash a newly opened game receives in multi-machine mode: an equal share of the cash left
 * for each free place, so the first game does not take everything and leave the others empty. The
 * last free place takes the rest.
 */
import { fromUnits, toUnits } from '@casino/shared/rules/money-units';

export function shareFor(cash: string, freePlaces: number): string | undefined {
  if (freePlaces < 1) return undefined;
  let units: bigint;
  try {
    units = toUnits(cash);
  } catch {
    return undefined;
  }
  if (units <= 0n) return undefined;
  // Whole hundredths: every currency displays at least 2 decimals.
  const cent = 10n ** 6n;
  const share = (units / BigInt(freePlaces) / cent) * cent;
  return share > 0n ? fromUnits(share, 2) : undefined;
}
