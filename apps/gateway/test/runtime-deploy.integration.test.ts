/**
 * What a runtime image holds: the Dockerfile copies `pnpm deploy --prod` of each service, trimmed by
 * scripts/prune-runtime.mjs. Done here for real (into a temporary folder): the package list holds the
 * service's runtime dependencies and no compiler, tsx or test tool, and what remains still loads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@casino/testkit/repo';
// @ts-expect-error: a plain ES module script without types
import { pruneRuntime } from '../../../scripts/prune-runtime.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function deploy(filter: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'casino-deploy-')), 'out');
  dirs.push(join(dir, '..'));
  // --prefer-offline, not --offline: the legacy deploy resolves again, and a machine set up with a
  // frozen install has no package metadata cached (it may fetch it from the registry).
  execFileSync('pnpm', ['--filter', filter, 'deploy', '--legacy', '--prod', '--prefer-offline', dir], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  return dir;
}

// The gateway's: tRPC's TypeScript peer is what pnpm deploy alone would carry in (the platform's
// deploy goes through the same script in the Dockerfile).
describe.each([['@casino/gateway', ['fastify', '@trpc/server', 'ioredis', 'undici', 'zod']]])(
  'the runtime of %s',
  (filter, needed) => {
    it('holds its runtime dependencies and no compiler, tsx or test tool, and they still load', () => {
      const dir = deploy(filter);
      expect(existsSync(join(dir, 'node_modules/.pnpm')), 'pnpm deploy output').toBe(true);
      const packages = (pruneRuntime(dir) as string[]).map((p) => p.replace(/@[^@]+$/, ''));
      for (const name of needed) expect(packages).toContain(name);
      for (const tool of ['typescript', 'tsx', 'vitest', 'vite', 'esbuild', 'eslint', 'pino-pretty'])
        expect(packages).not.toContain(tool);
      const loaded = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `for (const n of ${JSON.stringify(needed)}) await import(n); process.stdout.write('ok')`,
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(loaded).toBe('ok');
    }, 180_000);
  },
);
