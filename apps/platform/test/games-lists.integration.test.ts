/**
 * The lobby's side of games over HTTP: the seeded catalog, machine floors, favorites, recent games,
 * bet limits, the big-win ranking, artwork and the deposit-auto-transfer-in flag.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { MULTI_MODE_PLATFORMS } from '@casino/shared/rules/constants';
import { toUnits } from '@casino/shared/schemas/money';
import { emitPlatformEvent } from '../src/core/events';
import { useTestPlatform } from './harness';
import { playerCash, playerGamePrefix } from '../src/core/accounts';

const p = useTestPlatform();

async function player(jpy: string | null = '10000') {
  const username = 'l' + randomBytes(5).toString('hex');
  const { id } = await p.dev<{ id: string }>('POST', '/players', {
    username,
    password: 'secret123',
    balances: jpy ? { JPY: jpy } : {},
  });
  const { access_token: token } = p.state.tokens.issue(id, { accessMs: 600_000, refreshMs: 600_000 });
  return { id, token };
}

type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
type GameItem = {
  gameId: string;
  platformCode: string;
  gameType: string;
  gameName: string;
  supMultiMode: boolean;
};

describe('game catalog', () => {
  it('lists 100+ games in every category, with names in the request language', async () => {
    const ja = await p.call<Page<GameItem>>('/api/v1/game/info/all/machine_info_list', { pageSize: 200 });
    expect(ja.body.data!.total).toBeGreaterThanOrEqual(100);
    const types = new Set(ja.body.data!.list.map((g) => g.gameType));
    expect([...types].sort()).toEqual(['fish', 'live-casino', 'pachinko', 'poker', 'slots', 'sports']);
    const en = await p.call<Page<GameItem>>(
      '/api/v1/game/info/all/machine_info_list',
      { keyword: 'Sakura Fortune' },
      { lang: 'en-US' },
    );
    expect(en.body.data!.list[0]).toMatchObject({ gameId: 'JPT_1001', gameName: 'Sakura Fortune' });
    const jaOne = await p.call<Page<GameItem>>('/api/v1/game/info/all/machine_info_list', {
      keyword: '桜フォーチュン',
    });
    expect(jaOne.body.data!.list[0]!.gameName).toBe('桜フォーチュン');
  });

  it('marks exactly the seven multi-mode platforms as multi-mode', async () => {
    const all = await p.call<Page<GameItem>>('/api/v1/game/info/all/machine_info_list', { pageSize: 999 });
    const multi = new Set(all.body.data!.list.filter((g) => g.supMultiMode).map((g) => g.platformCode));
    expect([...multi].sort()).toEqual([...MULTI_MODE_PLATFORMS].sort());
    expect(all.body.data!.list.some((g) => !g.supMultiMode)).toBe(true);
  });

  it('gives providers with their currencies', async () => {
    const r = await p.call<{
      list: { providerCode: string }[];
      providerCurrencyList: { providerCode: string; providerCurrency: string }[];
    }>('/api/v1/game/provider/query_web_game_provider', {});
    expect(r.body.data!.list.length).toBeGreaterThanOrEqual(10);
    expect(r.body.data!.providerCurrencyList).toContainEqual({
      providerCode: 'KAMIKAZE',
      providerCurrency: 'JPY',
    });
  });

  it('serves generated SVG artwork that cannot be framed', async () => {
    const res = await request(`${p.url}/games/art/JPT_1001.svg?lang=en`);
    const svg = await res.body.text();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(svg).toContain('Sakura Fortune');
  });

  it('draws no label badges into the artwork (the sites draw them, translated, over the art)', async () => {
    for (const lang of ['ja', 'en']) {
      const svg = await (await request(`${p.url}/games/art/JPT_1001.svg?lang=${lang}`)).body.text();
      for (const code of ['NEW', 'HOT', 'JACKPOT', 'POPULAR', 'RECOMMEND', 'EXCLUSIVE'])
        expect(svg).not.toContain(`>${code}<`);
    }
  });

  it('lists the kamikaze floor in one page of 999 and the amigo floor by game', async () => {
    const k = await p.call<
      Page<{ platformCode: string; machineNo: number; recentHits: unknown[]; state: string }>
    >('/api/v1/game/info/kamikaze/machine_list', {});
    expect(k.body.data!.pageSize).toBe(999);
    expect(k.body.data!.total).toBeGreaterThan(100);
    expect(k.body.data!.list).toHaveLength(k.body.data!.total);
    expect(new Set(k.body.data!.list.map((m) => m.platformCode))).toEqual(new Set(['KAMIKAZE']));
    const a = await p.call<Page<{ gameId: string }>>('/api/v1/game/info/amigo/game_list_by_id', {
      gameId: 'AMIGO_1001',
    });
    expect(a.body.data!.total).toBeGreaterThan(0);
    expect(a.body.data!.list.every((m) => m.gameId === 'AMIGO_1001')).toBe(true);
  });

  it('answers bet limits per currency and 110069 for an unknown platform', async () => {
    const r = await p.call<{
      list: { currency: string; minBet: string; maxBet: string; betSteps: string[] }[];
    }>('/v1/callback/betlimit/query_game_betLimit', {
      platformCode: 'JPT',
      gameId: 'JPT_1001',
      currency: 'JPY',
    });
    expect(r.body.data!.list).toEqual([
      expect.objectContaining({ currency: 'JPY', minBet: '10.00', maxBet: '1000.00' }),
    ]);
    const bad = await p.call('/v1/callback/betlimit/query_game_betLimit', { platformCode: 'NOPE' });
    expect(bad.body.code).toBe(110069);
  });

  it('shows five big wins, best multiplier first, with masked names', async () => {
    const r = await p.call<Page<{ rank: number; loginName: string; multiplier: string }>>(
      '/api/v1/game/order/get_ranking_bet_record',
      {},
    );
    expect(r.body.data!.list).toHaveLength(5);
    expect(r.body.data!.list.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    const m = r.body.data!.list.map((x) => Number(x.multiplier));
    expect([...m].sort((a, b) => b - a)).toEqual(m);
    expect(r.body.data!.list.every((x) => x.loginName.includes('***'))).toBe(true);
  });
});

describe('a player’s games', () => {
  it('keeps favorites (page size 500) and removes them', async () => {
    const u = await player();
    for (const [gameId, platformCode] of [
      ['JPT_1001', 'JPT'],
      ['IPACHIN_1001', 'IPACHIN'],
    ]) {
      const add = await p.call('/api/v1/game/favor/add', { gameId, platformCode }, { token: u.token });
      expect(add.body.success).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
    }
    const q = await p.call<Page<GameItem>>('/api/v1/game/favor/query', {}, { token: u.token });
    expect(q.body.data!.pageSize).toBe(500);
    expect(q.body.data!.list.map((g) => g.gameId)).toEqual(['IPACHIN_1001', 'JPT_1001']);
    const listed = await p.call<Page<GameItem & { favorite: boolean }>>(
      '/api/v1/game/info/all/machine_info_list',
      { keyword: 'JPT_1001' },
      { token: u.token },
    );
    expect(listed.body.data!.list[0]!.favorite).toBe(true);
    await p.call(
      '/api/v1/game/favor/delete',
      { gameId: 'JPT_1001', platformCode: 'JPT' },
      { token: u.token },
    );
    const after = await p.call<Page<GameItem>>('/api/v1/game/favor/query', {}, { token: u.token });
    expect(after.body.data!.list.map((g) => g.gameId)).toEqual(['IPACHIN_1001']);
    const missing = await p.call(
      '/api/v1/game/favor/add',
      { gameId: 'NOPE_9', platformCode: 'JPT' },
      { token: u.token },
    );
    expect(missing.body.code).toBe(110069);
  });

  it('remembers launched games as recent, newest first, and deletes one or all', async () => {
    const u = await player();
    for (const [gameId, platformCode] of [
      ['ISLOT_1001', 'ISLOT'],
      ['PCB_1001', 'PCB'],
      ['PNG_1001', 'PNG'],
    ]) {
      await p.call('/api/v1/game/launch_game', { gameId, platformCode }, { token: u.token });
      await new Promise((r) => setTimeout(r, 5));
    }
    const q = await p.call<Page<GameItem & { lastPlayedAt: number }>>(
      '/api/v1/recent/game/query',
      {},
      { token: u.token },
    );
    expect(q.body.data!.list.map((g) => g.gameId)).toEqual(['PNG_1001', 'PCB_1001', 'ISLOT_1001']);
    const one = await p.call<{ deleted: number }>(
      '/api/v1/recent/game/delete',
      { gameId: 'PCB_1001' },
      { token: u.token },
    );
    expect(one.body.data!.deleted).toBe(1);
    const rest = await p.call<{ deleted: number }>('/api/v1/recent/game/delete', {}, { token: u.token });
    expect(rest.body.data!.deleted).toBe(2);
    const empty = await p.call<Page<GameItem>>('/api/v1/recent/game/query', {}, { token: u.token });
    expect(empty.body.data!.total).toBe(0);
  });

  it('moves a credited deposit into the game wallet when auto transfer-in is on', async () => {
    const u = await player(null);
    const set = await p.call<{ enabled: boolean; platformCode: string }>(
      '/api/v1/game/info/deposit_auto_trans_in_game',
      { enabled: true, platformCode: 'JPT' },
      { token: u.token },
    );
    expect(set.body.data).toEqual({ enabled: true, platformCode: 'JPT' });
    // What the money area does when a deposit is credited: cash in, then the event.
    p.state.ledger.transfer({
      key: `test-deposit:${u.id}`,
      kind: 'deposit',
      from: 'world:bank',
      to: playerCash(u.id),
      currency: 'JPY',
      amount: toUnits('3000'),
    });
    emitPlatformEvent(p.state, 'deposit.credited', {
      playerId: u.id,
      currency: 'JPY',
      amount: toUnits('3000'),
      orderNo: `D-${u.id}`,
      first: true,
      at: Date.now(),
    });
    expect(p.state.ledger.balance(`${playerGamePrefix(u.id)}JPT`, 'JPY')).toBe(toUnits('3000'));
    expect(p.state.ledger.balance(playerCash(u.id), 'JPY')).toBe(0n);
  });
});
