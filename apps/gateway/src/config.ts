/**
 * The gateway's configuration, parsed once from the environment with zod. A bad variable stops the
 * process with a message naming every bad variable. In development the upstream credentials and the
 * platform's public key are read from the reference platform's dev key dir (.data/dev-keys), so
 * `pnpm start` needs no setup; in production they must be given explicitly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_CASE, type PasswordCase } from '@casino/shared/rules/password-case';
import { passwordCaseSchema } from '@casino/shared/schemas/password-case';
import { UPLOAD_MAX_BYTES } from '@casino/shared/schemas/common-config';
import { repoRoot } from './paths';

export { repoRoot };

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const ms = (def: number) => z.coerce.number().int().min(1).default(def);
const count = (def: number) => z.coerce.number().int().min(1).default(def);
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** The body of one UPLOAD_MAX_BYTES file in base64 plus 64 KiB for its name and the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

export const envSchema = z.object({
  /**
   * Production unless asked otherwise: development behaviour (dev key dir, dev kiosk terminal, memory
   * fallback, plain cookies) needs NODE_ENV=development, which `pnpm start` and `dev` set.
   */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  GATEWAY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from this many proxy hops (or a comma list of proxy addresses). */
  GATEWAY_TRUST_PROXY: z.string().optional(),
  /** Origins allowed to call /trpc besides the gateway's own (e.g. the Vite dev servers). */
  GATEWAY_ALLOWED_ORIGINS: list.optional(),
  /**
   * The site's public origins as browsers see them (`https://casino.example`): where a game's exit may
   * lead. Never taken from a request's Host header; unset: the address the gateway listens on.
   */
  GATEWAY_PUBLIC_ORIGINS: list.optional(),
  /** Cookies with the __Host- prefix and Secure; default on in production. */
  GATEWAY_SECURE_COOKIES: bool.optional(),
  GATEWAY_MAX_BATCH_SIZE: count(10),
  /** Largest request body: one upload of UPLOAD_MAX_BYTES (5 MB) in base64 JSON, with room for the rest. */
  GATEWAY_BODY_LIMIT: count(UPLOAD_BODY_LIMIT),
  /** Largest body of every other procedure (not an upload), refused before it is read or parsed. */
  GATEWAY_SMALL_BODY_LIMIT: count(256 * 1024),
  GATEWAY_VALIDATE_OUTPUT: bool.default(true),
  /** Folders with the built front ends; served at / and /kiosk/ when they exist. */
  /** Origins games, artwork and videos load from (CSP img/media/frame); default https: (dev: also http:). */
  GATEWAY_GAME_ORIGINS: list.optional(),
  GATEWAY_WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  /** /metrics on a port of its own (for the monitoring network only), on METRICS_HOST (default GATEWAY_HOST). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
  /** /metrics on the gateway's port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Tracing (read by the tracing preload, observability/tracing.ts): spans go over OTLP to this
   * collector; unset or empty, tracing is off and costs nothing. OTEL_SERVICE_NAME names the service.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
  GATEWAY_KIOSK_DIST: z.string().default(join(repoRoot, 'apps/kiosk/dist')),

  REDIS_URL: z.string().optional(),
  /** Redis Sentinel: the sentinels (host:port, comma-separated) and the monitored master's name. */
  REDIS_SENTINELS: list.optional(),
  REDIS_SENTINEL_NAME: z.string().min(1).default('mymaster'),
  /** Redis Cluster: seed nodes (host:port, comma-separated); the rest is discovered. */
  REDIS_CLUSTER_NODES: list.optional(),
  /** Password of the Redis data nodes for Sentinel and Cluster (a single server takes it in REDIS_URL). */
  REDIS_PASSWORD: z.string().optional(),
  /** Key prefix of every Redis key the gateway writes (tests use their own). */
  REDIS_PREFIX: z.string().default('gw:'),
  /** Development only: use an in-memory store when Redis does not answer (single instance!). */
  GATEWAY_MEMORY_STORE_FALLBACK: bool.default(false),

  SESSION_IDLE_MS: ms(30 * 60_000),
  SESSION_ABSOLUTE_MS: ms(12 * 3600_000),
  KIOSK_SESSION_IDLE_MS: ms(5 * 60_000),
  /** Concurrent sessions per player; a new login ends the oldest beyond it. */
  SESSION_MAX_PER_PLAYER: count(5),
  KIOSK_SESSION_ABSOLUTE_MS: ms(4 * 3600_000),
  REFRESH_LOCK_MS: ms(45_000),
  REFRESH_POLL_MS: ms(300),
  REFRESH_WAIT_MS: ms(60_000),

  UPSTREAM_URL: z.url().default('http://127.0.0.1:4100'),
  UPSTREAM_TIMEOUT_MS: ms(30_000),
  UPSTREAM_CONNECTIONS: count(128),
  UPSTREAM_APP_ID: z.string().min(1).default('casino-web'),
  UPSTREAM_TIMEZONE: z.string().default('Asia/Tokyo'),
  UPSTREAM_MERCHANT_CODE: z.string().min(1).optional(),
  UPSTREAM_MERCHANT_SECRET: z.string().min(16).optional(),
  UPSTREAM_CLIENT_ID: z.string().min(1).optional(),
  UPSTREAM_CLIENT_SECRET: z.string().min(16).optional(),
  /** PEM of the platform's RSA public key. */
  UPSTREAM_RSA_PUBLIC_KEY: z.string().includes('PUBLIC KEY').optional(),
  UPSTREAM_RSA_PADDING: z.enum(['pkcs1', 'oaep']).default('pkcs1'),
  /** Dev key dir of the reference platform, read when the UPSTREAM_* secrets are not given. */
  UPSTREAM_KEY_DIR: z.string().default(join(repoRoot, '.data/dev-keys')),
  /** Theme code added to cmsTemplate calls. */
  UPSTREAM_THEME_CODE: z.string().optional(),

  CACHE_CONFIG_TTL_MS: ms(60_000),
  CACHE_RATES_TTL_MS: ms(30_000),
  CACHE_CHECKIP_TTL_MS: ms(60_000),
  /** Public catalog answers flagged `cache: { ttl: 'public' }` (providers, CMS, tag lists); 0 = off. */
  CACHE_PUBLIC_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * How long the player site's HTML may wait for the cached CMS answer that names its largest picture
   * (routes/first-screen.ts: <link rel="preload" as="image"> and the first calls' answers); 0 = never.
   */
  PAGE_IMAGE_HINT_WAIT_MS: z.coerce.number().int().min(0).max(1000).default(100),
  /**
   * How long a signed-in player's HTML may wait for the session view and the page's first calls
   * (routes/player-first-screen.ts: their answers in the page); 0 = never.
   */
  PLAYER_PAGE_DATA_WAIT_MS: z.coerce.number().int().min(0).max(2000).default(400),
  FINGERPRINT_RETRIES: z.coerce.number().int().min(0).default(4),
  FINGERPRINT_RETRY_DELAY_MS: ms(3000),

  /** Game wallets (src/game-wallets): a wallet whose game showed no life this long is swept back to cash. */
  GAME_WALLET_STALE_MS: ms(120_000),
  /** How often each instance looks for due wallets (default: a quarter of the stale time, at most 15 s). */
  GAME_WALLET_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** How long a game page may take to say it is ready before the launch counts as failed. */
  GAME_WALLET_READY_TIMEOUT_MS: ms(20_000),
  /** How long statements of returned money are kept for the player to see. */
  GAME_WALLET_STATEMENT_KEEP_MS: ms(7 * 24 * 3600_000),

  /** The live channel (src/live, docs/gateway.md "Live channel"): one upstream poll per watched player this often. */
  WALLET_POLL_MS: ms(3000),
  /** The public figures (jackpots, big wins, the pachinko floor): one upstream poll this often while any stream is open. */
  PUBLIC_POLL_MS: ms(15_000),
  /** Open live streams at most per player and per client IP (across all instances). */
  SUBSCRIPTIONS_PER_PLAYER: count(10),
  /** Keep-alive ping on an open stream when nothing else was sent this long. */
  LIVE_PING_MS: ms(15_000),
  /** A topic's event log: at most this many events, kept this long after the last one (resume window). */
  LIVE_LOG_MAX: count(500),
  LIVE_LOG_MS: ms(10 * 60_000),

  /** Load shedding (@fastify/under-pressure): 503 + Retry-After above these (0 turns a check off). */
  GATEWAY_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  GATEWAY_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  GATEWAY_PRESSURE_SAMPLE_MS: ms(1000),
  GATEWAY_RETRY_AFTER_S: count(2),

  /**
   * `lower` (default, spec section 5): every player password is lowercased before it is encrypted, as
   * the operator's platform holds them; `preserve`: sent as typed (a case-sensitive platform).
   */
  PASSWORD_CASE: passwordCaseSchema.default(DEFAULT_PASSWORD_CASE),

  RATE_LOGIN_PER_MIN: count(10),
  RATE_REGISTER_PER_HOUR: count(10),
  RATE_CODE_PER_10MIN: count(5),
  /** Slider captchas generated per minute, per client address and per device. */
  RATE_CAPTCHA_PER_MIN: count(10),

  /** Wrong withdrawal / current passwords (or payout codes) per player before the lock (docs/gateway.md). */
  SECRET_MAX_ATTEMPTS: count(5),
  /** The window the wrong answers are counted in. */
  SECRET_WINDOW_MS: ms(60 * 60_000),
  /** How long the lock refuses every answer, the right one included. */
  SECRET_LOCK_MS: ms(30 * 60_000),
  /** A payout bank card / wallet address added through the gateway cannot be withdrawn to for this long (0: off). */
  PAYOUT_COOLING_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600_000),
});

