#!/usr/bin/env node
// Type-checks every TypeScript project of the repository (each workspace package and bench/) with the
// native TypeScript compiler (TypeScript 7, the `typescript-7` dev dependency), two projects at a time, one
// thread each: on a 2-core machine that keeps both cores busy without the compiler's own threads fighting
// each other. ESLint's parser still needs the TypeScript 5 API, which is why both are installed.
//   node scripts/typecheck.mjs [dir...]   (default: every project)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');

const allProjects = () =>
  ['packages', 'apps']
    .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)))
    .concat(join(root, 'bench'))
    .filter((dir) => existsSync(join(dir, 'tsconfig.json')));

const projects =
  process.argv.length > 2 ? process.argv.slice(2).map((d) => join(process.cwd(), d)) : allProjects();
const parallel = Math.max(1, Math.min(2, availableParallelism()));

function check(dir) {
  const name = relative(root, dir) || '.';
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '-p', join(dir, 'tsconfig.json'), '--singleThreaded', '--pretty'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${s} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    const ok = [];
    for (let dir = queue.shift(); dir; dir = queue.shift()) ok.push(await check(dir));
    return ok.every(Boolean);
  }),
);
if (!results.every(Boolean)) {
  process.stderr.write('typecheck: type errors above\n');
  process.exit(1);
}
