/**
 * The toast queue. At most 3 toasts show at once (spec section 8): a fourth pushes out the oldest;
 * identical messages already on screen are not repeated (the shared enqueueToast rule). Usable outside
 * React (the error handler). A toast counts down only while a viewport shows it: one raised on a page
 * without the shell (the full-screen game page sending the player back to the lobby) waits for the
 * next page's viewport, so a slow page load cannot swallow the message.
 */
import { enqueueToast, MAX_TOASTS } from '@casino/shared/errors/toasts';

export type ToastTone = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export { MAX_TOASTS };
const DURATION_MS: Record<ToastTone, number> = { error: 6000, success: 3500, info: 4500 };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

function startCountdown(toast: Toast) {
  if (timers.has(toast.id)) return;
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), DURATION_MS[toast.tone]),
  );
}

/** A viewport subscribing: the toasts waiting for one start counting down now. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  for (const t of toasts) startCountdown(t);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, tone: ToastTone = 'info'): number {
  const existing = toasts.find((t) => t.text === message);
  if (existing) return existing.id;
  const toast: Toast = { id: nextId++, tone, text: message };
  const next = enqueueToast(toasts, toast, MAX_TOASTS);
  for (const old of toasts) {
    if (!next.includes(old)) {
      const timer = timers.get(old.id);
      if (timer) clearTimeout(timer);
      timers.delete(old.id);
    }
  }
  toasts = next;
  if (listeners.size > 0) startCountdown(toast);
  emit();
  return toast.id;
}

export const toast = {
  error: (message: string) => showToast(message, 'error'),
  success: (message: string) => showToast(message, 'success'),
  info: (message: string) => showToast(message, 'info'),
};
