/**
 * `pnpm start`: the whole product on one port for development and demos. Starts the reference
 * platform as a child process, then the gateway in this process in front of it (serving the built web
 * at / and kiosk at /kiosk/ when apps/web/dist and apps/kiosk/dist exist). Redis is REDIS_URL or
 * 127.0.0.1:6379; when none answers, the gateway runs on an in-memory store and says so loudly.
 * Ctrl-C stops both.
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
const platformCommand = compiled
  ? [join(repoRoot, 'apps/platform/dist/server.js')]
  : ['--import', 'tsx', join(repoRoot, 'apps/platform/src/server.ts')];

function startPlatform(prettify?: Prettify): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, platformCommand, {
    cwd: join(repoRoot, 'apps/platform'),
    env: { PLATFORM_PORT: '4100', ...process.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  const platformExited = new Promise<void>((r) => platform.child.once('exit', () => r()));
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'stopping the gateway and the platform');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    platform.child.kill('SIGTERM');
    await Promise.all([server.close(), platformExited]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  platform.child.once('exit', (code) => {
    if (stopping) return;
    server.log.error({ code }, 'the platform exited; stopping');
    void server.close().then(() => process.exit(1));
  });
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
