import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { useTestPlatform } from './harness';
import { moneyPlayer } from './money-helpers';
import { bet, deposit, T } from './promotions-helpers';

const CMS = '/api/phoenix/cms/open';
const p = useTestPlatform();

// Test payloads are read loosely; the platform already checked them against the catalog outputs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function open<T = any>(
  path: string,
  payload: Record<string, unknown> = {},
  lang?: 'ja-JP' | 'en-US',
): Promise<T> {
  const res = await p.call(path, payload, { lang });
  expect(res.body.code, path).toBe(200);
  return res.body.data as T;
}

describe('videos', () => {
  it('counts a play and answers a WebM clip the platform serves', async () => {
    const before = await open(`${CMS}/video/detail`, { videoId: 'V1002' });
    const play = await open(`${CMS}/video/play`, { videoId: 'V1002' });
    expect(play).toMatchObject({ videoId: 'V1002', mimeType: 'video/webm', playCount: before.playCount + 1 });
    expect((await open(`${CMS}/video/detail`, { videoId: 'V1002' })).playCount).toBe(before.playCount + 1);

    const media = await fetch(play.playUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await media.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML header
    const part = await fetch(play.playUrl, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const poster = await fetch(play.posterUrl);
    expect(poster.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('filters by tag, lists tags with counts and suggests more without the video itself', async () => {
    const tags = await open<{ list: { tagId: string; videoCount: number }[] }>(`${CMS}/video/tagList`);
    const guide = tags.list.find((t) => t.tagId === 'guide')!;
    const byTag = await open(`${CMS}/video/query`, { tagId: 'guide', pageNo: 1, pageSize: 50 });
    expect(byTag.total).toBe(guide.videoCount);
    expect(
      byTag.list.every((v: { tags: { tagId: string }[] }) => v.tags.some((t) => t.tagId === 'guide')),
    ).toBe(true);
    const hot = await open(`${CMS}/video/query`, { sort: 'hot', pageNo: 1, pageSize: 3 });
    expect(hot.list[0].playCount).toBeGreaterThanOrEqual(hot.list[1].playCount);
    const more = await open(`${CMS}/video/more`, { videoId: 'V1001', size: 4 });
    expect(more.list).toHaveLength(4);
    expect(more.list.map((v: { videoId: string }) => v.videoId)).not.toContain('V1001');
    const en = await open(`${CMS}/video/detail`, { videoId: 'V1001' }, 'en-US');
    expect(en.title).toBe('Sakura 777: free spins in action');
  });

  it('answers an unknown video with a not-found code', async () => {
    const res = await p.call(`${CMS}/video/play`, { videoId: 'NOPE' });
    expect(res.body.code).toBe(CODES.PROMO_NOT_FOUND);
  });
});

describe('CMS templates by theme code', () => {
  it('uses the theme of common config when the payload has none', async () => {
    const config = (await p.call('/api/v1/common/config', {})).body.data as { themeCode: string };
    const list = await open(`${CMS}/cmsTemplate/list`);
    expect(list.themeCode).toBe(config.themeCode);
    expect(list.list.map((t: { code: string }) => t.code)).toContain('privacy');
  });

  it('answers each theme its own templates, and none for an unknown theme', async () => {
    const kiosk = await open(`${CMS}/cmsTemplate/list`, { themeCode: 'jc-kiosk' });
    const codes = kiosk.list.map((t: { code: string }) => t.code);
    expect(codes).toContain('kiosk-guide');
    expect(codes).not.toContain('privacy');
    expect((await open(`${CMS}/cmsTemplate/list`, { themeCode: 'other' })).list).toEqual([]);
    const detail = await open(
      `${CMS}/cmsTemplate/detail`,
      { themeCode: 'jc-kiosk', code: 'kiosk-guide' },
      'en-US',
    );
    expect(detail.content).toContain('venue terminal');
    const missing = await p.call(`${CMS}/cmsTemplate/detail`, { themeCode: 'jc-kiosk', code: 'privacy' });
    expect(missing.body.code).toBe(CODES.PROMO_NOT_FOUND);
    const noKey = await p.call(`${CMS}/cmsTemplate/detail`, { themeCode: 'jc-kiosk' });
    expect(noKey.body.code).toBe(CODES.VALIDATION);
  });

  it('lists labels, topics by position and the providers of a category', async () => {
    const labels = await open(`${CMS}/gameLabels/gameLabelsList`);
    expect(labels.list.map((l: { code: string }) => l.code)).toContain('JACKPOT');
    const banners = await open(`${CMS}/topic/query`, { position: 'homeBanner' });
    expect(banners.list.length).toBeGreaterThan(0);
    expect(banners.list.every((t: { position: string }) => t.position === 'homeBanner')).toBe(true);
    const res = await p.call('/cms/v1/element/material/game_provider_selection', { gameType: 'pachinko' });
    const providers = (res.body.data as { list: { gameTypes: string[] }[] }).list;
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.every((x) => x.gameTypes.includes('pachinko'))).toBe(true);
  });
});

describe('report over the full lifecycle', () => {
  it("sums deposits, bets, wins and bonuses from the ledger, ignoring moves between the player's own accounts", async () => {
    const me = await moneyPlayer(p, {});
    await deposit(p, me, '30000');
    await bet(p, me, '5000', '12000');
    await bet(p, me, '2000');
    const config = (await p.call('/api/v1/common/config', {})).body.data as { pcAppId: string };
    await me.ok(`${T}/guessgame/customer/bet`, {
      gameId: 'GG-ESP-301',
      optionId: 'a',
      amount: '1000',
      appId: config.pcAppId,
    });
    await p.dev('POST', '/bonuses/grant', {
      loginName: me.loginName,
      currency: 'JPY',
      amount: '1500',
      wagerMultiplier: 5,
    });
    await me.ok('/throne-api/activity_detail_sign/apply_sign_v2', {});
    await me.ok('/throne-api/activity_detail_sign/fetch_sign_reward', {});
    const stat = await me.ok('/report/player_order_stat/sum_full_lifecycle', {});
    expect(stat.list).toHaveLength(1);
    expect(stat.list[0]).toMatchObject({
      currency: 'JPY',
      depositAmount: '30000.00',
      depositCount: 1,
      withdrawAmount: '0.00',
      betAmount: '8000.00',
      betCount: 3,
      winAmount: '12000.00',
      bonusAmount: '1600.00',
      gameProfit: '4000.00',
      netDeposit: '30000.00',
    });
    expect(stat.firstDepositTime).toBeGreaterThan(0);
  });
});
