/**
 * The SSE link of the live channel (tRPC's httpSubscriptionLink): loaded by gateway-client's lazy link
 * the first time a page subscribes, or used alone by a page that only subscribes (the staff view). The
 * browser's EventSource by default; a page that must send a header on its stream passes a fetch-based
 * one (`subscriptions.EventSource`).
 */
import { httpSubscriptionLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import type { GatewayClientOptions } from './gateway-client';

export function subscriptionLink(o: Pick<GatewayClientOptions, 'url' | 'subscriptions'>) {
  const { EventSource: ES, eventSourceOptions } = o.subscriptions ?? {};
  return httpSubscriptionLink<AnyTRPCRouter, typeof EventSource>({
    url: o.url,
    ...(ES ? { EventSource: ES } : {}),
    ...(eventSourceOptions
      ? {
          eventSourceOptions:
            typeof eventSourceOptions === 'function' ? () => eventSourceOptions() : eventSourceOptions,
        }
      : {}),
  });
}
