/**
 * The live channel on a Redis Cluster (three masters; sharded pub/sub, SPUBLISH/SSUBSCRIBE) and behind
 * Sentinel, two gateway instances each: a transfer through one instance reaches a page on the other,
 * the upstream poll runs on one instance per player, a page resumes by lastEventId, and the lobby's
 * public figures polled by one instance reach pages on both.
 */
import { describe, expect, it } from 'vitest';
import { sleep } from '@casino/testkit/repo';
import { loggedIn, sameBrowser, useClusterStack, useSentinelStack, type Stack } from './helper';
import { fundGame } from './game-wallets-support';
import { cashOf, depositInput, gameWalletOf, liveStream, twoPages } from './live-support';

const POLL_MS = 400;
/** Two instances, each polling often, so that a change shows within the test's time. */
const TWO_INSTANCES = {
  gateways: 2,
  gatewayEnv: { WALLET_POLL_MS: String(POLL_MS), PUBLIC_POLL_MS: String(POLL_MS) },
};
const PLAYER_QUERY = '/api/v1/player/query';

function liveAcrossInstances(stack: () => Stack) {
  it('a transfer through gateway A reaches a page on gateway B', async () => {
    const { client } = await loggedIn(stack(), 0);
    const s = await liveStream(sameBrowser(stack(), client, 1));
    try {
      await s.next((e) => e.type === 'snapshot');
      await fundGame(client, '30000');
      const e = await s.next((x) => x.type === 'wallets' && cashOf(x) === '70000.00');
      expect(gameWalletOf(e, 'JPT')?.amounts).toEqual([{ currency: 'JPY', amount: '30000.00' }]);
    } finally {
      s.close();
    }
  });

  it('polls the platform on one instance per player', async () => {
    const { client } = await loggedIn(stack(), 0);
    const streams = [
      await liveStream(client),
      await liveStream(sameBrowser(stack(), client, 1)),
      await liveStream(sameBrowser(stack(), client, 1)),
    ];
    try {
      for (const s of streams) await s.next((e) => e.type === 'snapshot');
      await stack().platform.dev.resetCounters();
      // Counting polls needs intervals to go by: ten of them.
      const windowMs = POLL_MS * 10;
      await sleep(windowMs);
      const polls = (await stack().platform.dev.counters()).requests[PLAYER_QUERY] ?? 0;
      expect(polls).toBeGreaterThanOrEqual(2);
      expect(polls).toBeLessThanOrEqual(windowMs / POLL_MS + 1);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a jackpot fed on the platform reaches pages on both instances through the public topic', async () => {
    const { client } = await loggedIn(stack(), 0);
    const streams = [await liveStream(client), await liveStream(sameBrowser(stack(), client, 1))];
    try {
      for (const s of streams) await s.next((e) => e.type === 'snapshot');
      const from = streams.map((s) => s.events.length);
      const { jackpotCode, amount } = await stack().platform.dev.contributeJackpot(
        ((await client.ok('games.jackpotInfo', {})) as { list: { jackpotCode: string }[] }).list[0]!
          .jackpotCode,
        '4321.00',
      );
      for (const [i, s] of streams.entries())
        await s.next(
          (e) =>
            e.type === 'public' &&
            e.jackpots?.list.find((j) => j.jackpotCode === jackpotCode)?.amount === amount,
          { from: from[i] },
        );
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a page on the other instance resumes by lastEventId with exactly what it missed', async () => {
    const { client, stayed, away } = await twoPages(stack(), 1);
    try {
      const lastSeen = away.lastId()!;
      away.close();
      const o = await client.ok<{ orderNo: string }>('deposit.create', depositInput('4000'));
      await stayed.next((e) => e.type === 'order' && e.order.orderNo === o.orderNo);
      // The page that stayed saw the away page's last event (events may have come between the two
      // snapshots): what came after it is what the away page missed.
      const from = stayed.events.findIndex((e) => e.id === lastSeen);
      expect(from).toBeGreaterThanOrEqual(0);
      const missed = stayed.events.slice(from + 1);
      const resumed = await liveStream(sameBrowser(stack(), client, 1), lastSeen);
      try {
        await resumed.next((e) => e.type === 'order' && e.order.orderNo === o.orderNo);
        expect(resumed.events.slice(0, missed.length)).toEqual(missed);
      } finally {
        resumed.close();
      }
    } finally {
      stayed.close();
      away.close();
    }
  });
}

describe('live channel on a Redis Cluster (sharded pub/sub)', () => {
  liveAcrossInstances(useClusterStack('livecluster', TWO_INSTANCES));
});

describe('live channel behind Redis Sentinel', () => {
  liveAcrossInstances(useSentinelStack('livesentinel', TWO_INSTANCES));
});
