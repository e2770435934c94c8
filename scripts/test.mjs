#!/usr/bin/env node
// `pnpm test`: every workspace package's `test` script, in three lanes that run side by side. The two
// browser suites (web, kiosk) spend most of their time waiting for pages, games and time-outs a person
// waits for, so each has a lane of its own; the third lane runs the CPU-bound work one step at a time
// (with --checks, lint and the typecheck first; then the unit and integration suites), filling the cores
// the browser suites leave idle. A package not named in LANES joins the last lane. Every step runs even
// when another failed; the run fails if any did, and ends with the last lines of each failed step (the
// lanes' output is interleaved, and a CI log is often read from its end) and each step's result and time.
// The platform and the gateway are built once before the lanes start: the packages' own test scripts
// then find them current (scripts/build.mjs --changed) instead of rebuilding the same dist/ at once.
//   node scripts/test.mjs [--checks] [--serial] [name...]
//   --serial: one step at a time, in lane order; names (lint, typecheck, web, gateway, ...): only those.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const withChecks = args.includes('--checks');
const serial = args.includes('--serial');
const only = new Set(args.filter((a) => !a.startsWith('--')));
const short = (name) => name.replace('@casino/', '');

const LANES = [
  ['@casino/web'],
  ['@casino/kiosk'],
  [
    'lint',
    'typecheck',
    '@casino/shared',
    '@casino/testkit',
    '@casino/ui',
    '@casino/platform',
    '@casino/gateway',
  ],
];

/** Workspace packages with a test script: name -> folder. */
const packages = new Map(
  ['packages', 'apps']
    .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => [JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')), dir])
    .filter(([pkg]) => pkg.scripts?.test)
    .map(([pkg, dir]) => [pkg.name, dir]),
);

/** A step: a label, and the pnpm script it runs in a folder. */
const step = (name) =>
  name === 'lint' || name === 'typecheck'
    ? { label: name, cwd: root, script: name }
    : { label: short(name), cwd: packages.get(name), script: 'test' };
const named = new Set(LANES.flat());
const wanted = (n) =>
  (n === 'lint' || n === 'typecheck' ? withChecks || only.has(n) : packages.has(n)) &&
  (only.size === 0 || only.has(short(n)));
const lanes = LANES.map((lane) => lane.filter(wanted).map(step));
lanes[lanes.length - 1].push(...[...packages.keys()].filter((n) => !named.has(n) && wanted(n)).map(step));
const width = Math.max(5, ...lanes.flat().map((s) => s.label.length));

/** How many of a failed step's last lines are printed again at the end. */
const TAIL_LINES = 200;

function run(label, cwd, command, commandArgs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = `${label.padEnd(width)} | `;
    const tail = [];
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(tag + line + '\n');
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    child.on('close', (code, signal) =>
      resolve({
        label,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        code: code ?? signal,
        tail,
      }),
    );
  });
}

const build = await run('build', root, process.execPath, [
  join(root, 'scripts/build.mjs'),
  '--changed',
  'platform',
  'gateway',
]);
const runLane = async (lane) => {
  const results = [];
  for (const s of lane) {
    process.stdout.write(`${s.label.padEnd(width)} | -- pnpm run ${s.script}\n`);
    results.push(await run(s.label, s.cwd, 'pnpm', ['run', s.script]));
  }
  return results;
};
const started = performance.now();
const results = serial ? await runLane(lanes.flat()) : (await Promise.all(lanes.map(runLane))).flat();

for (const r of [build, ...results].filter((r) => !r.ok)) {
  process.stdout.write(`\n== ${r.label} failed (exit ${r.code}); its last ${r.tail.length} lines:\n`);
  for (const line of r.tail) process.stdout.write(`${r.label.padEnd(width)} | ${line}\n`);
}
process.stdout.write('\n');
for (const r of [build, ...results])
  process.stdout.write(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.label.padEnd(width)} ${r.seconds.toFixed(0).padStart(5)} s${r.ok ? '' : ` (exit ${r.code})`}\n`,
  );
process.stdout.write(`${((performance.now() - started) / 1000).toFixed(0)} s in all\n`);
if (![build, ...results].every((r) => r.ok)) process.exit(1);
