/**
 * The public figures on the live channel (two gateway instances on one Redis, real platform over
 * HTTP): a signed-in page's snapshot carries the jackpots, big wins and pachinko floor the lobby shows,
 * in both languages, as a visitor's calls answer them; a change on the platform reaches the page by
 * the public poll, which runs once per interval whatever the number of pages and instances (counted at
 * the platform); only the feeds that changed are sent again; and a page that reconnects gets exactly
 * the public changes it missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '@casino/testkit/repo';
import type { GatewayClient } from '@casino/testkit/client';
import { loggedIn, sameBrowser, startStack, type Stack } from './helper';
import { expectResumedWith, liveStream, twoPages, type LiveEvent } from './live-support';

const PUBLIC_POLL_MS = 400;
const JACKPOT_PATH = '/api/v1/game/jackpot/agin_info';

type PublicEvent = Extract<LiveEvent, { type: 'public' }>;
const isPublic = (e: LiveEvent): e is PublicEvent => e.type === 'public';

let stack: Stack;
let pool = '';
const firstPool = () => pool;

/** Until the public poll has kept the figures (the first signed-in stream starts it). */
async function waitForPublicFigures(client: GatewayClient) {
  for (;;) {
    const s = await liveStream(client);
    try {
      const snap = await s.next((e) => e.type === 'snapshot');
      if (snap.type === 'snapshot' && (snap.public?.length ?? 0) === 2) return;
    } finally {
      s.close();
    }
    await sleep(PUBLIC_POLL_MS);
  }
}
beforeAll(async () => {
  stack = await startStack('live-public', {
    gateways: 2,
    gatewayEnv: { PUBLIC_POLL_MS: String(PUBLIC_POLL_MS), SUBSCRIPTIONS_PER_PLAYER: '50' },
  });
});
beforeAll(async () => {
  const jackpots = (await stack.client(0).ok('games.jackpotInfo', {})) as {
    list: { jackpotCode: string }[];
  };
  pool = jackpots.list[0]!.jackpotCode;
});
afterAll(async () => {
  await stack?.stop();
});

