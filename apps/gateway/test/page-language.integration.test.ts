/**
 * The language of a call is the page's when the player site says it (x-casino-language): the first
 * calls of a first /en/ visit are English even when the stored preference (cookie, session) is
 * Japanese, and the stored preference is still what session.current reports and what calls without
 * the header use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startStack, type Stack } from './helper';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('page-language');
});
afterAll(async () => {
  await stack?.stop();
});

const LIST = { pageNo: 1, pageSize: 50 };
type GameList = { list: { gameId: string | number; gameName: string }[] };
const hasKana = (s: string) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(s);

describe('page language header', () => {
  it('answers a visitor in the page language whatever the stored preference', async () => {
    const client = stack.client();
    expect((await client.call('session.setLanguage', { language: 'ja-JP' })).ok).toBe(true);

    const ja = await client.call<GameList>('games.machineInfoList', LIST);
    const en = await client.call<GameList>('games.machineInfoList', LIST, {
      headers: { 'x-casino-language': 'en-US' },
    });
    expect(ja.ok && en.ok).toBe(true);
    const jaNames = ja.data!.list.map((g) => g.gameName);
    const enNames = en.data!.list.map((g) => g.gameName);
    expect(enNames.length).toBeGreaterThan(0);
    expect(enNames).not.toEqual(jaNames);
    expect(jaNames.some(hasKana)).toBe(true);
    expect(enNames.some(hasKana)).toBe(false);

    // The stored preference is untouched by the header.
    const current = await client.call<{ language: string }>('session.current', undefined, {
      headers: { 'x-casino-language': 'en-US' },
    });
    expect(current.data?.language).toBe('ja-JP');
  });

  it("answers a player in the page language over the session's", async () => {
    const { client } = await loggedIn(stack);
    await client.call('session.setLanguage', { language: 'ja-JP' });
    const en = await client.call<GameList>('games.machineInfoList', LIST, {
      headers: { 'x-casino-language': 'en-US' },
    });
    expect(en.data!.list.some((g) => hasKana(g.gameName))).toBe(false);
  });

  it('ignores a header that is not a language', async () => {
    const client = stack.client();
    await client.call('session.setLanguage', { language: 'ja-JP' });
    const r = await client.call<GameList>('games.machineInfoList', LIST, {
      headers: { 'x-casino-language': 'xx-<script>' },
    });
    expect(r.ok).toBe(true);
    expect(r.data!.list.some((g) => hasKana(g.gameName))).toBe(true);
  });
});
