/**
 * Handlers of the CMS group: topics, templates by theme code (absent = the theme of common config;
 * an unknown theme has no templates), game labels and the game page element materials.
 */
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { promoFail } from '../../core/promotions';
import { commonConfig } from '../common/store';
import { gamesStore } from '../games/store';
import { artUrl } from './art';
import type { TemplateDef } from './content';
import { cmsStore, GAME_TYPES } from './store';

function templateSummary(ctx: HandlerContext, t: TemplateDef) {
  return {
    templateId: t.templateId,
    code: t.code,
    themeCode: t.themeCode,
    type: t.type,
    title: ctx.t(t.title),
    summary: ctx.t(t.summary),
    coverUrl: artUrl(ctx.publicUrl, {
      kind: 'cover',
      title: ctx.t(t.title),
      sub: ctx.t(t.summary),
      hue: t.hue,
    }),
    sort: t.sort,
    updateTime: t.updateTime,
  };
}

function hashOf(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export const cmsHandlers: GroupHandlers<'cms'> = {
  'cms.topicQuery': (input, ctx) => ({
    list: cmsStore(ctx.state)
      .topics.filter(
        (t) =>
          (!input.position || t.position === input.position) && ctx.now >= t.startTime && ctx.now < t.endTime,
      )
      .sort((a, b) => a.position.localeCompare(b.position) || a.sort - b.sort)
      .map((t) => ({
        topicId: t.topicId,
        position: t.position,
        title: ctx.t(t.title),
        subtitle: ctx.t(t.subtitle),
        imageUrl: artUrl(ctx.publicUrl, {
          kind: 'banner',
          title: ctx.t(t.title),
          sub: ctx.t(t.subtitle),
          hue: t.hue,
        }),
        linkUrl: t.linkUrl,
        sort: t.sort,
        startTime: t.startTime,
        endTime: t.endTime,
      })),
  }),
  'cms.templateList': (input, ctx) => {
    const themeCode = input.themeCode ?? commonConfig(ctx.state).themeCode;
    return {
      themeCode,
      list: cmsStore(ctx.state)
        .templates.filter((t) => t.themeCode === themeCode && (!input.type || t.type === input.type))
        .sort((a, b) => a.sort - b.sort)
        .map((t) => templateSummary(ctx, t)),
    };
  },
  'cms.templateDetail': (input, ctx) => {
    const themeCode = input.themeCode ?? commonConfig(ctx.state).themeCode;
    const t = cmsStore(ctx.state).templates.find(
      (x) =>
        x.themeCode === themeCode &&
        (input.templateId ? x.templateId === input.templateId : x.code === input.code),
    );
    if (!t) return promoFail.notFound();
    return { ...templateSummary(ctx, t), content: ctx.t(t.content) };
  },
  'cms.gameLabelsList': (_input, ctx) => ({
    list: cmsStore(ctx.state).labels.map((l) => ({
      labelId: l.labelId,
      code: l.code,
      name: ctx.t(l.name),
      color: l.color,
      sort: l.sort,
    })),
  }),
  'cms.gamePage': (input, ctx) => {
    const store = cmsStore(ctx.state);
    const types = GAME_TYPES.filter((t) => !input.gameType || t === input.gameType);
    return {
      list: types.flatMap((type, i) => {
        const name = ctx.t(store.typeName(type));
        const hue = (i * 57 + 300) % 360;
        return [
          {
            materialId: `MT-${type}-top`,
            position: `category:${type}:top`,
            title: name,
            imageUrl: artUrl(ctx.publicUrl, {
              kind: 'banner',
              title: name,
              sub: ctx.t({ ja: '人気のゲームを今すぐプレイ', en: 'Play the most popular games now' }),
              hue,
            }),
            linkUrl: `/game/${type}`,
            sort: 1,
          },
          {
            materialId: `MT-${type}-side`,
            position: `category:${type}:side`,
            title: ctx.t({ ja: 'ウィークリー・スロット・グランプリ', en: 'Weekly Slot Grand Prix' }),
            imageUrl: artUrl(ctx.publicUrl, {
              kind: 'cover',
              title: ctx.t({ ja: 'トーナメント開催中', en: 'Tournament on now' }),
              sub: name,
              hue: (hue + 30) % 360,
            }),
            linkUrl: '/promotions/tournaments/T2025-SLOT-WEEK',
            sort: 2,
          },
        ];
      }),
    };
  },
  'cms.gameProviderSelection': (input, ctx) => ({
    list: gamesStore(ctx.state)
      .providers.filter((p) => !input.gameType || (p.gameTypes as string[]).includes(input.gameType))
      .slice()
      .sort((a, b) => a.sort - b.sort)
      .map((p) => ({
        providerCode: p.providerCode,
        platformCode: p.platformCodes[0] ?? p.providerCode,
        name: ctx.t(p.name),
        logoUrl: artUrl(ctx.publicUrl, { kind: 'logo', title: p.providerCode, hue: p.hue }),
        gameTypes: [...p.gameTypes],
        supportsMultiMode: p.supMultiMode,
        sort: p.sort,
      })),
  }),
  'cms.gameProperties': (input, ctx) => {
    const games = gamesStore(ctx.state).games.filter(
      (g) =>
        (!input.gameIds || input.gameIds.includes(g.gameId)) &&
        (!input.platformCode || g.platformCode === input.platformCode),
    );
    return {
      list: games.slice(0, 200).map((g) => {
        const h = hashOf(g.gameId);
        const volatility = (['low', 'medium', 'high'] as const)[h % 3]!;
        const features =
          g.engine === 'slot'
            ? [
                'freeSpins',
                'wild',
                ...(g.labels.includes('JACKPOT') ? ['jackpot'] : []),
                ...(h % 2 ? ['multiplier'] : []),
              ]
            : g.engine === 'pachinko'
              ? ['kakuhen', 'jitan', ...(g.labels.includes('JACKPOT') ? ['jackpot'] : [])]
              : ['liveDealer'];
        return {
          gameId: g.gameId,
          platformCode: g.platformCode,
          rtp: g.rtp,
          volatility,
          maxWinMultiplier:
            g.engine !== 'slot' && g.engine !== 'pachinko' ? 500 : [1000, 2500, 5000, 10000][h % 4]!,
          lines: g.engine === 'slot' ? [5, 20, 25, 243][h % 4]! : 0,
          features,
        };
      }),
    };
  },
};
