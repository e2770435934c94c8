/**
 * The platform's configuration, parsed once from the environment; a bad variable is named and the
 * process stops. The variables are described in docs/upstream-protocol.md (section 10) and
 * apps/platform/README.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_CASE, type PasswordCase } from '@casino/shared/rules/password-case';
import { passwordCaseSchema } from '@casino/shared/schemas/password-case';
import { repoRoot } from './paths';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PLATFORM_HOST: z.string().default('127.0.0.1'),
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  PLATFORM_PUBLIC_URL: z.url().optional(),
  PLATFORM_RSA_PRIVATE_KEY: z.string().optional(),
  PLATFORM_RSA_PADDING: z.enum(['pkcs1', 'oaep']).default('pkcs1'),
  PLATFORM_KEY_DIR: z.string().default(join(repoRoot, '.data/dev-keys')),
  PLATFORM_MERCHANT_CODE: z.string().min(1).optional(),
  PLATFORM_MERCHANT_SECRET: z.string().min(16).optional(),
  PLATFORM_CLIENT_ID: z.string().min(1).optional(),
  PLATFORM_CLIENT_SECRET: z.string().min(16).optional(),
  PLATFORM_ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(1).default(1800),
  PLATFORM_REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24 * 3600),
  PLATFORM_DEV_ENDPOINTS: bool.optional(),
  /** Demo mode (src/demo.ts): demo01 seeded, deposits approved by the platform itself, no /_dev. */
  PLATFORM_DEMO: bool.default(false),
  /** Demo mode: how long after it was made a deposit order is approved. */
  PLATFORM_DEMO_DEPOSIT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Space-separated CSP source list of the pages that may embed game pages (the gateway origins). */
  PLATFORM_GAME_FRAME_ANCESTORS: z
    .string()
    .regex(/^[^;,]+$/, 'a space-separated CSP source list (no ; or ,)')
    .optional(),
  /**
   * Accounts one client IP may register within 24 hours, beside the per-device limit (the device id is
   * the client's own cookie, so it alone limits nothing).
   */
  PLATFORM_REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Slider-captcha answers must carry the drag trace (`optional`: checked when sent, for older clients). */
  PLATFORM_CAPTCHA_TRACE: z.enum(['required', 'optional']).default('required'),
  /** Wrong withdrawal / current passwords per player within PLATFORM_SECRET_WINDOW_MS before a lock. */
  PLATFORM_SECRET_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  PLATFORM_SECRET_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60_000),
  /** The lock refuses every answer, the right one too, for this long. */
  PLATFORM_SECRET_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60_000),
  /** A new payout bank card / wallet address cannot be withdrawn to for this long (0: off). */
  PLATFORM_PAYOUT_COOLING_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600_000),
  /** Where accounts, balances and orders live: an SQLite file (node:sqlite), or memory (default in tests). */
  PLATFORM_STORE: z.enum(['sqlite', 'memory']).optional(),
  PLATFORM_DATA_FILE: z.string().min(1).default(join(repoRoot, '.data/platform.sqlite')),
  /** /metrics on a port of its own (monitoring network only), on PLATFORM_METRICS_HOST (default PLATFORM_HOST). */
  PLATFORM_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PLATFORM_METRICS_HOST: z.string().optional(),
  /** /metrics on the platform's port, for `Authorization: Bearer <PLATFORM_METRICS_TOKEN>` only. */
  PLATFORM_METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Tracing (read by the tracing preload, observability/tracing.ts): spans go over OTLP to this
   * collector; unset or empty, tracing is off and costs nothing. OTEL_SERVICE_NAME names the service.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
  PLATFORM_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The same setting as the gateway's: `lower` (default) keeps the players' passwords lowercased, as the
   * operator's platform holds them; `preserve` keeps them case-sensitive.
   */
  PASSWORD_CASE: passwordCaseSchema.default(DEFAULT_PASSWORD_CASE),
});

export interface MerchantCredentials {
  merchantCode: string;
  merchantSecret: string;
  clientId: string;
  clientSecret: string;
}

