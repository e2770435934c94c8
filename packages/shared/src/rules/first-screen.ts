/**
 * What the first screen of a player-site page needs from the API, written once for the two
 * sides that must agree on it byte for byte:
 * - the web makes these calls with exactly these inputs (the lobby's banners, the tournaments' first
 *   page) and picks its first pictures with these rules;
 * - the gateway, serving the page's HTML, reads the same calls from its per-language public cache,
 *   names their first pictures as preloads and puts their answers in the page
 *   (`<script type="application/json" id="first-screen-data">`), so the page renders them in its first
 *   commit instead of after a round trip of its own.
 * Only public calls whose catalog entry is cached per language (no player data) may be listed; the
 * gateway refuses any other.
 */
import type { ProcedureName } from '../catalog/index';
import { GAME_TYPES, type GameType } from './game-kinds';

/** A call as the page makes it: the procedure and its input. */
export type FirstScreenCall = readonly [procedure: ProcedureName, input: Readonly<Record<string, unknown>>];

/** The lobby's banner sources: every CMS topic (banners placed 'lobbyBanner'); the game-page materials (lobbyCategoryInput). */
export const LOBBY_TOPICS_CALL = ['cms.topicQuery', {}] as const satisfies FirstScreenCall;
/** The whole lobby's filters: every provider and the game labels (without them the filter rows are not drawn). */
export const LOBBY_PROVIDERS_CALL = ['games.providers', {}] as const satisfies FirstScreenCall;
export const LOBBY_LABELS_CALL = ['cms.gameLabelsList', {}] as const satisfies FirstScreenCall;
/** The lobby of one category asks for that category's materials and providers; the whole lobby for all. */
export const lobbyCategoryInput = (category: string | null): Record<string, string> =>
  category ? { gameType: category } : {};

/** The tournaments page's list, and how many of its cards fill the first row (their pictures load first). */
export const TOURNAMENTS_FIRST_PAGE = { pageNo: 1, pageSize: 20 } as const;
export const TOURNAMENTS_CALL = [
  'tournament.list',
  TOURNAMENTS_FIRST_PAGE,
] as const satisfies FirstScreenCall;
export const TOURNAMENTS_FIRST_ROW = 2;

/** The video list's first page (apps/web/src/features/videos/routes/video-list-page.tsx) and its tags. */
export const VIDEOS_FIRST_PAGE = { pageNo: 1, pageSize: 12 } as const;
export const VIDEO_LIST_CALLS = [
  ['video.tagList', {}],
  ['video.query', VIDEOS_FIRST_PAGE],
] as const satisfies readonly FirstScreenCall[];
/** How many of the list's posters load first. */
export const VIDEOS_FIRST_POSTERS = 2;
/** A video's page asks for the video and the related ones (apps/web/src/features/videos/routes/video-page.tsx). */
export const VIDEO_MORE_SIZE = 6;

export interface Banner {
  id: string;
  title: string;
  imageUrl: string | null;
  href: string | null;
}

interface TopicLike {
  topicId?: unknown;
  title?: unknown;
  imageUrl?: unknown;
  linkUrl?: unknown;
  position?: unknown;
}
interface MaterialLike {
  materialId?: unknown;
  title?: unknown;
  imageUrl?: unknown;
  linkUrl?: unknown;
  position?: unknown;
}
type Listed<T> = { list?: readonly T[] } | null | undefined;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The lobby's banners in order: on the whole lobby the topics placed 'lobbyBanner' first, then the
 * materials placed 'top'; on a category's lobby that category's materials ('category:{type}:top') first.
 */
export function lobbyBanners(
  topics: Listed<TopicLike>,
  materials: Listed<MaterialLike>,
  category: string | null,
): Banner[] {
  const fromTopics = (topics?.list ?? [])
    .filter((tp) => tp.position === 'lobbyBanner')
    .map((tp) => ({
      id: `t${String(tp.topicId)}`,
      title: text(tp.title),
      imageUrl: text(tp.imageUrl) || null,
      href: text(tp.linkUrl) || null,
    }));
  const place = category ? `category:${category}:top` : 'top';
  const fromMaterials = (materials?.list ?? [])
    .filter((m) => m.position === place)
    .map((m) => ({
      id: `m${String(m.materialId)}`,
      title: text(m.title),
      imageUrl: text(m.imageUrl) || null,
      href: text(m.linkUrl) || null,
    }));
  return category ? [...fromMaterials, ...fromTopics] : [...fromTopics, ...fromMaterials];
}

/** An answer that has not come yet. */
export const PENDING: unique symbol = Symbol('pending');

export interface FirstScreen {
  /** The calls its first screen makes, in this order. */
  calls: readonly FirstScreenCall[];
  /**
   * The addresses of its largest pictures from the answers so far (PENDING for a call still under
   * way): none when it shows no picture first; null when it cannot tell before another answer.
   */
  pictures(answers: readonly unknown[]): string[] | null;
}

/** A page whose first screen is prepared: its address (group 1 its language) and that screen. */
export interface FirstScreenRoute {
  re: RegExp;
  /** The page's first screen, from the address's match (a lobby's category changes its calls). */
  screen(match: RegExpExecArray): FirstScreen;
}

const listOf = (answer: unknown): Record<string, unknown>[] =>
  (answer as Listed<Record<string, unknown>>)?.list?.slice() ?? [];

