import { describe, expect, it } from 'vitest';
import {
  PENDING,
  firstScreenJson,
  firstScreenOf,
  lobbyBanners,
  readFirstScreenAnswers,
} from './first-screen';

const topic = (topicId: number, position: string, imageUrl = `/t${topicId}.svg`) => ({
  topicId,
  title: `T${topicId}`,
  position,
  imageUrl,
  linkUrl: '',
});
const material = (materialId: number, position: string) => ({
  materialId,
  title: `M${materialId}`,
  position,
  imageUrl: `/m${materialId}.svg`,
  linkUrl: '/x',
});

describe('the lobby banners', () => {
  it('put the topics placed lobbyBanner before the top materials on the whole lobby, after them on a category', () => {
    const topics = { list: [topic(1, 'notice'), topic(2, 'lobbyBanner')] };
    const materials = { list: [material(3, 'top'), material(4, 'category:slots:top')] };
    expect(lobbyBanners(topics, materials, null).map((b) => b.id)).toEqual(['t2', 'm3']);
    expect(lobbyBanners(topics, materials, 'slots').map((b) => b.id)).toEqual(['m4', 't2']);
    expect(lobbyBanners(topics, materials, null)[1]).toEqual({
      id: 'm3',
      title: 'M3',
      imageUrl: '/m3.svg',
      href: '/x',
    });
  });
});

describe('the first screens', () => {
  const lobby = firstScreenOf('/ja/game')!.screen;
  const promotions = firstScreenOf('/en/promotions')!.screen;

  it('are known for the lobbies and the promotions in both languages only', () => {
    expect(firstScreenOf('/en/game')?.language).toBe('en');
    expect(firstScreenOf('/ja/promotions')?.language).toBe('ja');
    expect(firstScreenOf('/ja/game/slots/JPT/x')).toBeNull();
    expect(firstScreenOf('/ja/promotions/guess')).toBeNull();
    expect(firstScreenOf('/ja/videos')).toBeNull();
    expect(firstScreenOf('/ja/account')).toBeNull();
    expect(firstScreenOf('/de/game')).toBeNull();
  });

  it("make a category's lobby ask for that category's banners and providers, with or without a provider", () => {
    const slots = [
      ['cms.topicQuery', {}],
      ['cms.gamePage', { gameType: 'slots' }],
      ['games.providers', { gameType: 'slots' }],
      ['cms.gameLabelsList', {}],
    ];
    expect(firstScreenOf('/ja/game/slots')!.screen.calls).toEqual(slots);
    expect(firstScreenOf('/en/game/slots/JPT/')!.screen.calls).toEqual(slots);
    // A word that is no category shows the whole lobby, and asks what it asks.
    expect(firstScreenOf('/en/game/live')!.screen.calls).toEqual(lobby.calls);
    expect(lobby.calls).toEqual([
      ['cms.topicQuery', {}],
      ['cms.gamePage', {}],
      ['games.providers', {}],
      ['cms.gameLabelsList', {}],
    ]);
  });

  it("name a category's first banner: its own materials first, then the topics", () => {
    const slots = firstScreenOf('/ja/game/slots/JPT')!.screen;
    const topics = { list: [topic(2, 'lobbyBanner')] };
    const materials = { list: [material(3, 'top'), material(4, 'category:slots:top')] };
    expect(slots.pictures([topics, PENDING])).toBeNull();
    expect(slots.pictures([PENDING, materials])).toEqual(['/m4.svg']);
    expect(slots.pictures([PENDING, { list: [material(3, 'top')] }])).toBeNull();
    expect(slots.pictures([topics, { list: [] }])).toEqual(['/t2.svg']);
    expect(slots.pictures([{ list: [] }, { list: [] }])).toEqual([]);
  });

  it("name the lobby's first banner as soon as the answers tell", () => {
    const topics = { list: [topic(2, 'lobbyBanner')] };
    expect(lobby.pictures([PENDING, PENDING])).toBeNull();
    expect(lobby.pictures([topics, PENDING])).toEqual(['/t2.svg']);
    expect(lobby.pictures([{ list: [] }, PENDING])).toBeNull();
    expect(lobby.pictures([{ list: [] }, { list: [material(3, 'top')] }])).toEqual(['/m3.svg']);
    expect(lobby.pictures([{ list: [] }, { list: [] }])).toEqual([]);
  });

  it("name the tournaments' first row", () => {
    const list = [1, 2, 3].map((n) => ({ bannerUrl: `/b${n}.svg` }));
    expect(promotions.pictures([{ list }])).toEqual(['/b1.svg', '/b2.svg']);
    expect(promotions.pictures([PENDING])).toBeNull();
  });
});

describe('the video pages', () => {
  it("prepare the list's tags and first page, and name its first poster", () => {
    const list = firstScreenOf('/en/videoList')!.screen;
    expect(list.calls).toEqual([
      ['video.tagList', {}],
      ['video.query', { pageNo: 1, pageSize: 12 }],
    ]);
    const videos = { list: [{ posterUrl: '/p1.svg' }, { posterUrl: '/p2.svg' }, { posterUrl: '/p3.svg' }] };
    expect(list.pictures([PENDING, PENDING])).toBeNull();
    expect(list.pictures([PENDING, videos])).toEqual(['/p1.svg', '/p2.svg']);
    expect(list.pictures([PENDING, { list: [] }])).toEqual([]);
  });

  it("prepare a video's page for the video its address names, and name its poster", () => {
    const video = firstScreenOf('/ja/videos/V%201')!.screen;
    expect(video.calls).toEqual([
      ['video.detail', { videoId: 'V 1' }],
      ['video.more', { videoId: 'V 1', size: 6 }],
    ]);
    expect(video.pictures([PENDING, PENDING])).toBeNull();
    expect(video.pictures([{ posterUrl: '/p.svg' }, PENDING])).toEqual(['/p.svg']);
    expect(firstScreenOf('/ja/videos/%E0%A4%A')!.screen.calls).toEqual([]);
  });
});

describe('the answers in the page', () => {
  it('cannot close their script element or start markup, and read back equal', () => {
    const data = { list: [{ title: '</script><script>alert(1)</script> & <!-- \u2028' }] };
    const json = firstScreenJson([{ path: 'cms.topicQuery', input: {}, data }]);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(readFirstScreenAnswers(json, '/ja/game')).toEqual([{ path: 'cms.topicQuery', input: {}, data }]);
  });

  it('are read only for the calls the page makes, with their inputs', () => {
    const json = firstScreenJson([
      { path: 'cms.topicQuery', input: {}, data: { list: [] } },
      { path: 'cms.topicQuery', input: { x: 1 }, data: { list: [] } },
      { path: 'account.playerInfo', input: {}, data: {} },
    ]);
    expect(readFirstScreenAnswers(json, '/ja/game').map((a) => a.input)).toEqual([{}]);
    expect(readFirstScreenAnswers(json, '/ja/promotions')).toEqual([]);
    expect(readFirstScreenAnswers('[1, null, "x"]', '/ja/game')).toEqual([]);
  });
});
