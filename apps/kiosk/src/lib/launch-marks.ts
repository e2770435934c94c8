/**
 * Launch timings measured in the page (read by bench/kiosk.ts through the Performance API): from the
 * customer's tap that starts a game to the game's own "ready" message, per game, and from the sign-in
 * tap to the balance on screen. Marks only: nothing is sent anywhere.
 */
const started = new Map<string, number>();

export function markLaunchStart(key: string) {
  started.set(key, performance.now());
}

export function markLaunchReady(key: string) {
  const start = started.get(key);
  if (start === undefined) return;
  started.delete(key);
  performance.measure(`kiosk:launch:${key}`, { start, end: performance.now() });
}

let signInStart: number | null = null;

export function markSignInStart() {
  signInStart = performance.now();
}

export function markBalanceShown() {
  if (signInStart === null) return;
  performance.measure('kiosk:signin', { start: signInStart, end: performance.now() });
  signInStart = null;
}
