/**
 * The gateway's configuration, parsed once from the environment with zod. A bad variable stops the
 * process with a message naming every bad variable. In development the upstream credentials and the
 * platform's public key are read from the reference platform's dev key dir (.data/dev-keys), so
 * `pnpm start` needs no setup; in production they must be given explicitly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const ms = (def: number) => z.coerce.number().int().min(1).default(def);
const count = (def: number) => z.coerce.number().int().min(1).default(def);
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  GATEWAY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from this many proxy hops (or a comma list of proxy addresses). */
  GATEWAY_TRUST_PROXY: z.string().optional(),
  /** Origins allowed to call /trpc besides the gateway's own (e.g. the Vite dev servers). */
  GATEWAY_ALLOWED_ORIGINS: list.optional(),
  /** Cookies with the __Host- prefix and Secure; default on in production. */
  GATEWAY_SECURE_COOKIES: bool.optional(),
  GATEWAY_MAX_BATCH_SIZE: count(10),
  GATEWAY_BODY_LIMIT: count(1024 * 1024),
  GATEWAY_VALIDATE_OUTPUT: bool.default(true),
  /** Folders with the built front ends; served at / and /kiosk/ when they exist. */
  /** Origins games, artwork and videos load from (CSP img/media/frame); default https: (dev: also http:). */
  GATEWAY_GAME_ORIGINS: list.optional(),
  GATEWAY_WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  GATEWAY_KIOSK_DIST: z.string().default(join(repoRoot, 'apps/kiosk/dist')),

  REDIS_URL: z.string().optional(),
  /** Key prefix of every Redis key the gateway writes (tests use their own). */
  REDIS_PREFIX: z.string().default('gw:'),
  /** Development only: use an in-memory store when Redis does not answer (single instance!). */
  GATEWAY_MEMORY_STORE_FALLBACK: bool.default(false),

  SESSION_IDLE_MS: ms(30 * 60_000),
  SESSION_ABSOLUTE_MS: ms(12 * 3600_000),
  KIOSK_SESSION_IDLE_MS: ms(5 * 60_000),
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
  FINGERPRINT_RETRIES: z.coerce.number().int().min(0).default(4),
  FINGERPRINT_RETRY_DELAY_MS: ms(3000),

  /** Load shedding (@fastify/under-pressure): 503 + Retry-After above these (0 turns a check off). */
  GATEWAY_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  GATEWAY_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  GATEWAY_PRESSURE_SAMPLE_MS: ms(1000),
  GATEWAY_RETRY_AFTER_S: count(2),

  RATE_LOGIN_PER_MIN: count(10),
  RATE_REGISTER_PER_HOUR: count(10),
  RATE_CODE_PER_10MIN: count(5),
});

export interface GatewayConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  secureCookies: boolean;
  maxBatchSize: number;
  bodyLimit: number;
  validateOutput: boolean;
  gameOrigins: string[];
  webDist: string;
  kioskDist: string;
  redis: { url: string | undefined; prefix: string; memoryFallback: boolean };
  session: {
    idleMs: number;
    absoluteMs: number;
    kioskIdleMs: number;
    kioskAbsoluteMs: number;
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
  cache: { configTtlMs: number; ratesTtlMs: number; checkIpTtlMs: number };
  fingerprint: { retries: number; retryDelayMs: number };
  rate: { loginPerMin: number; registerPerHour: number; codePer10Min: number };
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

export function parseConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
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
  if (production && !e.REDIS_URL) problems.push('  REDIS_URL: required in production');
  if (production && e.GATEWAY_MEMORY_STORE_FALLBACK)
    problems.push('  GATEWAY_MEMORY_STORE_FALLBACK: not allowed in production');
  if (problems.length) throw new ConfigError(`Invalid gateway configuration:\n${problems.join('\n')}`);

  const trust = e.GATEWAY_TRUST_PROXY;
  return {
    production,
    host: e.GATEWAY_HOST,
    port: e.GATEWAY_PORT,
    logLevel: e.GATEWAY_LOG_LEVEL,
    trustProxy: trust === undefined ? false : /^\d+$/.test(trust) ? Number(trust) : trust === 'true' || trust,
    allowedOrigins: e.GATEWAY_ALLOWED_ORIGINS ?? [],
    secureCookies: e.GATEWAY_SECURE_COOKIES ?? production,
    maxBatchSize: e.GATEWAY_MAX_BATCH_SIZE,
    bodyLimit: e.GATEWAY_BODY_LIMIT,
    validateOutput: e.GATEWAY_VALIDATE_OUTPUT,
    gameOrigins: e.GATEWAY_GAME_ORIGINS ?? (production ? ['https:'] : ['https:', 'http:']),
    webDist: e.GATEWAY_WEB_DIST,
    kioskDist: e.GATEWAY_KIOSK_DIST,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, memoryFallback: e.GATEWAY_MEMORY_STORE_FALLBACK },
    session: {
      idleMs: e.SESSION_IDLE_MS,
      absoluteMs: e.SESSION_ABSOLUTE_MS,
      kioskIdleMs: e.KIOSK_SESSION_IDLE_MS,
      kioskAbsoluteMs: e.KIOSK_SESSION_ABSOLUTE_MS,
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
    },
    fingerprint: { retries: e.FINGERPRINT_RETRIES, retryDelayMs: e.FINGERPRINT_RETRY_DELAY_MS },
    rate: {
      loginPerMin: e.RATE_LOGIN_PER_MIN,
      registerPerHour: e.RATE_REGISTER_PER_HOUR,
      codePer10Min: e.RATE_CODE_PER_10MIN,
    },
    pressure: {
      maxEventLoopDelayMs: e.GATEWAY_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.GATEWAY_MAX_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: e.GATEWAY_PRESSURE_SAMPLE_MS,
      retryAfterS: e.GATEWAY_RETRY_AFTER_S,
    },
  };
}