describe('public figures on the live channel', () => {
  it("a signed-in page's snapshot carries the lobby's public figures in both languages, as a visitor's calls answer them", async () => {
    // The first stream starts the public poll: the figures come with the next snapshot.
    const { client } = await loggedIn(stack, 0);
    await waitForPublicFigures(client);
    const s = await liveStream(client);
    try {
      const snap = await s.next((e) => e.type === 'snapshot');
      const figures = snap.type === 'snapshot' ? (snap.public ?? []) : [];
      const ja = { type: 'public', ...figures.find((f) => f.language === 'ja-JP') } as LiveEvent;
      const en = { type: 'public', ...figures.find((f) => f.language === 'en-US') } as LiveEvent;
      const visitor = stack.client(1);
      const jackpots = await visitor.ok('games.jackpotInfo', {});
      const bigWins = await visitor.ok('games.rankingBetRecord', { pageNo: 1, pageSize: 5 });
      expect(isPublic(ja) && ja.jackpots).toEqual(jackpots);
      expect(isPublic(ja) && ja.bigWins).toEqual(bigWins);
      // The floor is large: a page reads it itself, then gets its changes.
      expect(isPublic(ja) && ja.machines).toBeUndefined();
      // The platform names the pools in the request's language.
      const name = (e: LiveEvent) => (isPublic(e) ? e.jackpots?.list[0]?.name : undefined);
      expect(name(ja)).toBeTruthy();
      expect(name(en)).toBeTruthy();
      expect(name(en)).not.toBe(name(ja));
    } finally {
      s.close();
    }
  });

  it('a jackpot change on the platform reaches pages on both gateways, with only the feed that changed', async () => {
    const { client } = await loggedIn(stack, 0);
    const onA = await liveStream(client);
    const onB = await liveStream(sameBrowser(stack, client, 1));
    try {
      for (const s of [onA, onB]) await s.next((e) => e.type === 'snapshot');
      const from = onA.events.length;
      const fromB = onB.events.length;
      const { amount } = await stack.platform.dev.contributeJackpot(firstPool(), '1234.00');
      const amountOf = (e: LiveEvent) =>
        isPublic(e) ? e.jackpots?.list.find((j) => j.jackpotCode === firstPool())?.amount : undefined;
      const changed = await onA.next((e) => e.type === 'public' && amountOf(e) === amount, { from });
      await onB.next((e) => e.type === 'public' && amountOf(e) === amount, { from: fromB });
      // The big wins did not change, so the event does not carry them. (The pachinko floor moves on its
      // own 20 s clock, so a poll may catch a move beside the jackpot: its machines may ride along.)
      expect(changed).toMatchObject({ type: 'public', language: 'ja-JP' });
      expect(isPublic(changed) && changed.bigWins).toBeUndefined();
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('a page that reconnects with lastEventId gets exactly the public changes it missed', async () => {
    const { client, stayed, away } = await twoPages(stack);
    try {
      const lastSeen = away.lastId()!;
      away.close();
      const from = stayed.events.length;
      const { amount } = await stack.platform.dev.contributeJackpot(firstPool(), '777.00');
      const grown = (e: LiveEvent) =>
        isPublic(e) && e.language === 'en-US' && e.jackpots?.list[0]?.amount === amount;
      await stayed.next(grown, { from });
      const missed = stayed.events.slice(stayed.events.findIndex((e) => e.id === lastSeen) + 1);
      expect(missed.length).toBeGreaterThan(0);
      const resumed = await liveStream(client, lastSeen);
      try {
        await resumed.next(grown);
        expectResumedWith(resumed, missed);
      } finally {
        resumed.close();
      }
    } finally {
      stayed.close();
      away.close();
    }
  });

  it("the pachinko floor's changes reach the page machine by machine, as a visitor's call then answers them", async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(client);
    try {
      await s.next((e) => e.type === 'snapshot');
      // The platform's floor moves on every 20 s: the next step's changes come with the poll after it.
      const e = await s.next((x) => isPublic(x) && x.language === 'ja-JP' && !!x.machines, {
        timeoutMs: 60_000,
      });
      const changes = isPublic(e) ? e.machines! : null;
      expect(changes!.changed.length).toBeGreaterThan(0);
      const floor = (await stack.client(1).ok('games.kamikazeMachineList', { pageNo: 1, pageSize: 999 })) as {
        list: Record<string, unknown>[];
        total: number;
      };
      expect(changes!.total).toBe(floor.total);
      for (const patch of changes!.changed) {
        const now = floor.list.find((m) => m.machineId === patch.machineId);
        // Only what changed is sent, and it is what the floor shows.
        expect(Object.keys(patch).length).toBeLessThan(Object.keys(now!).length);
        expect(now).toMatchObject(patch);
      }
    } finally {
      s.close();
    }
  });

  it('polls the public figures once per interval, whatever the pages and instances', async () => {
    const players = [await loggedIn(stack, 0), await loggedIn(stack, 1)];
    const streams = [
      await liveStream(players[0]!.client),
      await liveStream(players[0]!.client),
      await liveStream(players[1]!.client),
      await liveStream(sameBrowser(stack, players[1]!.client, 0)),
    ];
    try {
      for (const s of streams) await s.next((e) => e.type === 'snapshot');
      await stack.platform.dev.resetCounters();
      // Counting polls needs intervals to go by: ten of them.
      const windowMs = PUBLIC_POLL_MS * 10;
      await sleep(windowMs);
      const calls = (await stack.platform.dev.counters()).requests[JACKPOT_PATH] ?? 0;
      // One poller (the lease holder), one call per language per poll, and it does poll.
      expect(calls).toBeGreaterThanOrEqual(2 * 2);
      expect(calls).toBeLessThanOrEqual(2 * (windowMs / PUBLIC_POLL_MS + 1));
    } finally {
      for (const s of streams) s.close();
    }
  });
});
