/**
 * docker-compose.yml cannot run on our build machines (no Docker engine), so this test reads it and
 * checks it against the code, so it cannot drift: Compose v2 syntax, every build context, Dockerfile
 * and target, every image pinned, every environment variable against the zod schemas of the gateway,
 * its kiosk part and the platform (with the secrets docker/make-keys.mjs generates, the whole
 * configuration must parse as in production), every port (published, listened on, health-checked,
 * proxied to) and every cross-service URL (upstream, Redis, the game origins and frame ancestors).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '@casino/testkit/repo';
// The compose file configures both services, so this one test reads the platform's schema too.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { envSchema as platformEnv, parseConfig as parsePlatformConfig } from '@casino/platform/src/config';
import { envSchema as gatewayEnv, parseConfig as parseGatewayConfig } from '../src/config';
import { envSchema as kioskEnv, parseKioskConfig } from '../src/kiosk/kiosk-config';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
interface Compose {
  name?: string;
  version?: string;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const composeText = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as Compose;
const services = Object.entries(compose.services);
const byTarget = (target: string) => services.filter(([, s]) => s.build?.target === target);
const gateways = byTarget('gateway');
const platforms = byTarget('platform');
const [platformName, platform] = platforms[0]!;

/** The Dockerfile's stages: name -> lines, plus its global ARG defaults. */
function dockerfile(path: string) {
  const text = readFileSync(path, 'utf8');
  const args: Record<string, string> = {};
  const stages: Record<string, string[]> = {};
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    const arg = /^ARG\s+(\w+)=(\S+)/.exec(line);
    if (arg && !current) args[arg[1]!] = arg[2]!;
    if (from) stages[from[2] ?? `#${Object.keys(stages).length}`] = current = [line];
    else current?.push(line);
  }
  return { text, args, stages };
}

