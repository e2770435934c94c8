import { describe, expect, it } from 'vitest';
import { getQueryKey } from '@trpc/react-query';
import { QueryClient } from '@tanstack/react-query';
import { firstScreenJson, firstScreenOf } from '@casino/shared/rules/first-screen';
import { queryKeyOf, seedFirstScreen } from './first-screen-data';
import { trpc } from './trpc';

/** A document with just the data block, as the gateway writes it. */
function pageWith(json: string): Document {
  return {
    getElementById: (id: string) => (id === 'first-screen-data' ? { textContent: json } : null),
  } as unknown as Document;
}

describe('the answers sent with the page', () => {
  it("use tRPC's own query key for every call of every first screen", () => {
    for (const path of ['/ja/game', '/ja/game/slots', '/en/game/live-casino/JPT', '/en/promotions']) {
      for (const [procedure, input] of firstScreenOf(path)!.screen.calls) {
        const [group, name] = procedure.split('.') as [string, string];
        const proxy = (trpc as unknown as Record<string, Record<string, Parameters<typeof getQueryKey>[0]>>)[
          group
        ]![name]!;
        expect(queryKeyOf(procedure, input)).toEqual(getQueryKey(proxy, input, 'query'));
      }
    }
  });

  it("fill a category lobby's calls with that category's inputs", () => {
    const client = new QueryClient();
    const json = firstScreenJson([
      { path: 'cms.gamePage', input: { gameType: 'fish' }, data: { list: [] } },
      { path: 'games.providers', input: {}, data: { list: [] } },
    ]);
    seedFirstScreen(client, pageWith(json), '/ja/game/fish/JPT');
    expect(client.getQueryData(getQueryKey(trpc.cms.gamePage, { gameType: 'fish' }, 'query'))).toEqual({
      list: [],
    });
    // The whole lobby's providers are not this page's call.
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('fill the cache of the page they were sent for, so its calls answer at once', () => {
    const client = new QueryClient();
    const topics = { list: [{ topicId: 1, title: 'A', position: 'lobbyBanner', imageUrl: '/a.svg' }] };
    const json = firstScreenJson([
      { path: 'cms.topicQuery', input: {}, data: topics },
      { path: 'cms.gamePage', input: {}, data: { list: [] } },
    ]);
    seedFirstScreen(client, pageWith(json), '/en/game');
    expect(client.getQueryData(getQueryKey(trpc.cms.topicQuery, {}, 'query'))).toEqual(topics);
    expect(client.getQueryData(getQueryKey(trpc.cms.gamePage, {}, 'query'))).toEqual({ list: [] });
  });

  it('are ignored on another page, for another input or when they are not JSON', () => {
    const client = new QueryClient();
    const json = firstScreenJson([{ path: 'cms.topicQuery', input: {}, data: { list: [] } }]);
    seedFirstScreen(client, pageWith(json), '/ja/promotions');
    seedFirstScreen(
      client,
      pageWith(firstScreenJson([{ path: 'tournament.list', input: { pageNo: 2, pageSize: 20 }, data: {} }])),
      '/ja/promotions',
    );
    seedFirstScreen(client, pageWith('{not json'), '/ja/game');
    seedFirstScreen(client, pageWith(json), '/ja/account');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
