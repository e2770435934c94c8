/**
 * Test harness for the platform's own tests: builds the platform in-process on a free port with a
 * fresh key pair and secrets, and gives a client that speaks the wire protocol exactly as the gateway
 * does (headers, HMAC signature, RSA-encrypted sensitive fields), plus raw access for protocol tests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { HEADERS, WIRE_PREFIX, mapSensitiveFields } from '@casino/shared/protocol/wire';
import { parseConfig, type PlatformConfig } from '../src/config';
import { buildPlatform, type Platform } from '../src/app';
import { generateDevKeyPair } from '../src/keys';
import { sign } from '../src/core/protocol';

export interface WireResponse<T = unknown> {
  status: number;
  body: { success?: boolean; code: number; msg?: string; message?: string; data?: T };
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

export interface CallOptions {
  token?: string;
  basic?: string;
  lang?: 'ja-JP' | 'en-US';
  ip?: string;
  /** Overrides for protocol tests. */
  headers?: Record<string, string>;
  requestId?: string;
  timestamp?: number;
  encrypt?: boolean;
}

export class TestPlatform {
  constructor(
    readonly platform: Platform,
    readonly url: string,
    readonly publicKeyPem: string,
  ) {}

  get config(): PlatformConfig {
    return this.platform.config;
  }

  get state() {
    return this.platform.state;
  }

  encrypt(value: string): string {
    const key = forge.pki.publicKeyFromPem(this.publicKeyPem);
    const bytes = forge.util.encodeUtf8(value);
    const cipher =
      this.config.rsaPadding === 'oaep'
        ? key.encrypt(bytes, 'RSA-OAEP', {
            md: forge.md.sha256.create(),
            mgf1: { md: forge.md.sha256.create() },
          })
        : key.encrypt(bytes, 'RSAES-PKCS1-V1_5');
    return forge.util.encode64(cipher);
  }

  basicAuth(): string {
    return 'Basic ' + Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
  }

  async call<T = unknown>(
    path: string,
    payload: Record<string, unknown> = {},
    opts: CallOptions = {},
  ): Promise<WireResponse<T>> {
    const body = opts.encrypt === false ? payload : mapSensitiveFields(payload, (v) => this.encrypt(v));
    const timestamp = String(opts.timestamp ?? Date.now());
    const requestId = opts.requestId ?? randomUUID();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [HEADERS.appId]: 'test-app',
      [HEADERS.requestId]: requestId,
      [HEADERS.deviceId]: 'test-device',
      [HEADERS.timestamp]: timestamp,
      [HEADERS.timezone]: 'Asia/Tokyo',
      [HEADERS.language]: opts.lang ?? 'ja-JP',
      [HEADERS.merchantCode]: this.config.merchantCode,
      [HEADERS.signature]: sign(this.config.merchantSecret, { timestamp, requestId, path, body }),
      [HEADERS.clientIp]: opts.ip ?? '203.0.113.10',
    };
    if (opts.token) headers[HEADERS.authorization] = `Bearer ${opts.token}`;
    if (opts.basic) headers[HEADERS.authorization] = opts.basic;
    Object.assign(headers, opts.headers);
    const res = await request(`${this.url}${WIRE_PREFIX}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const raw = Buffer.from(await res.body.arrayBuffer());
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      headers: res.headers,
      raw,
      body: isJson ? JSON.parse(raw.toString('utf8')) : { code: 0 },
    };
  }

  async dev<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await request(`${this.url}/_dev${path}`, {
      method,
      headers: {
        'x-dev-key': this.config.merchantSecret,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.body.text();
    if (res.statusCode >= 400) throw new Error(`dev ${method} ${path}: ${res.statusCode} ${text}`);
    return JSON.parse(text) as T;
  }

  /** Creates a player through the dev endpoint and logs in; returns the tokens. */
  async player(opts: { balances?: Record<string, string>; email?: string } = {}) {
    const username = 'p' + randomBytes(5).toString('hex');
    const password = 'secret123';
    const { loginName } = await this.dev<{ loginName: string }>('POST', '/players', {
      username,
      password,
      email: opts.email ?? `${username}@example.com`,
      balances: opts.balances ?? {},
    });
    const login = await this.call<{ access_token: string; refresh_token: string }>(
      '/auth/oauth/token',
      { grantType: 'web_password', loginType: 1, username, password },
      { basic: this.basicAuth() },
    );
    return { username, password, loginName, tokens: login.body.data, login };
  }

  close(): Promise<void> {
    return this.platform.app.close();
  }
}

export async function startTestPlatform(overrides: Partial<PlatformConfig> = {}): Promise<TestPlatform> {
  const pair = generateDevKeyPair();
  const config = parseConfig(
    { NODE_ENV: 'test', PLATFORM_LOG_LEVEL: 'silent' },
    {
      rsaPrivateKeyPem: pair.privateKeyPem,
      merchantCode: 'test-merchant',
      merchantSecret: randomBytes(32).toString('base64url'),
      clientId: 'test-client',
      clientSecret: randomBytes(24).toString('base64url'),
      devEndpoints: true,
      port: 0,
      ...overrides,
    },
  );
  const platform = await buildPlatform(config, { logger: false });
  await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const address = platform.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new TestPlatform(platform, `http://127.0.0.1:${port}`, platform.keys.publicKeyPem);
}

/**
 * The platform of one test file: started before its tests and closed after them (`check` runs first,
 * e.g. assertLedgerSound), with real timers restored after each test when `realTimers` is set. The
 * returned object stands for the started platform.
 */
export function useTestPlatform(
  options: { check?: (p: TestPlatform) => void; realTimers?: boolean; config?: Partial<PlatformConfig> } = {},
): TestPlatform {
  let current: TestPlatform | undefined;
  beforeAll(async () => {
    current = await startTestPlatform(options.config);
  });
  afterAll(async () => {
    if (!current) return;
    options.check?.(current);
    await current.close();
  });
  if (options.realTimers) afterEach(() => void vi.useRealTimers());
  return new Proxy({} as TestPlatform, {
    get(_target, key) {
      if (!current) throw new Error('the test platform is not started yet (use it inside a test or hook)');
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
