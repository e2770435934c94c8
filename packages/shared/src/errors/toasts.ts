/**
 * The toast rules of the error catalogue (spec section 8), apart from the error table (error-table.ts,
 * which re-exports them) so that a client's toast list does not carry the whole table.
 */

/** At most this many toasts are shown at once (spec section 8). */
export const MAX_TOASTS = 3;

export interface Toast {
  id: string | number;
  text: string;
}

/**
 * Adds a toast to those on screen: the same text already showing is not repeated, and beyond
 * MAX_TOASTS the oldest goes. Returns a new list.
 */
export function enqueueToast<T extends Toast>(
  showing: readonly T[],
  toast: T,
  max: number = MAX_TOASTS,
): T[] {
  if (showing.some((t) => t.text === toast.text)) return [...showing];
  return [...showing, toast].slice(-max);
}
