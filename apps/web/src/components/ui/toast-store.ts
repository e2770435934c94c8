/**
 * The toast queue. At most 3 toasts show at once (spec section 8): a fourth pushes out the oldest.
 * Identical messages already on screen are not repeated. Usable outside React (the error handler).
 */
export type ToastTone = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

export const MAX_TOASTS = 3;
const DURATION_MS: Record<ToastTone, number> = { error: 6000, success: 3500, info: 4500 };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
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
  const existing = toasts.find((t) => t.message === message && t.tone === tone);
  if (existing) return existing.id;
  const toast: Toast = { id: nextId++, tone, message };
  const next = [...toasts, toast];
  while (next.length > MAX_TOASTS) {
    const dropped = next.shift();
    if (dropped) {
      const timer = timers.get(dropped.id);
      if (timer) clearTimeout(timer);
      timers.delete(dropped.id);
    }
  }
  toasts = next;
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), DURATION_MS[tone]),
  );
  emit();
  return toast.id;
}

export const toast = {
  error: (message: string) => showToast(message, 'error'),
  success: (message: string) => showToast(message, 'success'),
  info: (message: string) => showToast(message, 'info'),
};