export interface PlatformConfig extends MerchantCredentials {
  production: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  rsaPrivateKeyPem: string | undefined;
  rsaPadding: 'pkcs1' | 'oaep';
  keyDir: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  devEndpoints: boolean;
  /** PLATFORM_DEMO: the demo player and self-approved deposits (src/demo.ts); never with devEndpoints. */
  demo: { depositDelayMs: number } | null;
  logLevel: string;
  /** Where /metrics is served (observability/metrics.ts); neither set: nowhere. */
  metrics: { port?: number; host: string; token?: string };
  /** The durable state: `file` is used when kind is sqlite. */
  store: { kind: 'sqlite' | 'memory'; file: string };
  /** CSP frame-ancestors of game pages. */
  gameFrameAncestors: string[];
  /** Case of the players' login passwords (PASSWORD_CASE, shared with the gateway). */
  passwordCase: PasswordCase;
  /** Per-player limits on re-proven secrets (core/secret-attempts.ts) and the payout cooling period. */
  secrets: { maxAttempts: number; windowMs: number; lockMs: number; payoutCoolingMs: number };
  /** Accounts one client IP may register within 24 hours (PLATFORM_REGISTRATIONS_PER_IP). */
  registrationsPerIp: number;
  /** Whether a slider-captcha answer without its drag trace is refused (PLATFORM_CAPTCHA_TRACE). */
  captchaTrace: 'required' | 'optional';
}

