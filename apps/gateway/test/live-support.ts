/**
 * What the live-channel tests share: a player's live stream (the SSE reader of the testkit), the
 * events' shapes as the contract types them, and reading a wallet out of an event.
 */
import { openLiveStream, type LiveStream } from '@casino/testkit/live-stream';
import type { GatewayClient } from '@casino/testkit/client';
import type { LiveEvent } from '@casino/shared/live/events';
import { expect } from 'vitest';
import { loggedIn, sameBrowser, type Stack } from './helper';

export type { LiveEvent, LiveStream };

/** The player's live stream on the client's gateway, once its first event (the snapshot) arrived. */
export async function liveStream(
  client: GatewayClient,
  lastEventId?: string,
): Promise<LiveStream<LiveEvent>> {
  const s = await openLiveStream<LiveEvent>(client, { lastEventId });
  return s;
}

/**
 * A signed-in player's two pages in one browser, on the stack's instances 0 and 1, both past their
 * snapshot: `away` (on instance `awayOn`) is the page a test takes away, `stayed` the one that stays
 * (opened first). The caller closes both.
 */
export async function twoPages(stack: Stack, awayOn: 0 | 1 = 0) {
  const { client } = await loggedIn(stack, 0);
  const on = (i: number) => (i === 0 ? client : sameBrowser(stack, client, i));
  const stayed = await liveStream(on(1 - awayOn));
  const away = await liveStream(on(awayOn));
  try {
    await stayed.next((e) => e.type === 'snapshot');
    await away.next((e) => e.type === 'snapshot');
  } catch (err) {
    stayed.close();
    away.close();
    throw err;
  }
  return { client, stayed, away };
}

/** A page resumed by lastEventId got exactly the events it `missed` first (same ids and data), no snapshot. */
export function expectResumedWith(resumed: LiveStream<LiveEvent>, missed: LiveStream<LiveEvent>['events']) {
  const got = resumed.events.slice(0, missed.length);
  expect(got.map((e) => e.id)).toEqual(missed.map((e) => e.id));
  expect(got.map((e) => e.data)).toEqual(missed.map((e) => e.data));
  expect(resumed.events.some((e) => e.data.type === 'snapshot')).toBe(false);
}

/** A live stream that gets its snapshot (one the gateway admits); undefined when it is refused (ended). */
export async function admittedStream(client: GatewayClient): Promise<LiveStream<LiveEvent> | undefined> {
  const s = await liveStream(client);
  const first = await Promise.race([
    s.next((e) => e.type === 'snapshot').then(() => 'snapshot' as const),
    s.ended().then(() => 'refused' as const),
  ]);
  if (first === 'snapshot') return s;
  s.close();
  return undefined;
}

/** The JPY cash of a `wallets` or `snapshot` event (undefined for other events). */
export function cashOf(e: LiveEvent, currency = 'JPY'): string | undefined {
  const wallets = e.type === 'wallets' ? e.wallets : e.type === 'snapshot' ? e.player?.wallets : undefined;
  return wallets?.find((w) => w.currency === currency)?.amount;
}

/** The game wallet of a platform in a `wallets` event. */
export function gameWalletOf(e: LiveEvent, platformCode: string) {
  return e.type === 'wallets' ? e.gameWallets.find((g) => g.platformCode === platformCode) : undefined;
}

/** A deposit order as the tests create it (the platform's bank-transfer channel). */
export function depositInput(amount: string) {
  return {
    clientOrderId: `live${Math.random().toString(36).slice(2, 14)}`,
    currency: 'JPY',
    amount,
    channelCode: 'BANK_JP',
  };
}
