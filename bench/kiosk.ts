/**
 * Kiosk figures (issue 8): the gzipped JavaScript of apps/kiosk's build and the time from pressing
 * "sign in" to four running games, in Debian's Chromium against the real stack. Prints, asserts nothing.
 *   node --import tsx bench/kiosk.ts   (KIOSK_BENCH_RUNS=3; also run by `pnpm bench`)
 */
import {
  bundleSizes,
  initialScripts,
  measureSignInToFourGames,
  median,
} from '../apps/kiosk/e2e/support/measure';

// Runs: KIOSK_BENCH_RUNS, else the first argument (`pnpm bench` passes 1), else 3.
const runs = Number(process.env.KIOSK_BENCH_RUNS ?? process.argv[2] ?? 3) || 3;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const timings = await measureSignInToFourGames(runs);
const sizes = bundleSizes();
const js = sizes.filter((s) => s.file.endsWith('.js'));
const css = sizes.filter((s) => s.file.endsWith('.css'));
const initial = initialScripts();
const atStart = js.filter((s) => initial.has(s.file));

const lines = [
  'kiosk bundle (apps/kiosk/dist/assets, gzip -9)',
  ...sizes.map((s) => `  ${s.file.padEnd(34)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(10)} gzip`),
  `  ${'JavaScript total'.padEnd(34)} ${kb(js.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(js.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  `  ${'JavaScript loaded at start'.padEnd(34)} ${kb(atStart.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(atStart.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  `  ${'CSS total'.padEnd(34)} ${kb(css.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(css.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  '',
  `sign-in to four running games (Chromium, 1920x1080 touch, real stack, ${runs} runs)`,
  ...timings.map(
    (t, i) =>
      `  run ${i + 1}: signed in ${t.signedIn.toFixed(0)} ms, four games running ${t.fourRunning.toFixed(0)} ms`,
  ),
  `  median: signed in ${median(timings.map((t) => t.signedIn)).toFixed(0)} ms, four games running ${median(timings.map((t) => t.fourRunning)).toFixed(0)} ms`,
];
process.stdout.write(`${lines.join('\n')}\n`);
