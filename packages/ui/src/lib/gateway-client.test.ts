/// <reference types="node" />
// The shared client plumbing against a real HTTP server: headers, batch split, time-out, network failure.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTRPCClient } from '@trpc/client';
import { gatewayFetch, gatewayLinks, MAX_BATCH_ITEMS, RequestTimeoutError } from './gateway-client';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}
let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/hang')) return; // never answers
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace('/trpc/', ''));
    const batch = path.split(',');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(batch.map((p) => ({ result: { data: p } }))));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('gatewayLinks', () => {
  it('sends the CSRF header and the app headers, marks polls as background and cuts batches to the limit', async () => {
    seen.length = 0;
    const client = createTRPCClient({
      links: gatewayLinks({ url: `${base}/trpc`, client: 'kiosk', headers: () => ({ 'x-extra': 'yes' }) }),
    });
    const untyped = client as unknown as Record<
      string,
      Record<string, { query(i?: unknown, o?: unknown): Promise<unknown> }>
    >;
    const calls = Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => untyped.g![`p${i}`]!.query());
    expect(await Promise.all(calls)).toEqual(
      Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => `g.p${i}`),
    );
    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.headers['x-casino-client']).toBe('kiosk');
      expect(s.headers['x-extra']).toBe('yes');
      expect(s.headers['x-casino-background']).toBeUndefined();
    }
    seen.length = 0;
    await untyped.g!.poll!.query(undefined, { context: { background: true } });
    expect(seen[0]?.headers['x-casino-background']).toBe('1');
  });
});

describe('gatewayFetch', () => {
  it('fails a request that runs past the time-out with RequestTimeoutError (a TimeoutError)', async () => {
    const err = await gatewayFetch({ timeoutMs: 50 })(`${base}/hang`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestTimeoutError);
    expect((err as Error).name).toBe('TimeoutError');
  });

  it('reports a request that got no answer, and shows every answer to onResponse', async () => {
    const statuses: number[] = [];
    let failures = 0;
    const f = gatewayFetch({
      onResponse: (r) => statuses.push(r.status),
      onNetworkFailure: () => failures++,
    });
    await f(`${base}/trpc/a.b`);
    expect(statuses).toEqual([200]);
    expect(failures).toBe(0);
    await expect(f('http://127.0.0.1:1/trpc/a.b')).rejects.toThrow();
    expect(failures).toBe(1);
  });
});
