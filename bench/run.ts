/**
 * `pnpm bench`: runs the benchmarks one after the other and prints their tables. Figures are printed,
 * never asserted. Arguments are passed to each benchmark (e.g. `pnpm bench 5 10` = 5 s, 10 connections).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const benches = ['gateway-overhead.ts', 'kiosk.ts', 'web-first-page.ts', 'web-lobby.ts'];
let failed = 0;
for (const b of benches) {
  const file = join(here, b);
  if (!existsSync(file)) continue;
  console.log(`\n=== ${b} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
