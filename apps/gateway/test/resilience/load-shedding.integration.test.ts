/**
 * Load shedding: when the gateway's event loop has been stalled (here: the process is frozen with
 * SIGSTOP for a while, as a long GC pause or a starved CPU would), the requests that piled up get an
 * immediate 503 with Retry-After and a tRPC-shaped error instead of all being served late, /healthz
 * stays answered, and service resumes by itself once the loop is healthy again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import type { CallResult } from '@casino/testkit/client';
import { startStack, type Stack } from '../helper';
import { assertAlive, until } from './fault-stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('load-shedding', {
    gatewayEnv: {
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '200',
      GATEWAY_PRESSURE_SAMPLE_MS: '100',
      GATEWAY_RETRY_AFTER_S: '2',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('load shedding', () => {
  it('sheds the requests that piled up behind a stalled event loop with 503 and Retry-After, then recovers', async () => {
    const gw = stack.gateways[0]!;
    const client = stack.client();
    // A busy CI machine may itself lag the loop past the limit for a moment: start from a served call.
    await until('a served call', async () =>
      (await client.call('games.providers', {})).ok ? true : undefined,
    );

    gw.child.kill('SIGSTOP');
    let results: CallResult[];
    let health: number;
    try {
      const pending = Promise.all(Array.from({ length: 20 }, () => client.call('games.providers', {})));
      const healthz = request(`${gw.url}/healthz`).then(async (r) => {
        await r.body.dump();
        return r.statusCode;
      });
      await new Promise((r) => setTimeout(r, 1500));
      gw.child.kill('SIGCONT');
      [results, health] = await Promise.all([pending, healthz]);
    } finally {
      gw.child.kill('SIGCONT');
    }

    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true);
    const shed = results.filter((r) => r.status === 503);
    expect(shed.length, statuses.join(',')).toBeGreaterThan(0);
    for (const r of shed) {
      expect(r.headers['retry-after']).toBe('2');
      expect(r.error?.data.code).toBe('SERVICE_UNAVAILABLE');
      expect(r.error?.data.retryAfterMs).toBe(2000);
    }
    expect(health).toBe(200);

    await until('service to resume', async () =>
      (await client.call('games.providers', {})).ok ? true : undefined,
    );
    assertAlive(gw);
    expect(gw.logs.some((l) => l.includes('under pressure'))).toBe(true);
  });
});
