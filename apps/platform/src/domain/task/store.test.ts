import { describe, expect, it } from 'vitest';
import { periodOf, TaskStore } from './store';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('task periods on the Tokyo calendar', () => {
  const store = new TaskStore(at('2026-11-22T03:00:00Z'));
  const daily = store.task('TK-DAILY-10K');
  const weekly = store.task('TK-WEEKLY-100K');

  it('runs a daily task from Tokyo midnight to the next', () => {
    const p = periodOf(daily, at('2026-11-22T03:00:00Z')); // 12:00 in Tokyo
    expect([iso(p.start), iso(p.end)]).toEqual(['2026-11-21T15:00:00.000Z', '2026-11-22T15:00:00.000Z']);
  });

  it.each([
    ['2026-11-22T03:00:00Z', '2026-11-15T15:00:00.000Z'], // Sunday in Tokyo: the week began Monday the 16th
    ['2026-11-22T15:30:00Z', '2026-11-22T15:00:00.000Z'], // Monday 00:30 in Tokyo: a new week
    ['2026-11-18T10:00:00Z', '2026-11-15T15:00:00.000Z'], // Wednesday
  ])('starts the week of %s on Monday 00:00 Tokyo (%s)', (now, start) => {
    const p = periodOf(weekly, at(now));
    expect(iso(p.start)).toBe(start);
    expect(p.end - p.start).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('offers a daily task again the next day after it was applied', () => {
    const player = 'p1';
    store.apply(daily, player, at('2026-11-22T03:00:00Z'));
    expect(store.of(daily, player, at('2026-11-22T04:00:00Z')).status).toBe(2);
    expect(store.of(daily, player, at('2026-11-22T16:00:00Z')).status).toBe(1);
  });
});
