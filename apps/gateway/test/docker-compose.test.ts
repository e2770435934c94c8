/**
 * docker-compose.yml cannot run on our build machines (no Docker engine), so this test reads it and
 * checks it against the code, so it cannot drift: Compose v2 syntax, every build context, Dockerfile
 * and target, every image pinned, every environment variable against the zod schemas of the gateway,
 * its kiosk part and the platform (with the secrets docker/make-keys.mjs generates, the whole
 * configuration must parse as in production), every port (published, listened on, health-checked,
 * proxied to) and every cross-service URL (upstream, Redis, the game origins and frame ancestors);
 * the demo mode a visitor signs in with, graceful stops, and the `observability` profile's wiring
 * (Prometheus targets, Grafana's data source and dashboard, the OTLP collector and Jaeger).
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
  profiles?: string[];
  stop_grace_period?: string;
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
// `${VAR:-default}` as Compose reads it with VAR unset: the default.
for (const s of Object.values(compose.services))
  for (const [k, v] of Object.entries(s.environment ?? {}))
    s.environment![k] = v.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
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
      expect(stage).toMatch(/^CMD \["node", "--import", "\.\/dist\/tracing\.js", "dist\/server\.js"\]$/m);
      expect(stage).toMatch(new RegExp(`^WORKDIR /app/apps/${target}$`, 'm'));
      // The runtime stage gets the `pnpm deploy --prod` output, not the workspace.
      expect(stage).toMatch(new RegExp(`^COPY --from=build /out/${target} /app/apps/${target}$`, 'm'));
      const build = JSON.parse(readFileSync(join(repoRoot, 'apps', target, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
        files: string[];
      };
      expect(build.scripts.build).toMatch(/build-service\.mjs .*\bserver\b/);
      expect(build.scripts.build).toMatch(/\bobservability\/tracing\b/);
      expect(build.files).toContain('dist');
    }
    expect(df.text).toMatch(/pnpm --filter @casino\/platform deploy --legacy --prod \/out\/platform/);
    expect(df.text).toMatch(/pnpm --filter @casino\/gateway deploy --legacy --prod \/out\/gateway/);
    expect(df.text).toMatch(/node scripts\/prune-runtime\.mjs \/out\/platform/);
    expect(df.text).toMatch(/node scripts\/prune-runtime\.mjs \/out\/gateway/);
    expect(composeText).not.toMatch(/tsx/);
    for (const [name, s] of [...gateways, ...platforms])
      expect(s.command?.join(' '), name).toMatch(
        /exec node --import \.\/dist\/tracing\.js dist\/server\.js$/,
      );
  });

  it('pins every image by version, Node 24 the same as the Dockerfile', () => {
    const df = dockerfile(join(repoRoot, 'docker/Dockerfile'));
    const nodeImage = df.args.NODE_IMAGE!;
    expect(nodeImage).toMatch(/^node:24\.\d+\.\d+-/);
    for (const [name, s] of services) {
      if (s.build) continue;
      // A patch version (redis:7.4.2-alpine, prom/prometheus:v3.4.1), never a moving major or minor tag.
      expect(s.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+\.\d+/);
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
    // The demo a visitor can sign in to (demo01), with deposits the platform approves itself.
    expect(platform.environment!.PLATFORM_DEMO).toBe('1');
    expect((config as { demo?: unknown }).demo).toBeTruthy();
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

  it('gives every service time to finish its requests: longer than the drain and the upstream time-out', () => {
    const seconds = (v: string | undefined) => {
      const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(v ?? '');
      return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : 0;
    };
    for (const [name, s] of gateways) {
      const config = parseGatewayConfig({ ...s.environment!, ...gatewaySecrets });
      // start.ts: a close that has not finished after 20 s ends the process.
      const drain = Math.max(20, config.upstream.timeoutMs / 1000);
      expect(seconds(s.stop_grace_period), name).toBeGreaterThan(drain);
    }
    expect(seconds(platform.stop_grace_period)).toBeGreaterThan(10);
  });

  describe('the observability profile', () => {
    const profile = services.filter(([, s]) => s.profiles?.includes('observability'));
    const named = (image: string) => profile.find(([, s]) => s.image?.startsWith(image));
    const read = (volume: string) => {
      const [source] = volume.split(':');
      return readFileSync(join(repoRoot, source!), 'utf8');
    };
    const mountOf = (s: Service, target: string) => s.volumes!.find((v) => v.split(':')[1] === target);

    it('has Prometheus, Grafana, an OTLP collector and Jaeger, only in the profile, on 127.0.0.1', () => {
      for (const image of [
        'prom/prometheus:',
        'grafana/grafana:',
        'otel/opentelemetry-collector',
        'jaegertracing/jaeger:',
      ])
        expect(named(image), image).toBeDefined();
      for (const [name, s] of profile)
        for (const p of (s.ports ?? []).map(port)) expect(p.ip, name).toBe('127.0.0.1');
      // The product itself runs without the profile.
      for (const [name, s] of [...gateways, ...platforms]) expect(s.profiles, name).toBeUndefined();
    });

    it('scrapes every gateway and the platform on their metrics ports, which are never published', () => {
      const [, prometheus] = named('prom/prometheus:')!;
      const config = parse(read(mountOf(prometheus, '/etc/prometheus/prometheus.yml')!)) as {
        scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
      };
      const targets = config.scrape_configs.flatMap((c) => c.static_configs.flatMap((t) => t.targets)).sort();
      const expected = [
        ...gateways.map(([n, s]) => {
          const c = parseGatewayConfig({ ...s.environment!, ...gatewaySecrets });
          expect(c.metrics.port, n).toBeDefined();
          expect(c.metrics.host, n).toBe('0.0.0.0');
          return `${n}:${c.metrics.port}`;
        }),
        `${platformName}:${parsePlatformConfig({ ...platform.environment!, ...platformSecrets }).metrics.port}`,
      ].sort();
      expect(targets).toEqual(expected);
      for (const [name, s] of [...gateways, ...platforms]) {
        const metricsPort = Number(s.environment!.METRICS_PORT ?? s.environment!.PLATFORM_METRICS_PORT);
        expect(
          (s.ports ?? []).map(port).map((p) => p.container),
          name,
        ).not.toContain(metricsPort);
      }
      // Prometheus' own UI: published port = the port it listens on (9090).
      expect((prometheus.ports ?? []).map(port).map((p) => p.container)).toContain(9090);
    });

    it("provisions Grafana's Prometheus data source and a dashboard of the services' metrics", () => {
      const [, grafana] = named('grafana/grafana:')!;
      const [prometheusName] = named('prom/prometheus:')!;
      const provisioning = mountOf(grafana, '/etc/grafana/provisioning')!.split(':')[0]!;
      const ds = parse(readFileSync(join(repoRoot, provisioning, 'datasources/prometheus.yml'), 'utf8')) as {
        datasources: { type: string; url: string; uid: string }[];
      };
      const source = ds.datasources.find((d) => d.type === 'prometheus')!;
      expect(new URL(source.url).hostname).toBe(prometheusName);
      expect(new URL(source.url).port).toBe('9090');
      expect(grafana.depends_on?.[prometheusName]).toBeDefined();

      const provider = parse(readFileSync(join(repoRoot, provisioning, 'dashboards/casino.yml'), 'utf8')) as {
        providers: { options: { path: string } }[];
      };
      const dashboardsMount = mountOf(grafana, provider.providers[0]!.options.path);
      expect(dashboardsMount, 'the provider reads the mounted dashboards folder').toBeDefined();
      const dashboardFile = join(repoRoot, dashboardsMount!.split(':')[0]!, 'casino.json');
      expect(existsSync(dashboardFile)).toBe(true);
      const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as {
        panels: { datasource: { uid: string }; targets: { expr: string }[] }[];
      };
      const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
      for (const p of dashboard.panels) expect(p.datasource.uid).toBe(source.uid);
      // Every metric the services define is on the dashboard, and every metric it shows exists.
      const sources = [
        'apps/gateway/src/observability/metrics.ts',
        'apps/platform/src/observability/metrics.ts',
      ]
        .map((f) => readFileSync(join(repoRoot, f), 'utf8'))
        .join('\n');
      // A metric's name is the one quoted string of its kind in these modules (a definition's name).
      const defined = [...sources.matchAll(/'((?:gateway|platform)_[a-z_]+)'/g)].map((m) => m[1]!);
      expect(defined.length).toBeGreaterThan(10);
      for (const metric of defined) expect(exprs, metric).toContain(metric);
      for (const used of exprs.matchAll(/\b((?:gateway|platform)_[a-z_]+?)(?:_bucket|_count|_sum)?\b/g))
        expect(defined, used[0]).toContain(used[1]);
      expect(exprs).toContain('nodejs_eventloop_lag');
      expect(exprs).toContain('nodejs_heap_size_used_bytes');
    });

    it("sends the services' spans to the collector, and the collector to Jaeger", () => {
      const [collectorName, collector] = named('otel/opentelemetry-collector')!;
      const [jaegerName, jaeger] = named('jaegertracing/jaeger:')!;
      const configArg = collector.command!.find((c) => c.startsWith('--config='))!.slice('--config='.length);
      const config = parse(read(mountOf(collector, configArg)!)) as {
        receivers: { otlp: { protocols: { http: { endpoint: string } } } };
        exporters: Record<string, { endpoint: string }>;
        service: { pipelines: { traces: { receivers: string[]; exporters: string[] } } };
      };
      const httpPort = config.receivers.otlp.protocols.http.endpoint.split(':')[1];
      // The endpoint compose's header comment tells operators to set reaches this receiver.
      expect(composeText).toContain(`OTEL_EXPORTER_OTLP_ENDPOINT=http://${collectorName}:${httpPort}`);
      for (const [name, s] of [...gateways, ...platforms])
        expect(Object.keys(s.environment!), name).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
      const exporter = config.exporters[config.service.pipelines.traces.exporters[0]!]!;
      expect(exporter.endpoint.split(':')[0]).toBe(jaegerName);
      expect(config.service.pipelines.traces.receivers).toContain('otlp');
      expect(collector.depends_on?.[jaegerName]).toBeDefined();
      // Jaeger's UI.
      expect((jaeger.ports ?? []).map(port).map((p) => p.container)).toContain(16686);
    });
  });
});