export interface HostPort {
  host: string;
  port: number;
}

/** Where the store lives: one server, a Sentinel-monitored primary with replicas, or a Cluster. */
export type RedisTopology =
  | { kind: 'single'; url: string }
  | { kind: 'sentinel'; sentinels: HostPort[]; name: string; password?: string }
  | { kind: 'cluster'; nodes: HostPort[]; password?: string };

function hostPorts(list: string[]): HostPort[] | string {
  const out: HostPort[] = [];
  for (const item of list) {
    const m = /^(.+):(\d{1,5})$/.exec(item);
    if (!m) return item;
    out.push({ host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) });
  }
  return out;
}

export interface GatewayConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  /** Where /metrics is served (observability/metrics-plugin.ts); neither set: nowhere. */
  metrics: { port?: number; host: string; token?: string };
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  /** GATEWAY_PUBLIC_ORIGINS: the site's own origins (empty: the listening address). */
  publicOrigins: string[];
  secureCookies: boolean;
  maxBatchSize: number;
  bodyLimit: number;
  /** Body limit of every procedure but the uploads. */
  smallBodyLimit: number;
  validateOutput: boolean;
  /** How player passwords are sent upstream (the withdrawal password always keeps its case). */
  passwordCase: PasswordCase;
  gameOrigins: string[];
  webDist: string;
  kioskDist: string;
  redis: {
    /** The single server's URL (REDIS_URL), when that is the topology. */
    url: string | undefined;
    /** undefined: no Redis configured (only the development memory fallback). */
    topology: RedisTopology | undefined;
    prefix: string;
    memoryFallback: boolean;
  };
  session: {
    idleMs: number;
    absoluteMs: number;
    kioskIdleMs: number;
    kioskAbsoluteMs: number;
    maxPerPlayer: number;
    refreshLockMs: number;
    refreshPollMs: number;
    refreshWaitMs: number;
  };
  upstream: {
    url: string;
    timeoutMs: number;
    connections: number;
    appId: string;
    timezone: string;
    merchantCode: string;
    merchantSecret: string;
    clientId: string;
    clientSecret: string;
    rsaPublicKeyPem: string;
    rsaPadding: 'pkcs1' | 'oaep';
    themeCode: string | undefined;
  };
  cache: {
    configTtlMs: number;
    ratesTtlMs: number;
    checkIpTtlMs: number;
    publicTtlMs: number;
    /** PAGE_IMAGE_HINT_WAIT_MS: the HTML's longest wait for the answer naming its largest picture. */
    pageImageWaitMs: number;
    /** PLAYER_PAGE_DATA_WAIT_MS: a player's HTML's longest wait for the answers put in it. */
    playerPageWaitMs: number;
  };
  fingerprint: { retries: number; retryDelayMs: number };
  gameWallets: { staleMs: number; sweepIntervalMs: number; readyTimeoutMs: number; statementKeepMs: number };
  live: {
    pollMs: number;
    publicPollMs: number;
    perPlayer: number;
    pingMs: number;
    logMax: number;
    logMs: number;
  };
  rate: { loginPerMin: number; registerPerHour: number; codePer10Min: number; captchaPerMin: number };
  /** Per-player limits on secrets a session proves (withdrawal password, current password, payout codes). */
  secrets: { maxAttempts: number; windowMs: number; lockMs: number; payoutCoolingMs: number };
  pressure: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    sampleIntervalMs: number;
    retryAfterS: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readDevFile(dir: string, name: string): string | undefined {
  const file = join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * A secret an attacker could guess from its shape: fewer than 16 characters, fewer than 8 different
 * characters (16 x "a", "abababab..."), or one short piece repeated ("abcdabcdabcdabcd"). Random
 * secrets (hex, base64) pass easily.
 */
export function weakSecret(value: string): string | null {
  if (value.length < 16) return 'is shorter than 16 characters';
  if (new Set(value).size < 8) return 'has fewer than 8 different characters (not random)';
  if (/^(.{1,8})\1+$/s.test(value)) return 'is a short piece repeated (not random)';
  return null;
}

/** Settings production refuses even though they parse: they would weaken it silently. */
function productionWeaknesses(
  e: z.infer<typeof envSchema>,
  secrets: { merchantSecret: string | undefined; clientSecret: string | undefined },
): string[] {
  const out: string[] = [];
  const trust = e.GATEWAY_TRUST_PROXY?.trim();
  // `true` trusts every hop: any client's X-Forwarded-For would choose its own rate-limit address.
  if (trust !== undefined && /^(true|\*)$/i.test(trust))
    out.push(
      '  GATEWAY_TRUST_PROXY: "true" trusts any hop; give the number of proxies (e.g. 1) or their addresses',
    );
  if (e.GATEWAY_SECURE_COOKIES === false)
    out.push('  GATEWAY_SECURE_COOKIES: Secure cookies cannot be turned off in production');
  for (const [name, value] of [
    ['UPSTREAM_MERCHANT_SECRET', secrets.merchantSecret],
    ['UPSTREAM_CLIENT_SECRET', secrets.clientSecret],
  ] as const) {
    const weak = value ? weakSecret(value) : null;
    if (weak) out.push(`  ${name}: ${weak}`);
  }
  return out;
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse({ ...env, NODE_ENV: env.NODE_ENV || undefined });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];

  let merchant: Partial<Record<'merchantCode' | 'merchantSecret' | 'clientId' | 'clientSecret', string>> = {};
  let publicKey = e.UPSTREAM_RSA_PUBLIC_KEY;
  const explicit =
    e.UPSTREAM_MERCHANT_CODE &&
    e.UPSTREAM_MERCHANT_SECRET &&
    e.UPSTREAM_CLIENT_ID &&
    e.UPSTREAM_CLIENT_SECRET;
  if (!production && (!explicit || !publicKey)) {
    const json = readDevFile(e.UPSTREAM_KEY_DIR, 'merchant.json');
    if (json) merchant = JSON.parse(json) as typeof merchant;
    publicKey ??= readDevFile(e.UPSTREAM_KEY_DIR, 'platform-public.pem');
  }
  const merchantCode = e.UPSTREAM_MERCHANT_CODE ?? merchant.merchantCode;
  const merchantSecret = e.UPSTREAM_MERCHANT_SECRET ?? merchant.merchantSecret;
  const clientId = e.UPSTREAM_CLIENT_ID ?? merchant.clientId;
  const clientSecret = e.UPSTREAM_CLIENT_SECRET ?? merchant.clientSecret;
  const devHint = production ? '' : ` (or start the platform once so ${e.UPSTREAM_KEY_DIR} exists)`;
  if (!merchantCode) problems.push(`  UPSTREAM_MERCHANT_CODE: required${devHint}`);
  if (!merchantSecret) problems.push(`  UPSTREAM_MERCHANT_SECRET: required${devHint}`);
  if (!clientId) problems.push(`  UPSTREAM_CLIENT_ID: required${devHint}`);
  if (!clientSecret) problems.push(`  UPSTREAM_CLIENT_SECRET: required${devHint}`);
  if (!publicKey) problems.push(`  UPSTREAM_RSA_PUBLIC_KEY: required${devHint}`);
  let topology: RedisTopology | undefined;
  const password = e.REDIS_PASSWORD;
  if (e.REDIS_CLUSTER_NODES?.length) {
    const nodes = hostPorts(e.REDIS_CLUSTER_NODES);
    if (typeof nodes === 'string') problems.push(`  REDIS_CLUSTER_NODES: '${nodes}' is not host:port`);
    else topology = { kind: 'cluster', nodes, ...(password ? { password } : {}) };
  } else if (e.REDIS_SENTINELS?.length) {
    const sentinels = hostPorts(e.REDIS_SENTINELS);
    if (typeof sentinels === 'string') problems.push(`  REDIS_SENTINELS: '${sentinels}' is not host:port`);
    else
      topology = {
        kind: 'sentinel',
        sentinels,
        name: e.REDIS_SENTINEL_NAME,
        ...(password ? { password } : {}),
      };
  } else if (e.REDIS_URL) {
    topology = { kind: 'single', url: e.REDIS_URL };
  }
  if (e.REDIS_CLUSTER_NODES?.length && e.REDIS_SENTINELS?.length)
    problems.push('  REDIS_SENTINELS: set either REDIS_CLUSTER_NODES or REDIS_SENTINELS, not both');
  if (production && !topology)
    problems.push('  REDIS_URL: required in production (or REDIS_SENTINELS or REDIS_CLUSTER_NODES)');
  if (production && e.GATEWAY_MEMORY_STORE_FALLBACK)
    problems.push('  GATEWAY_MEMORY_STORE_FALLBACK: not allowed in production');
  // Development behaviour is refused together with production secrets: a development gateway reads its
  // upstream credentials from the dev key dir only, so secrets in the environment mean a production
  // deployment started in the wrong mode.
  if (e.NODE_ENV === 'development') {
    const given = (
      ['UPSTREAM_MERCHANT_SECRET', 'UPSTREAM_CLIENT_SECRET', 'UPSTREAM_RSA_PUBLIC_KEY'] as const
    ).filter((k) => env[k]);
    if (given.length)
      problems.push(
        `  NODE_ENV: development refuses secrets from the environment (${given.join(', ')}); production needs NODE_ENV=production (or unset)`,
      );
  }
  if (production) problems.push(...productionWeaknesses(e, { merchantSecret, clientSecret }));
  if (problems.length) throw new ConfigError(`Invalid gateway configuration:\n${problems.join('\n')}`);

  const trust = e.GATEWAY_TRUST_PROXY;
  return {
    production,
    host: e.GATEWAY_HOST,
    port: e.GATEWAY_PORT,
    logLevel: e.GATEWAY_LOG_LEVEL,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.GATEWAY_HOST, token: e.METRICS_TOKEN },
    trustProxy: trust === undefined ? false : /^\d+$/.test(trust) ? Number(trust) : trust === 'true' || trust,
    allowedOrigins: e.GATEWAY_ALLOWED_ORIGINS ?? [],
    publicOrigins: (e.GATEWAY_PUBLIC_ORIGINS ?? []).map((o) => o.replace(/\/$/, '')),
    secureCookies: e.GATEWAY_SECURE_COOKIES ?? production,
    maxBatchSize: e.GATEWAY_MAX_BATCH_SIZE,
    bodyLimit: e.GATEWAY_BODY_LIMIT,
    smallBodyLimit: Math.min(e.GATEWAY_SMALL_BODY_LIMIT, e.GATEWAY_BODY_LIMIT),
    validateOutput: e.GATEWAY_VALIDATE_OUTPUT,
    passwordCase: e.PASSWORD_CASE,
    gameOrigins: e.GATEWAY_GAME_ORIGINS ?? (production ? ['https:'] : ['https:', 'http:']),
    webDist: e.GATEWAY_WEB_DIST,
    kioskDist: e.GATEWAY_KIOSK_DIST,
    redis: {
      url: e.REDIS_URL,
      topology,
      prefix: e.REDIS_PREFIX,
      memoryFallback: e.GATEWAY_MEMORY_STORE_FALLBACK,
    },
    session: {
      idleMs: e.SESSION_IDLE_MS,
      absoluteMs: e.SESSION_ABSOLUTE_MS,
      kioskIdleMs: e.KIOSK_SESSION_IDLE_MS,
      kioskAbsoluteMs: e.KIOSK_SESSION_ABSOLUTE_MS,
      maxPerPlayer: e.SESSION_MAX_PER_PLAYER,
      refreshLockMs: e.REFRESH_LOCK_MS,
      refreshPollMs: e.REFRESH_POLL_MS,
      refreshWaitMs: e.REFRESH_WAIT_MS,
    },
    upstream: {
      url: e.UPSTREAM_URL.replace(/\/$/, ''),
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      connections: e.UPSTREAM_CONNECTIONS,
      appId: e.UPSTREAM_APP_ID,
      timezone: e.UPSTREAM_TIMEZONE,
      merchantCode: merchantCode!,
      merchantSecret: merchantSecret!,
      clientId: clientId!,
      clientSecret: clientSecret!,
      rsaPublicKeyPem: publicKey!,
      rsaPadding: e.UPSTREAM_RSA_PADDING,
      themeCode: e.UPSTREAM_THEME_CODE,
    },
    cache: {
      configTtlMs: e.CACHE_CONFIG_TTL_MS,
      ratesTtlMs: e.CACHE_RATES_TTL_MS,
      checkIpTtlMs: e.CACHE_CHECKIP_TTL_MS,
      publicTtlMs: e.CACHE_PUBLIC_TTL_MS,
      pageImageWaitMs: e.PAGE_IMAGE_HINT_WAIT_MS,
      playerPageWaitMs: e.PLAYER_PAGE_DATA_WAIT_MS,
    },
    fingerprint: { retries: e.FINGERPRINT_RETRIES, retryDelayMs: e.FINGERPRINT_RETRY_DELAY_MS },
    gameWallets: {
      staleMs: e.GAME_WALLET_STALE_MS,
      sweepIntervalMs:
        e.GAME_WALLET_SWEEP_INTERVAL_MS ??
        Math.max(250, Math.min(15_000, Math.floor(e.GAME_WALLET_STALE_MS / 4))),
      readyTimeoutMs: e.GAME_WALLET_READY_TIMEOUT_MS,
      statementKeepMs: e.GAME_WALLET_STATEMENT_KEEP_MS,
    },
    live: {
      pollMs: e.WALLET_POLL_MS,
      publicPollMs: e.PUBLIC_POLL_MS,
      perPlayer: e.SUBSCRIPTIONS_PER_PLAYER,
      pingMs: e.LIVE_PING_MS,
      logMax: e.LIVE_LOG_MAX,
      logMs: e.LIVE_LOG_MS,
    },
    rate: {
      loginPerMin: e.RATE_LOGIN_PER_MIN,
      registerPerHour: e.RATE_REGISTER_PER_HOUR,
      codePer10Min: e.RATE_CODE_PER_10MIN,
      captchaPerMin: e.RATE_CAPTCHA_PER_MIN,
    },
    secrets: {
      maxAttempts: e.SECRET_MAX_ATTEMPTS,
      windowMs: e.SECRET_WINDOW_MS,
      lockMs: e.SECRET_LOCK_MS,
      payoutCoolingMs: e.PAYOUT_COOLING_MS,
    },
    pressure: {
      maxEventLoopDelayMs: e.GATEWAY_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.GATEWAY_MAX_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: e.GATEWAY_PRESSURE_SAMPLE_MS,
      retryAfterS: e.GATEWAY_RETRY_AFTER_S,
    },
  };
}
