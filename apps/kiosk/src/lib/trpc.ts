/**
 * The tRPC client: end-to-end types from the gateway's AppRouter, through the links both front ends
 * share (packages/ui gateway-client: batched HTTP to /trpc with the CSRF header `x-casino-client:
 * kiosk`, which is also how the gateway knows a terminal calls and checks the terminal cookie; the
 * spec's 30 s time-out). A network failure is reported to the connectivity monitor, which probes the
 * gateway and shows the offline screen.
 */
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@casino/gateway/router';
import { gatewayLinks } from '@casino/ui/gateway-client';
import { TRPC_URL } from '../config/env';
import { reportNetworkFailure } from './connectivity-bus';
import { noteRefusalStatement, statementInBody } from './statements';

export const trpc = createTRPCReact<AppRouter>();

function watchResponse(res: Response) {
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
}

export function createTrpcClient() {
  return trpc.createClient({
    links: gatewayLinks({
      url: TRPC_URL,
      client: 'kiosk',
      cache: 'no-store',
      onResponse: watchResponse,
      onNetworkFailure: reportNetworkFailure,
    }),
  });
}
