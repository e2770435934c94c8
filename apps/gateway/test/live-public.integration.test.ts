/**
 * The public figures on the live channel (two gateway instances on one Redis, real platform over
 * HTTP): a signed-in page's stream carries the jackpots, big wins and pachinko floor the lobby shows,
 * in both languages, as a visitor's calls answer them; a change on the platform reaches the page by
 * the public poll, which runs once per interval whatever the number of pages and instances (counted at
 * the platform); and only the feeds that changed are sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '@casino/testkit/repo';
import { loggedIn, sameBrowser, startStack, type Stack } from './helper';
import { liveStream, type LiveEvent } from './live-support';

const PUBLIC_POLL_MS = 400;
const JACKPOT_PATH = '/api/v1/game/jackpot/agin_info';

type PublicEvent = Extract<LiveEvent, { type: 'public' }>;
const isPublic = (e: LiveEvent): e is PublicEvent => e.type === 'public';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('live-public', {
    gateways: 2,
    gatewayEnv: { PUBLIC_POLL_MS: String(PUBLIC_POLL_MS), SUBSCRIPTIONS_PER_PLAYER: '50' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('public figures on the live channel', () => {
  it("a signed-in page's stream carries the lobby's public figures in both languages, as a visitor's calls answer them", async () => {
    const { client } = await loggedIn(stack, 0);
    const s = await liveStream(client);
    try {
      const ja = await s.next(
        (e) => isPublic(e) && e.language === 'ja-JP' && !!e.jackpots && !!e.bigWins && !!e.machines,
      );
      const en = await s.next(
        (e) => isPublic(e) && e.language === 'en-US' && !!e.jackpots && !!e.bigWins && !!e.machines,
      );
      const visitor = stack.client(1);
      const jackpots = await visitor.ok('games.jackpotInfo', {});
      const bigWins = await visitor.ok('games.rankingBetRecord', { pageNo: 1, pageSize: 5 });
      const machines = await visitor.ok('games.kamikazeMachineList', { pageNo: 1, pageSize: 999 });
      expect(isPublic(ja) && ja.jackpots).toEqual(jackpots);
      expect(isPublic(ja) && ja.bigWins).toEqual(bigWins);
      expect(isPublic(ja) && ja.machines).toEqual(machines);
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
      for (const s of [onA, onB]) await s.next((e) => isPublic(e) && !!e.jackpots);
      const pool = (
        (await stack.client(0).ok('games.jackpotInfo', {})) as { list: { jackpotCode: string }[] }
      ).list[0]!;
      const from = onA.events.length;
      const fromB = onB.events.length;
      const { amount } = await stack.platform.dev.contributeJackpot(pool.jackpotCode, '1234.00');
      const amountOf = (e: LiveEvent) =>
        isPublic(e) ? e.jackpots?.list.find((j) => j.jackpotCode === pool.jackpotCode)?.amount : undefined;
      const changed = await onA.next((e) => e.type === 'public' && amountOf(e) === amount, { from });
      await onB.next((e) => e.type === 'public' && amountOf(e) === amount, { from: fromB });
      // Nothing else changed: the event carries the jackpots alone.
      expect(changed).toMatchObject({ type: 'public', language: 'ja-JP' });
      expect(isPublic(changed) && changed.bigWins).toBeUndefined();
      expect(isPublic(changed) && changed.machines).toBeUndefined();
    } finally {
      onA.close();
      onB.close();
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
