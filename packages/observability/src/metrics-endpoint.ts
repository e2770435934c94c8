/**
 * How a service serves its Prometheus metrics without making them public: on a port of its own that only
 * the monitoring network reaches, and/or on the service's port behind a bearer token compared in
 * constant time (the gateway's `METRICS_PORT` / `METRICS_TOKEN`, the platform's `PLATFORM_METRICS_PORT` /
 * `PLATFORM_METRICS_TOKEN`). With neither set, nothing serves them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the Authorization header carries exactly `Bearer <token>`. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  // Digests of equal length, so the comparison neither leaks the token's length nor throws.
  return timingSafeEqual(digest(authorization.slice(7)), digest(token));
}

/** Serves GET /metrics (and nothing else) on a port of its own; resolves when it listens. */
export async function listenMetrics(
  source: MetricsSource,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return { server, port: (server.address() as AddressInfo).port };
}
