/**
 * The real stack for the browser tests: the reference platform and the gateway as child processes on
 * free ports (each says where it listens in a pino JSON line), the gateway serving the built web app
 * (apps/web/dist) on the same origin as /trpc, and a real Redis from the testkit (REDIS_URL, else a
 * testcontainers Redis, else a redis-server of its own) under a key prefix of its own, deleted at the
 * end. No mocks: what the browser sees is what a player sees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { deleteByPrefix, testRedis, uniquePrefix } from '@casino/testkit/redis';
import { serviceEntry } from '@casino/testkit/repo';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Stack {
  gatewayUrl: string;
  platformUrl: string;
  stop(): Promise<void>;
}

function waitForListening(
  child: ChildProcess,
  msg: string,
  name: string,
  timeoutMs = 180_000, // a loaded 2-core machine can take minutes to start tsx
): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const lines = createInterface({ input: child.stdout! });
    let done = false;
    lines.on('line', (line) => {
      if (process.env.E2E_STACK_LOG) process.stdout.write(`[${name}] ${line}\n`);
      if (done) return;
      try {
        const rec = JSON.parse(line) as { msg?: string; url?: string };
        if (rec.msg === msg && rec.url) {
          done = true;
          clearTimeout(timer);
          resolve(rec.url);
        }
      } catch {
        // not a JSON log line
      }
    });
    child.once('exit', (code) => {
      if (!done) {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code} before listening`));
      }
    });
  });
}

function start(name: string, script: string, cwd: string, env: Record<string, string>): ChildProcess {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', process.env.E2E_STACK_LOG ? 'inherit' : 'ignore'],
  });
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const t = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The HTML's waits for the first screen's answers at their longest, for the browser tests: the
 * production waits (100 and 400 ms) are missed on a loaded test machine, and the page then makes the
 * calls itself, which the tests that prove a page uses the answers in its HTML would read as a failure.
 * The benches run on the production waits.
 */
export const TEST_PAGE_WAITS = { PAGE_IMAGE_HINT_WAIT_MS: '1000', PLAYER_PAGE_DATA_WAIT_MS: '2000' };

/** `gatewayEnv`: settings of a spec's own stack (e.g. a short SESSION_IDLE_MS), over the defaults below. */
export async function startStack(gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  const redis = await testRedis();
  const prefix = uniquePrefix('e2e-web');
  const platform = start('platform', serviceEntry('platform'), join(repoRoot, 'apps/platform'), {
    // Tests are neither production (no dev endpoints there) nor the developer's `pnpm start`.
    NODE_ENV: 'test',
    PLATFORM_PORT: '0',
    PLATFORM_LOG_LEVEL: 'info',
    // A throwaway platform: never the developer's .data/platform.sqlite.
    PLATFORM_STORE: 'memory',
    // The money specs withdraw to a bank account they have just added: no cooling period here
    // (apps/gateway/test/secrets.integration.test.ts tests it).
    PLATFORM_PAYOUT_COOLING_MS: '0',
    // Every spec registers from 127.0.0.1 (apps/gateway/test/review-limits tests the per-IP limit).
    PLATFORM_REGISTRATIONS_PER_IP: '1000',
  });
  let gateway: ChildProcess | undefined;
  try {
    const platformUrl = await waitForListening(platform, 'platform listening', 'platform');
    gateway = start('gateway', serviceEntry('gateway'), join(repoRoot, 'apps/gateway'), {
      // An unset NODE_ENV is production (Secure __Host- cookies, which plain-http tests cannot keep).
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      GATEWAY_LOG_LEVEL: 'info',
      UPSTREAM_URL: platformUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      // E2E_WEB_DIST: a private copy of the build, so a concurrent `vite build` cannot pull it away.
      GATEWAY_WEB_DIST: process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
      // Every test comes from 127.0.0.1: per-IP limits meant for the internet would trip across tests.
      RATE_LOGIN_PER_MIN: '1000',
      RATE_REGISTER_PER_HOUR: '1000',
      RATE_CODE_PER_10MIN: '1000',
      RATE_CAPTCHA_PER_MIN: '1000',
      // The region-block tests change the platform's access lists and must see them at once.
      CACHE_CHECKIP_TTL_MS: '1',
      // A loaded 2-core test machine can stall the event loop past the shedding threshold; the tests
      // are not about load shedding (0 turns it off).
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
      PAYOUT_COOLING_MS: '0',
      // Game wallets: the 2-minute stale time shortened, so a closed tab's money is back within seconds
      // (game-wallets.spec.ts proves a live pop-up keeps its money for many times this long).
      GAME_WALLET_STALE_MS: process.env.E2E_GAME_WALLET_STALE_MS ?? '20000',
      GAME_WALLET_READY_TIMEOUT_MS: process.env.E2E_GAME_WALLET_READY_TIMEOUT_MS ?? '45000',
      ...gatewayEnv,
    });
    const gatewayUrl = await waitForListening(gateway, 'gateway listening', 'gateway');
    const g = gateway;
    return {
      gatewayUrl: gatewayUrl.replace('localhost', '127.0.0.1'),
      platformUrl,
      stop: async () => {
        await stopChild(g);
        await stopChild(platform);
        await deleteByPrefix(redis.url, prefix).catch(() => 0);
        await redis.stop();
      },
    };
  } catch (err) {
    if (gateway) await stopChild(gateway);
    await stopChild(platform);
    await redis.stop();
    throw err;
  }
}

/** The merchant secret the dev endpoints want in x-dev-key (the dev key files both processes share). */
export function devKey(): string {
  if (process.env.PLATFORM_MERCHANT_SECRET) return process.env.PLATFORM_MERCHANT_SECRET;
  const dir = process.env.PLATFORM_KEY_DIR ?? join(repoRoot, '.data/dev-keys');
  const merchant = JSON.parse(readFileSync(join(dir, 'merchant.json'), 'utf8')) as { merchantSecret: string };
  return merchant.merchantSecret;
}