const isGameType = (v: string | undefined): v is GameType =>
  v !== undefined && (GAME_TYPES as readonly string[]).includes(v);

/**
 * The lobby's first screen (apps/web/src/features/lobby): its banners (the first is its largest
 * picture) and its filter rows (drawn when they answer: above the fold, so in the first commit or they
 * push the page down). A category's lobby asks for that category's materials and providers; a word
 * that is no category (/game/live) shows the whole lobby, as the page does.
 */
export function lobbyFirstScreen(category: string | null): FirstScreen {
  return {
    calls: [
      LOBBY_TOPICS_CALL,
      ['cms.gamePage', lobbyCategoryInput(category)],
      ['games.providers', lobbyCategoryInput(category)],
      LOBBY_LABELS_CALL,
    ],
    pictures: ([topics, materials]) => {
      // The banners in the page's order: known once the sources before the first banner answered.
      const topicsNow = topics === PENDING ? null : (topics as Listed<TopicLike>);
      const materialsNow = materials === PENDING ? null : (materials as Listed<MaterialLike>);
      const first = lobbyBanners(topicsNow, materialsNow, category)[0];
      const leading = category ? materials : topics;
      if (leading === PENDING || (!first && (topics === PENDING || materials === PENDING))) return null;
      return first?.imageUrl ? [first.imageUrl] : [];
    },
  };
}

export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  {
    // /{lng}/game, /{lng}/game/{type} and /{lng}/game/{type}/{provider} (the provider filters only the
    // game list, whose answer is not public: it is not prepared).
    re: /^\/(ja|en)\/game(?:\/([^/]+)(?:\/[^/]+)?)?\/?$/,
    screen: (m) => lobbyFirstScreen(isGameType(m[2]) ? m[2] : null),
  },
  {
    // The tournaments page (apps/web/src/features/promotions/routes/tournaments-page.tsx): the first
    // row's cards, whose pictures load eagerly at high priority (on a phone the second card's is the
    // largest paint).
    re: /^\/(ja|en)\/promotions\/?$/,
    screen: () => ({
      calls: [TOURNAMENTS_CALL],
      pictures: ([tournaments]) =>
        tournaments === PENDING
          ? null
          : listOf(tournaments)
              .slice(0, TOURNAMENTS_FIRST_ROW)
              .map((t) => text(t.bannerUrl))
              .filter((url) => url !== ''),
    }),
  },
  {
    // The video list: the posters a phone shows first (one card a row: the first and the top of the
    // second; a plain poster of little detail is no largest paint for the browser, so the next one is),
    // and the tag chips above them.
    re: /^\/(ja|en)\/videoList\/?$/,
    screen: () => ({
      calls: VIDEO_LIST_CALLS,
      pictures: ([, videos]) =>
        videos === PENDING
          ? null
          : listOf(videos)
              .slice(0, VIDEOS_FIRST_POSTERS)
              .map((v) => text(v.posterUrl))
              .filter((url) => url !== ''),
    }),
  },
  {
    // A video's page: its poster (the largest paint) and the related videos under it.
    re: /^\/(ja|en)\/videos\/([^/]+)\/?$/,
    screen: (m) => {
      const videoId = decoded(m[2] ?? '');
      if (!videoId) return NO_SCREEN;
      return {
        calls: [
          ['video.detail', { videoId }],
          ['video.more', { videoId, size: VIDEO_MORE_SIZE }],
        ],
        pictures: ([video]) => {
          if (video === PENDING) return null;
          const poster = text((video as { posterUrl?: unknown } | null)?.posterUrl);
          return poster ? [poster] : [];
        },
      };
    },
  },
];

/** An address segment as the router gives it to the page (decoded), or '' when it cannot be. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** No call to prepare (an address the page cannot read either). */
const NO_SCREEN: FirstScreen = { calls: [], pictures: () => [] };

/** The first screen of the page at `path` (no query, no hash), with its language; null for any other page. */
export function firstScreenOf(path: string): { screen: FirstScreen; language: 'ja' | 'en' } | null {
  for (const route of FIRST_SCREEN_ROUTES) {
    const m = route.re.exec(path);
    if (m) return { screen: route.screen(m), language: m[1] === 'en' ? 'en' : 'ja' };
  }
  return null;
}

/** One answer put in the page: the call and what the gateway answered it. */
export interface FirstScreenAnswer {
  path: ProcedureName;
  input: Record<string, unknown>;
  data: unknown;
}

/** The id of the page's `<script type="application/json">` that carries the answers. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * The page's answers as JSON safe inside a <script> element: '<', '>', '&' and the two JavaScript line
 * separators are escaped, so no text from the API can close the element or start markup.
 */
export function firstScreenJson(answers: readonly FirstScreenAnswer[]): string {
  return JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * The answers read back from the page: only well-formed entries for calls the page's first screen
 * makes (same procedure, same input), anything else dropped.
 */
export function readFirstScreenAnswers(json: string, path: string): FirstScreenAnswer[] {
  const page = firstScreenOf(path);
  if (!page) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const known = new Map(page.screen.calls.map(([procedure, input]) => [procedure, JSON.stringify(input)]));
  return parsed.filter(
    (a): a is FirstScreenAnswer =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as FirstScreenAnswer).path === 'string' &&
      known.get((a as FirstScreenAnswer).path) === JSON.stringify((a as FirstScreenAnswer).input) &&
      (a as FirstScreenAnswer).data !== undefined,
  );
}
