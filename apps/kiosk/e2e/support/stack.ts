/**
 * The real stack for the kiosk's browser tests and bench: a Redis (packages/testkit), the reference
 * platform and one gateway process serving the built kiosk at /kiosk/, with two configured terminals
 * (one enabled, one disabled). The gateway listens on a fixed free port so a test can stop it and
 * start it again at the same address ("the gateway goes away and comes back"), or restart it with
 * other kiosk timings.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startGateway, type TestGateway } from '@casino/testkit/gateway';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';
import { deleteByPrefix, testRedis, uniquePrefix, type TestRedis } from '@casino/testkit/redis';
import { freePort, repoRoot } from '@casino/testkit/repo';

/** The repository's build (apps/kiosk/dist), which other people's commands rebuild at any time. */
export const SHARED_KIOSK_DIST = join(repoRoot, 'apps/kiosk/dist');
/** This process's own build: tests never serve a folder that someone else may be rewriting. */
const OWN_KIOSK_DIST = join(tmpdir(), `casino-kiosk-e2e-${process.pid}`);
let builtDist: string | null = null;

export const TERMINAL = {
  id: 'T-E2E-01',
  secret: 'e2e-terminal-secret-0001',
  name: 'E2E floor 1',
  venue: 'HALL-1',
};
/** A terminal of another venue: HALL-1's staff never see it. */
export const OTHER_VENUE_TERMINAL = {
  id: 'T-E2E-B1',
  secret: 'e2e-terminal-secret-b001',
  name: 'E2E hall B',
  venue: 'HALL-B',
};
/** The staff credential of HALL-1 (the staff view). */
export const STAFF_TOKEN = 'e2e-staff-credential-hall-1-0123';
export const DISABLED_TERMINAL = { id: 'T-E2E-OFF', secret: 'e2e-terminal-secret-off1' };
export const OPERATOR_TOKEN = 'e2e-operator-credential-0123456789';

/**
 * Builds the kiosk into a private folder and returns it; KIOSK_SKIP_BUILD=1 reuses apps/kiosk/dist
 * when it exists (faster, for local runs only).
 */
export function ensureKioskBuild(): string {
  if (builtDist) return builtDist;
  if (process.env.KIOSK_SKIP_BUILD === '1' && existsSync(join(SHARED_KIOSK_DIST, 'index.html'))) {
    builtDist = SHARED_KIOSK_DIST;
    return builtDist;
  }
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', OWN_KIOSK_DIST, '--emptyOutDir'], {
    cwd: join(repoRoot, 'apps/kiosk'),
    stdio: 'ignore',
  });
  process.once('exit', () => rmSync(OWN_KIOSK_DIST, { recursive: true, force: true }));
  builtDist = OWN_KIOSK_DIST;
  return builtDist;
}

export interface KioskStack {
  platform: TestPlatform;
  gateway: TestGateway;
  baseURL: string;
  /** The launcher's URL for a terminal: credentials in the fragment. */
  launchUrl(terminal?: { id: string; secret: string }): string;
  stopGateway(): Promise<void>;
  startGateway(kioskEnv?: Record<string, string>): Promise<void>;
  /** Stops the gateway and starts it again with `kioskEnv` (none: the settings it last started with). */
  restartGateway(kioskEnv?: Record<string, string>): Promise<void>;
  createPlayer(
    balances?: Record<string, string>,
  ): Promise<{ username: string; password: string; loginName: string }>;
  stop(): Promise<void>;
}

export async function startKioskStack(kioskEnv: Record<string, string> = {}): Promise<KioskStack> {
  const redis: TestRedis = await testRedis();
  const prefix = uniquePrefix('kiosk-e2e');
  const platform = await startPlatform();
  const port = await freePort();
  let gateway: TestGateway | null = null;
  let currentEnv = kioskEnv;

  const start = async (env: Record<string, string> = currentEnv) => {
    currentEnv = env;
    gateway = await startGateway({
      platform,
      redisUrl: redis.url,
      prefix,
      env: {
        GATEWAY_PORT: String(port),
        GATEWAY_KIOSK_DIST: ensureKioskBuild(),
        KIOSK_TERMINALS: JSON.stringify([
          TERMINAL,
          OTHER_VENUE_TERMINAL,
          { ...DISABLED_TERMINAL, enabled: false },
        ]),
        KIOSK_OPERATOR_TOKEN: OPERATOR_TOKEN,
        KIOSK_STAFF: JSON.stringify([{ venue: 'HALL-1', token: STAFF_TOKEN }]),
        KIOSK_HEARTBEAT_MS: '2000',
        KIOSK_UI_IDLE_MS: '180000',
        KIOSK_UI_WARN_MS: '30000',
        ...env,
      },
    });
  };
  await start();
  const baseURL = `http://127.0.0.1:${port}`;

  return {
    platform,
    get gateway() {
      return gateway!;
    },
    baseURL,
    launchUrl: (t = TERMINAL) =>
      `${baseURL}/kiosk/#terminal=${encodeURIComponent(t.id)}&secret=${encodeURIComponent(t.secret)}`,
    stopGateway: async () => {
      await gateway?.stop();
      gateway = null;
    },
    startGateway: (env) => start(env),
    restartGateway: async (env) => {
      await gateway?.stop();
      gateway = null;
      await start(env);
    },
    createPlayer: async (balances = { JPY: '100000' }) => {
      const username = `k${randomBytes(5).toString('hex')}`.slice(0, 12);
      const password = 'kiosk123';
      const p = await platform.dev.createPlayer({ username, password, currency: 'JPY', balances });
      return { username, password, loginName: p.loginName };
    },
    stop: async () => {
      await gateway?.stop();
      await platform.stop();
      await deleteByPrefix(redis.url, prefix).catch(() => 0);
      await redis.stop();
    },
  };
}
