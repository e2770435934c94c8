import type { GameText, TextKey } from './contract';

/** A page text with its {{name}} placeholders filled in (every occurrence). */
export function fill(template: string, vars?: Record<string, string | number>): string {
  let s = template;
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.split(`{{${k}}}`).join(String(v));
  return s;
}

/** The text of a key, filled in; the key itself where the page has no such text. */
export function textOf(T: GameText, key: TextKey, vars?: Record<string, string | number>): string {
  return fill(T[key] || key, vars);
}
