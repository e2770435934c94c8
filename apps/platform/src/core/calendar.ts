/**
 * The platform's calendar: promotions, reports and seeded content count days in Asia/Tokyo.
 */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** Japan has no daylight saving time: Tokyo is always UTC+9. */
const TOKYO_OFFSET = 9 * HOUR;
export const TIMEZONE = 'Asia/Tokyo';

/** "YYYY-MM-DD" of an instant in Asia/Tokyo. */
export function tokyoDate(ms: number): string {
  return new Date(ms + TOKYO_OFFSET).toISOString().slice(0, 10);
}

/** "YYYYMMDD" of an instant in Asia/Tokyo (lottery actCodes). */
export function tokyoCompactDate(ms: number): string {
  return tokyoDate(ms).replaceAll('-', '');
}

/** Epoch ms of 00:00 Tokyo time on the day of `ms`, plus `hour` hours. */
export function tokyoMidnight(ms: number, hour = 0): number {
  const day = Math.floor((ms + TOKYO_OFFSET) / DAY) * DAY;
  return day - TOKYO_OFFSET + hour * HOUR;
}

/** The date string `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
