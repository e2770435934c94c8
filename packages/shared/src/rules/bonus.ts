/**
 * Bonus and task rules of spec section 4: which bonuses are active, which items are active tasks,
 * the order bonuses are listed in, and the name to show from a bonus's per-language configName.
 */
import type { Language } from './constants';

/** bonusStatus values that count as an active bonus (spec section 4). */
export const ACTIVE_BONUS_STATUSES: readonly number[] = [3, 5, 10];
/** The status of an item that is an active task. */
export const ACTIVE_TASK_STATUS = 2;

export function isActiveBonus(bonus: { bonusStatus?: number | string | null }): boolean {
  const status = Number(bonus.bonusStatus);
  return bonus.bonusStatus !== null && bonus.bonusStatus !== '' && ACTIVE_BONUS_STATUSES.includes(status);
}

export function isActiveTask(task: { status?: number | string | null }): boolean {
  return task.status !== null && task.status !== '' && Number(task.status) === ACTIVE_TASK_STATUS;
}

/** Active bonuses first, each group in its original order (stable); returns a new array. */
export function sortBonuses<T extends { bonusStatus?: number | string | null }>(bonuses: readonly T[]): T[] {
  return [...bonuses.filter(isActiveBonus), ...bonuses.filter((b) => !isActiveBonus(b))];
}

/**
 * The name to show: the configName entry of `language` (its lang may be 'ja', 'ja-JP', 'en-US'...),
 * else the bonusName the platform localised, else the first configName entry. A configName that is
 * not valid JSON is ignored.
 */
export function bonusDisplayName(
  bonus: { bonusName?: string | null; configName?: string | null },
  language: Language,
): string {
  let names: Array<{ lang?: unknown; name?: unknown }> = [];
  try {
    const parsed: unknown = JSON.parse(bonus.configName ?? '[]');
    if (Array.isArray(parsed)) names = parsed.filter((x) => x !== null && typeof x === 'object');
  } catch {
    // unreadable configName: fall back to bonusName
  }
  const valid = names.filter(
    (n): n is { lang: string; name: string } =>
      typeof n.lang === 'string' && typeof n.name === 'string' && n.name !== '',
  );
  const own = valid.find((n) => n.lang.trim().toLowerCase().split(/[-_]/)[0] === language);
  return own?.name ?? (bonus.bonusName || valid[0]?.name || '');
}
