/**
 * `pnpm start`: the whole product on one port for development and demos. Starts the reference
 * platform as a child process, then the gateway in this process in front of it (serving the built web
 * at / and kiosk at /kiosk/ when apps/web/dist and apps/kiosk/dist exist). Redis is REDIS_URL or
 * 127.0.0.1:6379; when none answers, the gateway runs on an in-memory store and says so loudly.
 * Ctrl-C stops both. A platform that dies is started again on the same port, after a back-off that
 * grows while it keeps dying; the platform is tied to this process by an IPC channel and stops when
 * the channel closes, so even a launcher killed with SIGKILL leaves no platform holding the port
 * and the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, parseConfig, repoRoot } from '../config';
import { startGateway } from '../start';
import { prettyPrinter, prettyStream, type Prettify } from './pretty';

/**
 * Compiled (`pnpm start`, dist/launch.js) runs the compiled platform; the TypeScript sources
 * (`pnpm --filter @casino/gateway dev`) run the platform's sources through tsx.
 */
// `pnpm start` and `dev` ask for development behaviour explicitly (the production entry's default is
// production); the kiosk configuration reads the same variable.
process.env.NODE_ENV ||= 'development';

const compiled = import.meta.url.endsWith('.js');
// The tracing preload first (it does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
const platformCommand = compiled
  ? [
      '--import',
      join(repoRoot, 'apps/platform/dist/tracing.js'),
      join(repoRoot, 'apps/platform/dist/server.js'),
    ]
  : [
      '--import',
      'tsx',
      '--import',
      join(repoRoot, 'apps/platform/src/observability/tracing.ts'),
      join(repoRoot, 'apps/platform/src/server.ts'),
    ];

/** Restart delays: 0.5 s doubling up to 10 s; a platform that stayed up a minute starts the count again. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 10_000;
const STABLE_MS = 60_000;

function startPlatform(prettify?: Prettify, port = '4100'): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, platformCommand, {
    cwd: join(repoRoot, 'apps/platform'),
    env: { ...process.env, PLATFORM_PORT: process.env.PLATFORM_PORT ?? port },
    // The IPC channel is the platform's lifeline: it closes when this process ends, however it ends.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // The channel must not keep this process alive by itself.
  child.channel?.unref();
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    let found = false;
    lines.on('line', (line) => {
      process.stdout.write(`[platform] ${prettify ? prettify(line) : `${line}\n`}`);
      if (found) return;
      try {
        const rec = JSON.parse(line) as { msg?: string; url?: string };
        if (rec.msg === 'platform listening' && rec.url) {
          found = true;
          resolve({ child, url: rec.url });
        }
      } catch {
        // not JSON: keep echoing
      }
    });
    child.once('exit', (code) => {
      if (!found) reject(new Error(`the platform exited with code ${code} before listening`));
    });
  });
}

async function main() {
  const prettify = await prettyPrinter(process.stdout.isTTY);
  const platform = await startPlatform(prettify);
  // The port it got, so a restarted platform answers at the URL the gateway already uses.
  const platformPort = new URL(platform.url).port;
  process.once('exit', () => platform.child.kill('SIGTERM'));
  const env = {
    ...process.env,
    UPSTREAM_URL: process.env.UPSTREAM_URL ?? platform.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    GATEWAY_MEMORY_STORE_FALLBACK: process.env.GATEWAY_MEMORY_STORE_FALLBACK ?? '1',
  };
  let config;
  try {
    config = parseConfig(env);
  } catch (err) {
    platform.child.kill('SIGTERM');
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const server = await startGateway(config, {
    logStream: prettify ? prettyStream(prettify) : undefined,
  });
  // Ctrl-C reaches the whole process group (the platform too): stop both and end with 0.
  let stopping = false;
  let failures = 0;
  let startedAt = Date.now();
  let restartTimer: NodeJS.Timeout | undefined;
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    server.log.info({ signal }, 'stopping the gateway and the platform');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    platform.child.kill('SIGTERM');
    await Promise.all([server.close(), exited(platform.child)]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > STABLE_MS) failures = 0;
      const delayMs = Math.min(BACKOFF_FIRST_MS * 2 ** failures, BACKOFF_MAX_MS);
      failures += 1;
      server.log.error({ code, signal, restartInMs: delayMs }, 'the platform exited; restarting it');
      restartTimer = setTimeout(() => void restart(), delayMs);
    });
  const restart = async () => {
    if (stopping) return;
    startedAt = Date.now();
    try {
      const next = await startPlatform(prettify, platformPort);
      platform.child = next.child;
      if (stopping) next.child.kill('SIGTERM');
      else server.log.info({ url: next.url, restarts: failures }, 'the platform is back');
      watch(next.child);
    } catch (err) {
      // It died before listening (its exit was already seen by startPlatform): try again later.
      if (stopping) return;
      const delayMs = Math.min(BACKOFF_FIRST_MS * 2 ** failures, BACKOFF_MAX_MS);
      failures += 1;
      server.log.error({ err: (err as Error).message, restartInMs: delayMs }, 'the platform did not start');
      restartTimer = setTimeout(() => void restart(), delayMs);
    }
  };
  watch(platform.child);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const missing = [
    existsSync(join(config.webDist, 'index.html')) ? null : '@casino/web',
    existsSync(join(config.kioskDist, 'index.html')) ? null : '@casino/kiosk',
  ].filter((name): name is string => name !== null);
  process.stdout.write(
    `\n  casino is up: ${url}/ (web)  ${url}/kiosk/ (kiosk)  ${url}/trpc (API)  platform ${platform.url}\n` +
      (server.gateway.store.kind === 'memory'
        ? '  !!! IN-MEMORY STORE: single instance only, start Redis for anything else !!!\n'
        : '') +
      (missing.length > 0
        ? `  not built, so not served: ${missing.join(', ')} (pnpm build, or pnpm start builds what changed)\n`
        : '') +
      '\n',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`start failed: ${(err as Error).message}\n`);
  process.exit(1);
});
