/**
 * Tolerant readers for upstream records whose optional fields vary by provider (a game may carry its
 * image as `imageUrl` or `icon`, its name per language or not at all). The view-model adapters of web
 * and kiosk use these so a missing field degrades to a default instead of a broken screen.
 */
export type Rec = Record<string, unknown>;

export function rec(value: unknown): Rec {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : {};
}

export function list(value: unknown): Rec[] {
  if (Array.isArray(value)) return value.map(rec);
  const r = rec(value);
  if (Array.isArray(r.list)) return r.list.map(rec);
  if (Array.isArray(r.records)) return r.records.map(rec);
  return [];
}

/** The first present string (numbers are stringified) among `keys`. */
export function str(r: Rec, ...keys: string[]): string {
  for (const k of keys) {
    const v = r[k];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return '';
}

export function num(r: Rec, ...keys: string[]): number {
  for (const k of keys) {
    const v = r[k];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return 0;
}

export function bool(r: Rec, ...keys: string[]): boolean {
  for (const k of keys) {
    const v = r[k];
    if (typeof v === 'boolean') return v;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
  }
  return false;
}

export function strList(r: Rec, ...keys: string[]): string[] {
  for (const k of keys) {
    const v = r[k];
    if (Array.isArray(v))
      return v
        .map((x) => (typeof x === 'string' ? x : str(rec(x), 'name', 'labelName', 'code')))
        .filter(Boolean);
    if (typeof v === 'string' && v !== '')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  }
  return [];
}

/**
 * A name that may be a plain string, a { ja, en } object or a JSON list of { lang, name } (the
 * bonus configName shape of the spec), in the wanted language with a fallback to any.
 */
export function localized(value: unknown, lng: string): string {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return localized(JSON.parse(trimmed), lng);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (Array.isArray(value)) {
    const items = value.map(rec);
    const hit = items.find((i) => str(i, 'lang', 'language').toLowerCase().startsWith(lng)) ?? items[0];
    return hit ? str(hit, 'name', 'value', 'text') : '';
  }
  const r = rec(value);
  return str(r, lng, lng === 'ja' ? 'ja-JP' : 'en-US', 'ja', 'en');
}
