/**
 * The in-page watchdog. The React tree proves it is alive by calling `beat()` from an effect that
 * re-runs on a timer (so a beat needs a commit: a wedged render loop, a stuck state machine or a dead
 * effect stops the beats). A separate interval reloads the app when the beats stop for `stallMs`; a
 * main thread that was blocked for that long reloads as soon as it runs again. A frozen or crashed
 * renderer is the launcher's job (deploy/kiosk-launcher.sh probes Chromium and restarts it).
 */
let lastBeat = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

export function beat() {
  lastBeat = Date.now();
}

export function startWatchdog(stallMs: number, reload: () => void = () => window.location.reload()) {
  stopWatchdog();
  lastBeat = Date.now();
  timer = setInterval(
    () => {
      // A hidden page has its timers throttled: that is not a stall (a kiosk page is never hidden).
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
        lastBeat = Date.now();
        return;
      }
      if (Date.now() - lastBeat > stallMs) {
        stopWatchdog();
        reload();
      }
    },
    Math.min(5_000, stallMs / 3),
  );
}

export function stopWatchdog() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
