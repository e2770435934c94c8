/**
 * Kiosk figures: the gzipped JavaScript of apps/kiosk's build; measured in the page, each game's launch
 * (the tap that starts it to the game's ready message, per game, with p50 and p90 over all launches;
 * goal: p90 <= 500 ms on the local stack) and the sign-in tap to the balance; and the robot's time from
 * sign-in to four running games (mostly its own tapping through the picker). In Debian's Chromium
 * against the real stack. Prints, asserts nothing, with the load average before and after beside the
 * launch figures (the goal is for a quiet machine; a loaded one's figure is printed as what it is).
 *   node --import tsx bench/kiosk.ts   (KIOSK_BENCH_RUNS visits of four games, default 8: 32 launches;
 *   also run by `pnpm bench kiosk`)
 */
import {
  bundleSizes,
  initialScripts,
  measureSignInToFourGames,
  median,
  percentile,
  type LaunchParts,
} from '../apps/kiosk/e2e/support/measure';
import { loadavg } from 'node:os';

// Runs (visits of four launches): KIOSK_BENCH_RUNS, else the first argument, else 8 (32 launches).
const runs = Number(process.env.KIOSK_BENCH_RUNS ?? process.argv[2] ?? 8) || 8;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const timings = await measureSignInToFourGames(runs);
const loadAfter = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const quiet = Math.max(...loadavg().slice(0, 1), Number(load.split(' ')[0])) < 2;
const launches = timings.flatMap((t) => t.launches.map((l) => l.ms));
const signIns = timings.flatMap((t) => (t.signInInPage === null ? [] : [t.signInInPage]));
const ms = (n: number) => `${n.toFixed(0)} ms`;
const sizes = bundleSizes();
const js = sizes.filter((s) => s.file.endsWith('.js'));
const css = sizes.filter((s) => s.file.endsWith('.css'));
const initial = initialScripts();
const atStart = js.filter((s) => initial.has(s.file));

/** Per game (platform:gameId): p50 and p90 of its launches. */
function perGame(all: { game: string; ms: number }[]) {
  const by = new Map<string, number[]>();
  for (const l of all) by.set(l.game, [...(by.get(l.game) ?? []), l.ms]);
  return [...by].map(
    ([game, v]) =>
      `  ${game.padEnd(34)} n=${v.length} p50 ${ms(percentile(v, 50))}, p90 ${ms(percentile(v, 90))}`,
  );
}

/** Medians of where a launch's time went (Performance API in the page and in the game frame). */
function whereItGoes(all: typeof timings) {
  const row = (label: string, parts: LaunchParts[]) =>
    parts.length
      ? `  ${label.padEnd(34)} calls ${ms(median(parts.map((p) => p.calls)))}, page ${ms(median(parts.map((p) => p.toFrame)))}, frame load ${ms(median(parts.map((p) => p.load)))}, game start ${ms(median(parts.map((p) => p.boot)))}`
      : `  ${label.padEnd(34)} not measured`;
  const parts = (first: boolean) =>
    all.flatMap((t) => t.launches.flatMap((l, i) => (l.parts && (i === 0) === first ? [l.parts] : [])));
  return [
    'where a launch goes (medians): gateway calls to the launch URL, page to the frame, frame document',
    'and scripts, the game to its ready message',
    row('first game of a visit', parts(true)),
    row('later games', parts(false)),
  ];
}

const lines = [
  'kiosk bundle (apps/kiosk/dist/assets, gzip -9)',
  ...sizes.map((s) => `  ${s.file.padEnd(34)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(10)} gzip`),
  `  ${'JavaScript total'.padEnd(34)} ${kb(js.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(js.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  `  ${'JavaScript loaded at start'.padEnd(34)} ${kb(atStart.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(atStart.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  `  ${'CSS total'.padEnd(34)} ${kb(css.reduce((a, s) => a + s.raw, 0)).padStart(11)} raw ${kb(css.reduce((a, s) => a + s.gzip, 0)).padStart(10)} gzip`,
  '',
  `launch: tap to the game's ready message, measured in the page (${runs} runs, load average ${load} before, ${loadAfter} after: ${quiet ? 'a quiet machine' : 'a loaded machine, not the quiet one the goal is for'})`,
  ...timings.map((t, i) => `  run ${i + 1}: ${t.launches.map((l) => `${l.game} ${ms(l.ms)}`).join(', ')}`),
  ...perGame(timings.flatMap((t) => t.launches)),
  `  all ${launches.length} launches: p50 ${ms(percentile(launches, 50))}, p90 ${ms(percentile(launches, 90))}, max ${ms(Math.max(...launches))} (goal: p90 <= 500 ms)`,
  ...whereItGoes(timings),
  `sign-in tap to balance, in the page: ${signIns.map(ms).join(', ')} (median ${ms(median(signIns))})`,
  '',
  `robot: sign-in to four running games (Chromium, 1920x1080 touch, real stack, includes tapping)`,
  ...timings.map(
    (t, i) =>
      `  run ${i + 1}: signed in ${t.signedIn.toFixed(0)} ms, four games running ${t.fourRunning.toFixed(0)} ms`,
  ),
  `  median: signed in ${median(timings.map((t) => t.signedIn)).toFixed(0)} ms, four games running ${median(timings.map((t) => t.fourRunning)).toFixed(0)} ms`,
];
process.stdout.write(`${lines.join('\n')}\n`);
