/** Dates in the page's language (Japanese by default), in Japan's time zone where the product runs. */
export function dateTime(ms: number | null | undefined, lng: string): string {
  if (!ms) return '—';
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(ms);
}

export function dateOnly(ms: number | null | undefined, lng: string): string {
  if (!ms) return '—';
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeZone: 'Asia/Tokyo',
  }).format(ms);
}