/** Reads merchant.json from the dev key dir, creating it with random secrets on the first start. */
export function loadOrCreateMerchant(keyDir: string): MerchantCredentials {
  const file = join(keyDir, 'merchant.json');
  if (!existsSync(file)) {
    mkdirSync(keyDir, { recursive: true });
    const creds: MerchantCredentials = {
      merchantCode: 'dev-merchant',
      merchantSecret: randomBytes(32).toString('base64url'),
      clientId: 'web',
      clientSecret: randomBytes(24).toString('base64url'),
    };
    try {
      writeFileSync(file, JSON.stringify(creds, null, 2), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as MerchantCredentials;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

/**
 * Demo mode approves deposits without any money arriving, so it is refused where it could be taken for
 * the real thing: beside the development endpoints (demo mode serves none of them: a visitor must not
 * get the back office), and in an environment that also names a real upstream platform, i.e. the
 * gateway's UPSTREAM_URL pointing anywhere but this platform (a loopback or single-label service name
 * such as compose's `platform`, on this platform's port). NODE_ENV=production and the merchant secrets
 * are allowed: the compose demo runs in production with secrets of its own.
 */
function refuseDemoWith(env: NodeJS.ProcessEnv, e: z.infer<typeof envSchema>): void {
  if (e.PLATFORM_DEV_ENDPOINTS)
    throw new Error(
      'Invalid platform configuration: PLATFORM_DEMO and PLATFORM_DEV_ENDPOINTS cannot both be on ' +
        '(demo mode serves no development endpoints); unset one of them',
    );
  const upstream = env.UPSTREAM_URL;
  if (!upstream) return;
  let url: URL | undefined;
  try {
    url = new URL(upstream);
  } catch {
    url = undefined;
  }
  const port = url ? Number(url.port || (url.protocol === 'https:' ? 443 : 80)) : NaN;
  const publicHost = e.PLATFORM_PUBLIC_URL ? new URL(e.PLATFORM_PUBLIC_URL).hostname : undefined;
  const here =
    url !== undefined &&
    port === e.PLATFORM_PORT &&
    (LOCAL_HOSTS.has(url.hostname) ||
      url.hostname === e.PLATFORM_HOST ||
      url.hostname === publicHost ||
      !url.hostname.includes('.'));
  if (!here)
    throw new Error(
      `Invalid platform configuration: PLATFORM_DEMO is not allowed beside a real upstream platform ` +
        `(UPSTREAM_URL=${url ? url.origin : 'unparsable'} is not this platform): demo mode approves deposits ` +
        'without money; unset PLATFORM_DEMO or UPSTREAM_URL',
    );
}

export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid platform configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const needFiles =
    !(
      e.PLATFORM_MERCHANT_CODE &&
      e.PLATFORM_MERCHANT_SECRET &&
      e.PLATFORM_CLIENT_ID &&
      e.PLATFORM_CLIENT_SECRET
    ) && !(overrides.merchantSecret && overrides.clientSecret);
  // The dev endpoints (/_dev: money, KYC and order approval without a merchant, the seeded demo01) never
  // run in production, whatever else is set: asking for them there stops the process.
  if (production && e.PLATFORM_DEV_ENDPOINTS)
    throw new Error(
      'Invalid platform configuration: PLATFORM_DEV_ENDPOINTS is not allowed with NODE_ENV=production',
    );
  if (e.PLATFORM_DEMO) refuseDemoWith(env, e);
  if (needFiles && production) {
    const missing = (
      [
        'PLATFORM_MERCHANT_CODE',
        'PLATFORM_MERCHANT_SECRET',
        'PLATFORM_CLIENT_ID',
        'PLATFORM_CLIENT_SECRET',
      ] as const
    ).filter((k) => !e[k]);
    throw new Error(
      `Invalid platform configuration: PLATFORM_MERCHANT_* and PLATFORM_CLIENT_* are required in production; missing: ${missing.join(', ')}`,
    );
  }
  const files = needFiles ? loadOrCreateMerchant(e.PLATFORM_KEY_DIR) : undefined;
  return {
    production,
    host: e.PLATFORM_HOST,
    port: e.PLATFORM_PORT,
    publicUrl: e.PLATFORM_PUBLIC_URL,
    rsaPrivateKeyPem: e.PLATFORM_RSA_PRIVATE_KEY,
    rsaPadding: e.PLATFORM_RSA_PADDING,
    keyDir: e.PLATFORM_KEY_DIR,
    merchantCode: e.PLATFORM_MERCHANT_CODE ?? files?.merchantCode ?? '',
    merchantSecret: e.PLATFORM_MERCHANT_SECRET ?? files?.merchantSecret ?? '',
    clientId: e.PLATFORM_CLIENT_ID ?? files?.clientId ?? '',
    clientSecret: e.PLATFORM_CLIENT_SECRET ?? files?.clientSecret ?? '',
    accessTokenTtlMs: e.PLATFORM_ACCESS_TOKEN_TTL_S * 1000,
    refreshTokenTtlMs: e.PLATFORM_REFRESH_TOKEN_TTL_S * 1000,
    devEndpoints: e.PLATFORM_DEV_ENDPOINTS ?? (!production && !e.PLATFORM_DEMO),
    demo: e.PLATFORM_DEMO ? { depositDelayMs: e.PLATFORM_DEMO_DEPOSIT_DELAY_MS } : null,
    logLevel: e.PLATFORM_LOG_LEVEL,
    metrics: {
      port: e.PLATFORM_METRICS_PORT,
      host: e.PLATFORM_METRICS_HOST ?? e.PLATFORM_HOST,
      token: e.PLATFORM_METRICS_TOKEN,
    },
    passwordCase: e.PASSWORD_CASE,
    store: {
      kind: e.PLATFORM_STORE ?? (e.NODE_ENV === 'test' ? 'memory' : 'sqlite'),
      file: resolve(e.PLATFORM_DATA_FILE),
    },
    gameFrameAncestors: (
      e.PLATFORM_GAME_FRAME_ANCESTORS ??
      (production ? "'self'" : "'self' http://localhost:* http://127.0.0.1:* https://localhost:*")
    )
      .split(/\s+/)
      .filter(Boolean),
    secrets: {
      maxAttempts: e.PLATFORM_SECRET_MAX_ATTEMPTS,
      windowMs: e.PLATFORM_SECRET_WINDOW_MS,
      lockMs: e.PLATFORM_SECRET_LOCK_MS,
      payoutCoolingMs: e.PLATFORM_PAYOUT_COOLING_MS,
    },
    registrationsPerIp: e.PLATFORM_REGISTRATIONS_PER_IP,
    captchaTrace: e.PLATFORM_CAPTCHA_TRACE,
    ...overrides,
  };
}
