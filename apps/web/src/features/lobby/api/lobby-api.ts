/**
 * The lobby's calls. Public lists (games, providers, labels, machines, big wins, jackpots, CMS) load
 * for visitors too; favourites and recent games only for players. CMS calls are silent (spec
 * section 7): a missing banner never shows an error. The public figures that change (jackpots, big
 * wins, the pachinko floor) are polled by a visitor's page; a signed-in page's live channel pushes
 * them into these same queries, which then do not poll.
 */
import { useCallback, useMemo } from 'react';
import { PAGE_SIZES } from '@casino/shared/rules/constants';
import {
  LOBBY_LABELS_CALL,
  LOBBY_TOPICS_CALL,
  lobbyBanners,
  lobbyCategoryInput,
} from '@casino/shared/rules/first-screen';
import type { GAME_LABELS } from '@casino/shared/schemas/game';

type GameLabel = (typeof GAME_LABELS)[number];
import { BACKGROUND, trpc } from '../../../lib/trpc';
import { useLiveConnected } from '../../../lib/live/live-state';
import { PUBLIC_FEED_INPUTS } from '@casino/shared/live/public-feeds';
import type { BannerVM, Category, GameVM, TopicVM } from './types';

const STALE = 60_000;

export function gameKeyOf(g: { platformCode: string; gameId: string }): string {
  return `${g.platformCode}:${g.gameId}`;
}

/**
 * The games of a filtered lobby (a category, a provider, a label or a search). The whole lobby shows
 * the first page's rows instead and does not mount the part that asks for this list: 99 games it would
 * never show, and a heavier first answer to read on a phone.
 */
export function useGames(params: {
  category: Category | null;
  provider: string | null;
  label: GameLabel | null;
  q: string;
}) {
  const keyword = params.q.trim();
  return trpc.games.machineInfoList.useQuery(
    {
      pageNo: 1,
      pageSize: PAGE_SIZES.gameList,
      ...(params.category ? { gameType: params.category } : {}),
      ...(params.provider ? { providerCode: params.provider } : {}),
      ...(params.label ? { label: params.label } : {}),
      ...(keyword ? { keyword } : {}),
    },
    { staleTime: STALE, placeholderData: (prev: unknown) => prev as never },
  );
}

export function useFirstPage() {
  return trpc.games.firstPageMachineInfoList.useQuery({ perCategory: 8 }, { staleTime: STALE });
}

/** How a pushed public figure is kept: fresh while the live channel is live, else polled every `everyMs`. */
function publicPoll(live: boolean, staleMs: number, everyMs: number) {
  return live
    ? { staleTime: Infinity, refetchInterval: false as const, ...BACKGROUND }
    : { staleTime: staleMs, refetchInterval: everyMs, ...BACKGROUND };
}

export function usePachinkoMachines(enabled: boolean) {
  const live = useLiveConnected();
  return trpc.games.kamikazeMachineList.useQuery(PUBLIC_FEED_INPUTS.machines, {
    enabled,
    ...publicPoll(live, 15_000, 30_000),
  });
}

export function useProviders(category: Category | null) {
  return trpc.games.providers.useQuery(lobbyCategoryInput(category), {
    staleTime: STALE,
  });
}

export function useLabels() {
  return trpc.cms.gameLabelsList.useQuery(LOBBY_LABELS_CALL[1], { staleTime: STALE });
}

export function useBigWins() {
  const live = useLiveConnected();
  return trpc.games.rankingBetRecord.useQuery(PUBLIC_FEED_INPUTS.bigWins, publicPoll(live, 30_000, 60_000));
}

export function useJackpots() {
  const live = useLiveConnected();
  return trpc.games.jackpotInfo.useQuery(PUBLIC_FEED_INPUTS.jackpots, publicPoll(live, 30_000, 30_000));
}

/** Every CMS topic in one call; banners and topics pick their positions from it. */
function useCmsTopics() {
  return trpc.cms.topicQuery.useQuery(LOBBY_TOPICS_CALL[1], { staleTime: STALE });
}

function useMaterials(category: Category | null) {
  return trpc.cms.gamePage.useQuery(lobbyCategoryInput(category), { staleTime: STALE });
}

/** The lobby's banners, in the order the gateway's preload of the first one expects (shared rule). */
export function useBanners(category: Category | null): BannerVM[] {
  const topics = useCmsTopics();
  const materials = useMaterials(category);
  return useMemo(
    () => lobbyBanners(topics.data, materials.data, category),
    [topics.data, materials.data, category],
  );
}

/** True until both banner sources have answered: the lobby keeps the banner's box meanwhile (CLS). */
export function useBannersPending(category: Category | null): boolean {
  const topics = useCmsTopics();
  const materials = useMaterials(category);
  return topics.isPending || materials.isPending;
}

export function useTopics(): TopicVM[] {
  const topics = useCmsTopics();
  return useMemo(
    () =>
      (topics.data?.list ?? [])
        .filter((tp) => tp.position === 'notice' || tp.position === 'promotion')
        .slice(0, 6)
        .map((tp) => ({
          id: String(tp.topicId),
          title: tp.title,
          summary: tp.subtitle,
          date: tp.startTime,
          href: tp.linkUrl || null,
        })),
    [topics.data],
  );
}

export function useFavorites(enabled: boolean) {
  const query = trpc.games.favorQuery.useQuery(
    { pageNo: 1, pageSize: PAGE_SIZES.favorites },
    { enabled, staleTime: 30_000 },
  );
  const data = query.data;
  const keys = useMemo(() => new Set((data?.list ?? []).map(gameKeyOf)), [data]);
  // Only the answer: reading every field of the query (a spread) would render the caller on each of
  // its fetch states too.
  return { data, keys };
}

export function useRecent(enabled: boolean) {
  return trpc.games.recentQuery.useQuery({ pageNo: 1, pageSize: 12 }, { enabled, staleTime: 30_000 });
}

export function useFavoriteToggle() {
  const utils = trpc.useUtils();
  const onSettled = () =>
    Promise.all([utils.games.favorQuery.invalidate(), utils.games.machineInfoList.invalidate()]);
  const { mutate: add } = trpc.games.favorAdd.useMutation({ onSettled });
  const { mutate: del } = trpc.games.favorDelete.useMutation({ onSettled });
  // One function for the page's life (mutate is stable), so the memoised game lists skip re-renders.
  return useCallback(
    (g: GameVM, favorite: boolean) => {
      const input = { gameId: g.gameId, platformCode: g.platformCode };
      if (favorite) add(input);
      else del(input);
    },
    [add, del],
  );
}

export function useRecentRemove() {
  const utils = trpc.useUtils();
  const { mutate } = trpc.games.recentDelete.useMutation({
    onSettled: () => utils.games.recentQuery.invalidate(),
  });
  return useCallback((g: GameVM) => mutate({ gameId: g.gameId, platformCode: g.platformCode }), [mutate]);
}
