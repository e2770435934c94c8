/**
 * Operating the gateway and the platform: Prometheus metrics (content, labels without players, and
 * never public: a port of their own or a bearer token), request ids (kept from the load balancer or
 * made unique, returned, sent upstream and on the platform's log lines) and the warn line of an
 * upstream failure. Real Redis, the real platform over HTTP.
 */
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { loggedIn, useStack } from './helper';

const TOKEN = 'metrics-token-0123456789abcdef';
const PLATFORM_TOKEN = 'platform-metrics-token-0123456789';

const stack = useStack('observability', {
  gatewayEnvs: [{ METRICS_PORT: '0', METRICS_TOKEN: TOKEN }, {}],
  platformEnv: { PLATFORM_METRICS_TOKEN: PLATFORM_TOKEN },
});

/** The URL a service printed in its "metrics listening" line. */
function metricsUrl(logs: string[]): string {
  for (const line of logs) {
    try {
      const rec = JSON.parse(line) as { msg?: string; url?: string };
      if (rec.msg === 'metrics listening' && rec.url) return rec.url;
    } catch {
      // not JSON
    }
  }
  throw new Error('no "metrics listening" line');
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await request(url, { headers });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

/** The value of a sample line `name{labels} value` whose labels include every given pair. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const given = m[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => given.includes(`${k}="${v}"`))) return Number(m[3]);
  }
  return undefined;
}

const logRecords = (logs: string[]) =>
  logs.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

describe('metrics', () => {
  it('counts calls per procedure and code, upstream calls per path, Redis commands, sessions and the process', async () => {
    const { client, player } = await loggedIn(stack());
    await client.ok('account.playerInfo', {});
    const refused = await stack().client().call('account.playerInfo', {});
    expect(refused.status).toBe(401);

    const m = await get(metricsUrl(stack().gateways[0]!.logs));
    expect(m.status).toBe(200);
    expect(m.headers['content-type']).toContain('text/plain');
    const t = m.text;
    expect(
      sample(t, 'gateway_trpc_request_duration_seconds_count', {
        procedure: 'session.login',
        code: 'OK',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(t, 'gateway_trpc_request_duration_seconds_count', {
        procedure: 'account.playerInfo',
        code: 'UNAUTHORIZED',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(t, 'gateway_trpc_request_duration_seconds_bucket', {
        procedure: 'account.playerInfo',
        code: 'OK',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(t, 'gateway_upstream_request_duration_seconds_count', {
        path: '/api/v1/player/query',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(t, 'gateway_redis_command_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(t, 'gateway_sessions_open')).toBeGreaterThanOrEqual(1);
    expect(sample(t, 'gateway_game_wallets_open')).toBeGreaterThanOrEqual(0);
    expect(t).toContain('gateway_live_subscriptions_open');
    expect(t).toContain('gateway_rate_limit_refusals_total');
    expect(t).toContain('gateway_game_wallet_sweeps_total');
    expect(sample(t, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(t, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // No player in any label.
    expect(t).not.toContain(player.loginName);
    expect(t).not.toContain(player.username);
  });

  it('never turns an unknown procedure name into a label', async () => {
    const client = stack().client();
    const unknown = await client.call('nosuch.procedure', undefined, { kind: 'query' });
    expect(unknown.status).toBe(404);
    const t = (await get(metricsUrl(stack().gateways[0]!.logs))).text;
    expect(t).not.toContain('nosuch');
    expect(
      sample(t, 'gateway_trpc_request_duration_seconds_count', { procedure: 'unknown' }),
    ).toBeGreaterThan(0);
  });

  it('serves /metrics on the service port only with the bearer token', async () => {
    const url = `${stack().gateways[0]!.url}/metrics`;
    expect((await get(url)).status).toBe(401);
    expect((await get(url, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await get(url, { authorization: `Basic ${TOKEN}` })).status).toBe(401);
    const ok = await get(url, { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('gateway_trpc_request_duration_seconds');
  });

  it('serves no metrics at all when neither a port nor a token is set', async () => {
    const res = await get(`${stack().gateways[1]!.url}/metrics`);
    expect(res.text).not.toContain('gateway_trpc_request_duration_seconds');
    expect(res.text).not.toContain('nodejs_heap_size_used_bytes');
  });

  it('has the platform expose its own metrics the same way', async () => {
    const url = `${stack().platform.url}/metrics`;
    expect((await get(url)).status).toBe(401);
    const ok = await get(url, { authorization: `Bearer ${PLATFORM_TOKEN}` });
    expect(ok.status).toBe(200);
    expect(sample(ok.text, 'platform_api_request_duration_seconds_count', { code: 'OK' })).toBeGreaterThan(0);
    expect(ok.text).toContain('platform_state_save_duration_seconds');
    expect(sample(ok.text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('request ids', () => {
  it('keeps a valid incoming x-request-id, returns it, and logs it on both services', async () => {
    const { client } = await loggedIn(stack());
    const id = `lb-${Date.now().toString(36)}-0123abcd`;
    const r = await client.call('account.playerInfo', {}, { headers: { 'x-request-id': id } });
    expect(r.raw).toContain('"result"');
    expect(r.headers['x-request-id']).toBe(id);
    // Log lines reach the harness through a pipe, a moment after the answer.
    await expect
      .poll(() =>
        logRecords(stack().gateways[0]!.logs).some((l) => l.reqId === id && l.msg === 'request completed'),
      )
      .toBe(true);
    await expect
      .poll(() =>
        logRecords(stack().platform.logs).some((l) => l.reqId === id && l.msg === 'request completed'),
      )
      .toBe(true);
  });

  it('gives every other request a unique id of its own', async () => {
    const client = stack().client();
    const seen = new Set<string>();
    for (const given of [undefined, 'short', 'has spaces in it!', 'x'.repeat(200)]) {
      const r = await client.call('common.config', undefined, {
        headers: given ? { 'x-request-id': given } : {},
      });
      const id = String(r.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(4);
  });
});

describe('an upstream failure', () => {
  it('is logged at warn with the path, the cause and the duration, under the request id', async () => {
    const { client } = await loggedIn(stack());
    await stack().platform.stop();
    const id = `lb-down-${Date.now().toString(36)}`;
    const r = await client.call('account.playerInfo', {}, { headers: { 'x-request-id': id } });
    expect(r.ok).toBe(false);
    expect(r.headers['x-request-id']).toBe(id);
    const failedLine = () =>
      logRecords(stack().gateways[0]!.logs).find((l) => l.reqId === id && l.msg === 'upstream call failed');
    await expect.poll(failedLine).toBeDefined();
    const line = failedLine();
    expect(line).toMatchObject({ level: 40, path: '/api/v1/player/query', cause: 'ECONNREFUSED' });
    expect(typeof line?.durationMs).toBe('number');
    const t = (await get(metricsUrl(stack().gateways[0]!.logs))).text;
    expect(
      sample(t, 'gateway_upstream_request_duration_seconds_count', { outcome: 'unreachable' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
