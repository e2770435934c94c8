/**
 * The reference platform as a child process (apps/platform; its settings and dev endpoints are in
 * docs/upstream-protocol.md sections 9 and 10):
 * PLATFORM_PORT=0 and per-run keys, the URL parsed from its "platform listening" line, and a client for
 * its dev endpoints (outbox, players, approvals, access lists, counters).
 */
import { request } from 'undici';
import { named } from './client';
import { makeTestKeys, type TestKeys } from './keys';
import { serviceEntry } from './repo';
import { spawnService, type ServiceProcess } from './process';

export interface PlatformCounters {
  grants: { web_password: number; refresh_token: number };
  requests: Record<string, number>;
  refreshReuse: number;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  purpose: unknown;
  code: string;
  at: number;
}

export interface TestPlatform extends ServiceProcess {
  keys: TestKeys;
  /** Environment that points a gateway at this platform with its credentials. */
  gatewayEnv: Record<string, string>;
  dev: PlatformDev;
}

export class PlatformDev {
  constructor(
    private readonly url: string,
    private readonly devKey: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = `${this.url}/_dev${path}`;
    const { res, text } = await named(
      `platform dev ${method} ${path}`,
      url,
      (async () => {
        const res = await request(url, {
          method,
          headers: {
            'x-dev-key': this.devKey,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
        return { res, text: await res.body.text() };
      })(),
    );
    if (res.statusCode >= 300)
      throw new Error(`platform dev ${method} ${path}: HTTP ${res.statusCode} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  counters() {
    return this.call<PlatformCounters>('GET', '/counters');
  }
  resetCounters() {
    return this.call<{ ok: true }>('POST', '/counters/reset');
  }
  outbox(to?: string) {
    return this.call<{ messages: OutboxMessage[] }>(
      'GET',
      `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
    );
  }
  createPlayer(p: {
    username: string;
    password: string;
    email?: string;
    mobile?: string;
    currency?: string;
    balances?: Record<string, string>;
  }) {
    return this.call<{ loginName: string; id: string }>('POST', '/players', p);
  }
  /**
   * The player's access tokens (and refresh tokens, with `refresh`) expire now, as if their lifetime had
   * run out: the next call needs a refresh (or, with `refresh`, a new login).
   */
  expireTokens(loginName: string, opts: { refresh?: boolean } = {}) {
    return this.call<{ loginName: string; expired: number }>('POST', '/tokens/expire', {
      loginName,
      refresh: opts.refresh ?? false,
    });
  }
  access(lists: { limitedIps?: string[]; deniedIps?: string[] }) {
    return this.call<unknown>('POST', '/access', lists);
  }
  approveKyc(loginName: string, level: number) {
    return this.call<unknown>('POST', '/kyc/approve', { loginName, level });
  }
  approveDeposit(orderNo: string) {
    return this.call<unknown>('POST', '/deposits/approve', { orderNo });
  }
  /** Adds to a jackpot pool (as bets elsewhere would); answers the pool's new amount. */
  contributeJackpot(jackpotCode: string, amount: string) {
    return this.call<{ jackpotCode: string; amount: string }>('POST', '/jackpots/contribute', {
      jackpotCode,
      amount,
    });
  }
}

/** The gateway's environment for a platform at `url` with these keys (UPSTREAM_*). */
export function upstreamEnv(url: string, keys: TestKeys): Record<string, string> {
  return {
    UPSTREAM_URL: url,
    UPSTREAM_KEY_DIR: keys.keyDir,
    UPSTREAM_MERCHANT_CODE: keys.merchantCode,
    UPSTREAM_MERCHANT_SECRET: keys.merchantSecret,
    UPSTREAM_CLIENT_ID: keys.clientId,
    UPSTREAM_CLIENT_SECRET: keys.clientSecret,
    UPSTREAM_RSA_PUBLIC_KEY: keys.publicKeyPem,
  };
}

export async function startPlatform(
  opts: {
    /** Variables over the defaults above; `undefined` leaves one of them unset. */
    env?: Record<string, string | undefined>;
    keys?: TestKeys;
    echo?: boolean;
    /** The server to run: serviceEntry('platform') by default (sources, or the build). */
    entry?: string;
  } = {},
): Promise<TestPlatform> {
  const keys = opts.keys ?? makeTestKeys();
  const proc = await spawnService({
    name: 'platform',
    entry: opts.entry ?? serviceEntry('platform'),
    env: {
      NODE_ENV: 'test',
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_PORT: '0',
      PLATFORM_KEY_DIR: keys.keyDir,
      PLATFORM_DEV_ENDPOINTS: '1',
      // A throwaway platform (tests that restart one set sqlite and their own PLATFORM_DATA_FILE).
      PLATFORM_STORE: 'memory',
      // info: the "platform listening" line is an info line.
      PLATFORM_LOG_LEVEL: 'info',
      // Every test registers from 127.0.0.1: generous, tests of the limit set their own.
      PLATFORM_REGISTRATIONS_PER_IP: '1000',
      ...opts.env,
    },
    listeningMsg: 'platform listening',
    echo: opts.echo,
  });
  return {
    ...proc,
    keys,
    gatewayEnv: upstreamEnv(proc.url, keys),
    dev: new PlatformDev(proc.url, keys.merchantSecret),
  };
}
