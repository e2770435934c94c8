/**
 * The tRPC client: end-to-end types from the gateway's AppRouter, one batched link to /trpc. Every call
 * carries `x-casino-client: kiosk` (the gateway's CSRF header, and how it knows a terminal calls: it
 * then checks the terminal cookie). Requests time out after the spec's 30 s; a network failure is
 * reported to the connectivity monitor, which probes the gateway and shows the offline screen.
 */
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@casino/gateway/router';
import { REQUEST_TIMEOUT_MS } from '@casino/shared/rules/constants';
import { CLIENT_HEADER, TRPC_URL } from '../config/env';
import { reportNetworkFailure } from './connectivity-bus';
import { noteRefusalStatement, statementInBody } from './statements';

export const trpc = createTRPCReact<AppRouter>();

export class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
}

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const outer = init?.signal;
  if (outer) outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  const timer = setTimeout(
    () => controller.abort(new RequestTimeoutError('Request timed out')),
    REQUEST_TIMEOUT_MS,
  );
  return fetch(input, { ...init, credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
    .then((res) => {
      if (res.status === 502 || res.status === 503 || res.status === 504) reportNetworkFailure();
      if (res.status === 403) {
        // The terminal was refused mid-visit: the refusal carries the statement of the money it
        // returned; the heartbeat's probe then shows the refused screen with it.
        void res
          .clone()
          .json()
          .then((body: unknown) => {
            const s = statementInBody(body);
            if (s) {
              noteRefusalStatement(s);
              reportNetworkFailure();
            }
          })
          .catch(() => undefined);
      }
      return res;
    })
    .catch((err: unknown) => {
      if (controller.signal.reason instanceof RequestTimeoutError) throw controller.signal.reason;
      if (!(err instanceof DOMException && err.name === 'AbortError')) reportNetworkFailure();
      throw err;
    })
    .finally(() => clearTimeout(timer));
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        maxURLLength: 2000,
        headers: () => CLIENT_HEADER,
        fetch: fetchWithTimeout,
      }),
    ],
  });
}
