import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const at = (pathname: string) => {
  (globalThis as { window?: unknown }).window = { location: { pathname } };
};
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const banners = [['cms', 'topicQuery'], { input: {}, type: 'query' }];
const session = [['session', 'current'], { type: 'query' }];

describe('the query cache', () => {
  it("keeps a call's answer per page language, so a switched page never shows the other language's", () => {
    const client = createQueryClient();
    at('/ja/game');
    client.setQueryData(banners, { list: ['日本語'] });
    at('/en/game');
    expect(client.getQueryData(banners)).toBeUndefined();
    client.setQueryData(banners, { list: ['English'] });
    at('/ja/game');
    expect(client.getQueryData(banners)).toEqual({ list: ['日本語'] });
  });

  it("keeps the gateway's session state once for both languages", () => {
    const client = createQueryClient();
    at('/ja/');
    client.setQueryData(session, { loggedIn: true });
    at('/en/');
    expect(client.getQueryData(session)).toEqual({ loggedIn: true });
  });

  it('invalidates a call in both languages', async () => {
    const client = createQueryClient();
    for (const lng of ['ja', 'en']) {
      at(`/${lng}/game`);
      client.setQueryData(banners, { list: [lng] });
    }
    await client.invalidateQueries({ queryKey: [['cms', 'topicQuery']] });
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: [['cms', 'topicQuery']] })
        .map((q) => q.state.isInvalidated),
    ).toEqual([true, true]);
  });
});
