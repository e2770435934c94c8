/**
 * One trace from the browser's request through the gateway to the platform: both services run with
 * their tracing preload (`--import .../observability/tracing.ts`) and OTEL_EXPORTER_OTLP_ENDPOINT
 * pointing at an OTLP/HTTP receiver in this process (JSON encoding), which keeps every span it gets.
 * The browser's traceparent is continued by the gateway, sent upstream by undici and continued by
 * the platform; the spans carry the request id.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@casino/testkit/repo';
import { loggedIn, startStack, type Stack } from './helper';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface Received {
  service: string;
  span: Span;
}

/** An OTLP/HTTP receiver (POST /v1/traces, JSON): keeps the spans, answers an empty success. */
function otlpReceiver(): Promise<{ server: Server; url: string; spans: Received[] }> {
  const spans: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && String(req.headers['content-type']).includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Span[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ service, span });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans }),
    ),
  );
}

const preload = (app: string) =>
  `--import tsx --import ${join(repoRoot, `apps/${app}/src/observability/tracing.ts`)}`;

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let stack: Stack;

beforeAll(async () => {
  receiver = await otlpReceiver();
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Export within a fraction of a second, so the test waits for spans, not for a batch timer.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  stack = await startStack('tracing', {
    platformEnv: { ...otel, NODE_OPTIONS: preload('platform') },
    gatewayEnv: { ...otel, NODE_OPTIONS: preload('gateway') },
  });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.server.close(r));
});

const attr = (s: Span, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};

describe('tracing', () => {
  it('follows one request from the browser through the gateway to the platform in one trace', async () => {
    const { client } = await loggedIn(stack);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'.replace(/^.{4}/, Date.now().toString(16).slice(-4));
    const browserSpan = '00f067aa0ba902b7';
    const requestId = `trace-test-${Date.now().toString(36)}`;
    const r = await client.call(
      'account.playerInfo',
      {},
      { headers: { traceparent: `00-${traceId}-${browserSpan}-01`, 'x-request-id': requestId } },
    );
    expect(r.ok).toBe(true);

    const ofTrace = () => receiver.spans.filter((s) => s.span.traceId === traceId);
    // Both services' request spans arrive (each exports on its own batch timer).
    await expect
      .poll(() => new Set(ofTrace().map((s) => s.service)), { timeout: 30_000 })
      .toEqual(new Set(['casino-gateway', 'casino-platform']));
    await expect
      .poll(() => ofTrace().some((s) => s.service === 'casino-platform' && s.span.kind === 2), {
        timeout: 30_000,
      })
      .toBe(true);
    // The gateway's request span ends with the answer, after its Redis and upstream spans: each may come
    // in a batch of its own.
    await expect
      .poll(
        () => ofTrace().some((s) => s.service === 'casino-gateway' && s.span.parentSpanId === browserSpan),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    await expect
      .poll(
        () => {
          const ids = new Set(
            ofTrace()
              .filter((s) => s.service === 'casino-gateway')
              .map((s) => s.span.spanId),
          );
          return ofTrace().some(
            (s) => s.service === 'casino-platform' && s.span.kind === 2 && ids.has(s.span.parentSpanId ?? ''),
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    const spans = ofTrace();
    const byId = new Map(spans.map((s) => [s.span.spanId, s]));
    // The gateway's request span continues the browser's span and carries the request id.
    const gatewayRoot = spans.find(
      (s) => s.service === 'casino-gateway' && s.span.parentSpanId === browserSpan,
    );
    expect(gatewayRoot).toBeDefined();
    expect(attr(gatewayRoot!.span, 'http.request.id')).toBe(requestId);
    // The platform's request span is the child of the gateway's outgoing (undici, client) span.
    const platformRoot = spans.find(
      (s) =>
        s.service === 'casino-platform' &&
        s.span.kind === 2 &&
        byId.get(s.span.parentSpanId ?? '')?.service === 'casino-gateway',
    );
    expect(platformRoot).toBeDefined();
    const upstreamCall = byId.get(platformRoot!.span.parentSpanId!)!;
    expect(upstreamCall.span.kind).toBe(3);
    // Redis commands of the request (the session read) are in the same trace.
    const redis = spans.filter(
      (s) => s.service === 'casino-gateway' && attr(s.span, 'db.system.name') === 'redis',
    );
    expect(redis.length).toBeGreaterThan(0);
    // Only the command's name, never its arguments (session keys).
    for (const s of redis) expect(attr(s.span, 'db.query.text')).toBe(s.span.name);
  });

  it('puts the trace id on the log lines of the request', async () => {
    const client = stack.client();
    const traceId = 'a'.repeat(28) + Date.now().toString(16).slice(-4);
    const requestId = `trace-log-${Date.now().toString(36)}`;
    await client.call(
      'account.playerInfo',
      {},
      {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': requestId },
      },
    );
    await expect
      .poll(() =>
        stack.gateways[0]!.logs.some(
          (l) => l.includes(`"reqId":"${requestId}"`) && l.includes(`"traceId":"${traceId}"`),
        ),
      )
      .toBe(true);
  });
});
