/**
 * The SSE link of the live channel (tRPC's httpSubscriptionLink with the browser's EventSource), loaded
 * by gateway-client's lazy link the first time a page subscribes.
 */
import { httpSubscriptionLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';

export function subscriptionLink(o: { url: string }) {
  return httpSubscriptionLink<AnyTRPCRouter, typeof EventSource>({ url: o.url });
}
