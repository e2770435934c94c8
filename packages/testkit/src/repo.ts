/** Paths and small process helpers shared by the harness. */
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The server a test runs for an app: its TypeScript sources through tsx by default (always the code as
 * it is), or the compiled `dist/server.js` when TESTKIT_SERVICES=compiled. The packages' test scripts
 * build the services first (`scripts/build.mjs --changed`) and set it: a compiled service starts in
 * about half the time of tsx, which every test file pays once per process it starts.
 */
export function serviceEntry(app: 'gateway' | 'platform'): string {
  return process.env.TESTKIT_SERVICES === 'compiled'
    ? resolve(repoRoot, `apps/${app}/dist/server.js`)
    : resolve(repoRoot, `apps/${app}/src/server.ts`);
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}