/** KEY='value' / KEY="value" lines as `sh` reads them with `set -a; . file` (values may span lines). */
function readEnvFile(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^(\w+)=(?:'([^']*)'|"((?:[^"\\]|\\.)*)")$/gm;
  for (const m of readFileSync(path, 'utf8').matchAll(re))
    out[m[1]!] = m[2] ?? m[3]!.replace(/\\(["\\$`])/g, '$1');
  return out;
}

/** "127.0.0.1:4100:4100" -> { ip, host, container }. */
function port(spec: string) {
  const parts = spec.split(':');
  const container = Number(parts.pop());
  const host = Number(parts.pop());
  return { ip: parts.pop() ?? '', host, container };
}

/** The port a healthcheck's fetch goes to. */
function healthPort(test: string[]): number {
  const url = /fetch\('([^']+)'\)/.exec(test.join(' '))?.[1];
  if (!url) throw new Error(`no URL in healthcheck ${test.join(' ')}`);
  return Number(new URL(url).port);
}

let keysDir: string;
let gatewaySecrets: Record<string, string>;
let platformSecrets: Record<string, string>;
beforeAll(() => {
  keysDir = mkdtempSync(join(tmpdir(), 'compose-keys-'));
  execFileSync(process.execPath, [join(repoRoot, 'docker/make-keys.mjs'), keysDir], { stdio: 'ignore' });
  gatewaySecrets = readEnvFile(join(keysDir, 'gateway.env'));
  platformSecrets = readEnvFile(join(keysDir, 'platform.env'));
});
afterAll(() => rmSync(keysDir, { recursive: true, force: true }));

describe('docker-compose.yml', () => {
  it('is Compose v2 syntax: a project name, no obsolete version key', () => {
    expect(compose.name).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    expect(compose.version).toBeUndefined();
    expect(gateways.length).toBeGreaterThanOrEqual(1);
    expect(platforms).toHaveLength(1);
  });

  it('builds from contexts, Dockerfiles and targets that exist, with # syntax= on line 1', () => {
    for (const [name, s] of services) {
      if (!s.build) continue;
      const context = join(repoRoot, s.build.context);
      expect(existsSync(context), `${name}: context ${s.build.context}`).toBe(true);
      const file = join(context, s.build.dockerfile);
      expect(existsSync(file), `${name}: ${s.build.dockerfile}`).toBe(true);
      const df = dockerfile(file);
      expect(df.text.split('\n')[0], `${name}: ${s.build.dockerfile} line 1`).toMatch(/^# syntax=/);
      expect(Object.keys(df.stages), `${name}: target ${s.build.target}`).toContain(s.build.target);
    }
  });

  it('runs the compiled services as a non-root user, never tsx', () => {
    const df = dockerfile(join(repoRoot, 'docker/Dockerfile'));
    for (const target of ['gateway', 'platform']) {
      const stage = df.stages[target]!.join('\n');
      expect(stage).toMatch(/^USER node$/m);
      expect(stage).toMatch(/^HEALTHCHECK /m);
      expect(stage).toMatch(/^CMD \["node", "dist\/server\.js"\]$/m);
      expect(stage).toMatch(new RegExp(`^WORKDIR /app/apps/${target}$`, 'm'));
      // The runtime stage gets the `pnpm deploy --prod` output, not the workspace.
      expect(stage).toMatch(new RegExp(`^COPY --from=build /out/${target} /app/apps/${target}$`, 'm'));
      const build = JSON.parse(readFileSync(join(repoRoot, 'apps', target, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
        files: string[];
      };
      expect(build.scripts.build).toMatch(/build-service\.mjs .*\bserver\b/);
      expect(build.files).toContain('dist');
    }
    expect(df.text).toMatch(/pnpm --filter @casino\/platform deploy --legacy --prod \/out\/platform/);
    expect(df.text).toMatch(/pnpm --filter @casino\/gateway deploy --legacy --prod \/out\/gateway/);
    expect(df.text).toMatch(/node scripts\/prune-runtime\.mjs \/out\/platform/);
    expect(df.text).toMatch(/node scripts\/prune-runtime\.mjs \/out\/gateway/);
    expect(composeText).not.toMatch(/tsx/);
    for (const [name, s] of [...gateways, ...platforms])
      expect(s.command?.join(' '), name).toMatch(/exec node dist\/server\.js$/);
  });

  it('pins every image by version, Node 24 the same as the Dockerfile', () => {
    const df = dockerfile(join(repoRoot, 'docker/Dockerfile'));
    const nodeImage = df.args.NODE_IMAGE!;
    expect(nodeImage).toMatch(/^node:24\.\d+\.\d+-/);
    for (const [name, s] of services) {
      if (s.build) continue;
      expect(s.image, name).toMatch(/^[\w./-]+:\d+(\.\d+)+/);
      if (s.image!.startsWith('node:')) expect(s.image, name).toBe(nodeImage);
    }
  });

  it('mounts files that exist and volumes that are declared', () => {
    for (const [name, s] of services) {
      for (const v of s.volumes ?? []) {
        const source = v.split(':')[0]!;
        if (source.startsWith('.')) expect(existsSync(join(repoRoot, source)), `${name}: ${v}`).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), `${name}: ${v}`).toContain(source);
      }
    }
  });

  it('depends only on services that exist, waiting for health where a healthcheck exists', () => {
    const df = dockerfile(join(repoRoot, 'docker/Dockerfile'));
    for (const [name, s] of services) {
      for (const [dep, { condition }] of Object.entries(s.depends_on ?? {})) {
        const target = compose.services[dep];
        expect(target, `${name} depends on ${dep}`).toBeDefined();
        if (condition === 'service_healthy') {
          const hasCheck =
            target!.healthcheck !== undefined ||
            (target!.build?.target !== undefined &&
              df.stages[target!.build.target]!.some((l) => l.startsWith('HEALTHCHECK')));
          expect(hasCheck, `${dep} has a healthcheck`).toBe(true);
        }
      }
    }
  });

  it('gives the gateways only variables their schemas know, and the whole configuration parses in production', () => {
    const known = new Set([...Object.keys(gatewayEnv.shape), ...Object.keys(kioskEnv.shape)]);
    for (const [name, s] of gateways) {
      expect(s.command?.join(' '), name).toContain('. /keys/gateway.env');
      expect(s.volumes, name).toContain('keys:/keys:ro');
      const env = { ...s.environment!, ...gatewaySecrets };
      expect(
        Object.keys(env).filter((k) => !known.has(k)),
        name,
      ).toEqual([]);
      expect(env.NODE_ENV).toBe('production');
      const config = parseGatewayConfig(env);
      expect(config.production).toBe(true);
      const kiosk = parseKioskConfig(env);
      expect(kiosk.devTerminal).toBe(false);
      expect(kiosk.terminals.length).toBeGreaterThan(0);
    }
  });

  it('gives the platform only variables its schema knows, and the whole configuration parses in production', () => {
    const known = new Set(Object.keys(platformEnv.shape));
    expect(platform.command?.join(' ')).toContain('. /keys/platform.env');
    expect(platform.volumes).toContain('keys:/keys:ro');
    const env = { ...platform.environment!, ...platformSecrets };
    expect(Object.keys(env).filter((k) => !known.has(k))).toEqual([]);
    const config = parsePlatformConfig(env);
    expect(config.production).toBe(true);
    expect(config.devEndpoints).toBe(false);
    // Durable state, in a volume.
    expect(config.store.kind).toBe('sqlite');
    const dataDir = config.store.file.slice(0, config.store.file.lastIndexOf('/'));
    expect(platform.volumes!.some((v) => v.split(':')[1] === dataDir)).toBe(true);
  });

  it('publishes, listens on and health-checks the same ports, and never the platform on all interfaces', () => {
    const df = dockerfile(join(repoRoot, 'docker/Dockerfile'));
    const platformPort = Number(platform.environment!.PLATFORM_PORT);
    const published = (platform.ports ?? []).map(port);
    expect(published.length).toBeGreaterThan(0);
    for (const p of published) {
      expect(p.ip).toBe('127.0.0.1');
      expect(p.container).toBe(platformPort);
    }
    expect(healthPort(platform.healthcheck!.test)).toBe(platformPort);
    expect(df.stages.platform!.join('\n')).toContain(`EXPOSE ${platformPort}`);
    for (const [name, s] of gateways) {
      const gatewayPort = Number(s.environment!.GATEWAY_PORT);
      expect(healthPort(s.healthcheck!.test), name).toBe(gatewayPort);
      expect(df.stages.gateway!.join('\n')).toContain(`EXPOSE ${gatewayPort}`);
      expect(s.ports, `${name} is reached through the load balancer only`).toBeUndefined();
    }
  });

  it('proxies the load balancer to every gateway on its port', () => {
    const lb = services.find(([, s]) => s.volumes?.some((v) => v.includes('nginx.conf')));
    expect(lb).toBeDefined();
    const [lbName, lbService] = lb!;
    const confPath = lbService.volumes!.find((v) => v.includes('nginx.conf'))!.split(':')[0]!;
    const conf = readFileSync(join(repoRoot, confPath), 'utf8');
    const upstreams = [...conf.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstreams.sort()).toEqual(gateways.map(([n, s]) => `${n}:${s.environment!.GATEWAY_PORT}`).sort());
    const listen = Number(/^\s*listen\s+(\d+)/m.exec(conf)?.[1]);
    for (const p of (lbService.ports ?? []).map(port)) expect(p.container, lbName).toBe(listen);
    for (const [name] of gateways)
      expect(lbService.depends_on?.[name]?.condition, `${lbName} waits for ${name}`).toBe('service_healthy');
  });

  it('passes the live channel’s event streams through the load balancer unbuffered, kept open long', () => {
    const lb = services.find(([, s]) => s.volumes?.some((v) => v.includes('nginx.conf')))![1];
    const confPath = lb.volumes!.find((v) => v.includes('nginx.conf'))!.split(':')[0]!;
    const conf = readFileSync(join(repoRoot, confPath), 'utf8');
    // The location (a regex) that serves the streams, with its block's directives.
    const blocks = [...conf.matchAll(/location\s+~\s+(\S+)\s*\{([^}]*)\}/g)].map((m) => ({
      re: new RegExp(m[1]!),
      body: m[2]!,
    }));
    for (const path of ['/trpc/live.events', '/trpc/live.staff']) {
      const block = blocks.find((b) => b.re.test(path));
      expect(block, `a location for ${path}`).toBeDefined();
      const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(block!.body)?.[1];
      expect(directive('proxy_buffering'), path).toBe('off');
      expect(directive('proxy_cache'), path).toBe('off');
      expect(directive('gzip'), path).toBe('off');
      expect(directive('proxy_pass'), path).toBe('http://gateways');
      expect(directive('proxy_http_version'), path).toBe('1.1');
      // The read time-out outlasts several keep-alive pings of every gateway.
      const timeout = directive('proxy_read_timeout')!;
      const seconds =
        Number(/^(\d+)h$/.exec(timeout)?.[1] ?? NaN) * 3600 || Number(/^(\d+)s?$/.exec(timeout)?.[1]);
      for (const [name, g] of gateways) {
        const pingMs = parseGatewayConfig({ ...g.environment, ...gatewaySecrets }).live.pingMs;
        expect(seconds * 1000, `${name}: proxy_read_timeout against LIVE_PING_MS`).toBeGreaterThanOrEqual(
          pingMs * 4,
        );
      }
    }
    // Everything else keeps the ordinary location (buffered, short time-out).
    expect(blocks.some((b) => b.re.test('/trpc/account.playerInfo'))).toBe(false);
  });

  it('points every cross-service URL at a service of the file, and the games agree with the site', () => {
    const platformPort = Number(platform.environment!.PLATFORM_PORT);
    const lb = services.find(([, s]) => s.volumes?.some((v) => v.includes('nginx.conf')))![1];
    const siteHostPort = port(lb.ports![0]!).host;
    const site = `http://localhost:${siteHostPort}`;
    const publicUrl = new URL(platform.environment!.PLATFORM_PUBLIC_URL!);
    // The browser reaches the game pages at the platform's published port.
    expect(publicUrl.hostname).toBe('localhost');
    expect((platform.ports ?? []).map(port).map((p) => p.host)).toContain(Number(publicUrl.port));
    // The site frames the games: the platform allows it, the gateway's CSP allows the games' origin.
    const ancestors = platform.environment!.PLATFORM_GAME_FRAME_ANCESTORS!.split(/\s+/);
    expect(ancestors).toContain(site);
    for (const [name, s] of gateways) {
      const upstream = new URL(s.environment!.UPSTREAM_URL!);
      expect(upstream.hostname, name).toBe(platformName);
      expect(Number(upstream.port), name).toBe(platformPort);
      expect(s.depends_on?.[platformName]?.condition, name).toBe('service_healthy');
      const redis = new URL(s.environment!.REDIS_URL!);
      expect(compose.services[redis.hostname], `${name}: REDIS_URL host`).toBeDefined();
      expect(s.depends_on?.[redis.hostname]?.condition, name).toBe('service_healthy');
      expect(s.environment!.GATEWAY_GAME_ORIGINS!.split(',').map((o) => o.trim())).toContain(
        publicUrl.origin,
      );
    }
    // The demo kiosk terminal's start URL is on the site.
    expect(readFileSync(join(keysDir, 'kiosk-url.txt'), 'utf8')).toMatch(
      new RegExp(`^${site}/kiosk/#terminal=`),
    );
  });
});
