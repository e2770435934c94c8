/**
 * The lobby: /{lng}/game (every category) and /{lng}/game/{type} (one category; /game/{type}/{provider}
 * pre-selects a provider). Filters live in the URL (?q, ?provider, ?label) so a filtered list can be
 * shared and the back button restores it. Visitors browse everything; play asks them to log in, demo
 * does not.
 */
import { memo, useCallback, useMemo, useState, useEffect, useDeferredValue } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { GAME_LABELS } from '@casino/shared/rules/game-kinds';

type GameLabel = (typeof GAME_LABELS)[number];
import { useIsPlayer } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { LoadingBlock } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  useBanners,
  useBannersPending,
  useBigWins,
  useFavoriteToggle,
  useFavorites,
  useFirstPage,
  useGames,
  useJackpots,
  useLabels,
  usePachinkoMachines,
  useProviders,
  useRecent,
  useRecentRemove,
  useTopics,
} from '../api/lobby-api';
import { isCategory, type Category, type GameVM } from '../api/types';
import { BannerCarousel } from '../components/banner-carousel';
import { BigWinTicker } from '../components/big-win-ticker';
import { CategoryNav } from '../components/category-nav';
import { GameList, type GameListProps } from '../components/game-list';
import { JackpotStrip } from '../components/jackpot-strip';
import { LobbyFilters, type LobbyFiltersProps } from '../components/lobby-filters';
import { LobbySection } from '../components/lobby-section';
import { MachineList } from '../components/machine-list';
import { TopicsList } from '../components/topics-list';
import { usePlay } from '../hooks/use-play';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import { searchWithQuery } from '../lib/href';
import '../lobby.css';

const MACHINE_STEP = 24;
/** One empty list for every "not yet", so memoised children see the same props. */
const NONE: never[] = [];

function isLabel(v: string | null): v is GameLabel {
  return v !== null && (GAME_LABELS as readonly string[]).includes(v);
}

/**
 * The page itself observes no query: each part below observes its own (banners, ticker, filters, the
 * player's rows, jackpots, the pachinko floor, the lists), so an answer, or a figure the live channel
 * pushes, renders its part alone instead of the whole lobby in one task. The parts are memoised, so a
 * keystroke in the search box renders only what its value reaches.
 */
export function LobbyPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('lobby');
  const lng = useLng();
  const params = useParams();
  const category: Category | null = isCategory(params.type) ? params.type : null;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const provider = search.get('provider') ?? params.provider ?? null;
  const labelParam = search.get('label');
  const label = isLabel(labelParam) ? labelParam : null;
  const [q, setQ] = useState(search.get('q') ?? '');
  const deferredQ = useDeferredValue(q);
  const loggedIn = useIsPlayer();

  // Keep ?q in the URL without a history entry per keystroke. The timer reads the address as it is
  // when it fires, not this render's: a filter or page changed just before (a navigation this page has
  // not rendered yet) must not be put back, and when ?q already says what the box says it does nothing
  // at all (on mount it used to replace the address with the page it was scheduled on, which took a
  // player who had just moved on back to it).
  useEffect(() => {
    const id = window.setTimeout(() => {
      const search = searchWithQuery(window.location.search, deferredQ);
      if (search !== null) void navigate({ pathname: window.location.pathname, search }, { replace: true });
    }, 300);
    return () => window.clearTimeout(id);
  }, [deferredQ, navigate]);

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      }),
    [setSearch],
  );
  const onProvider = useCallback((c: string | null) => setParam('provider', c), [setParam]);
  const onLabel = useCallback((c: string | null) => setParam('label', c), [setParam]);

  const keyword = deferredQ.trim();
  const filtered = Boolean(category || provider || label || keyword);
  const toggleFavorite = useFavoriteToggle();
  const play = usePlay(loggedIn);
  const heading = category ? t(`nav.${category}`) : t('title');
  const onPlayMachine = useCallback(
    (m: MachineToPlay) =>
      play(
        {
          ...m,
          providerCode: m.platformCode,
          gameType: 'pachinko',
          labels: [],
          demo: true,
          lobbyCode: null,
        } satisfies GameVM,
        'real',
      ),
    [play],
  );

  return (
    <div className="lobby container page-body">
      <header className="lobby__head">
        {/* On the home page the lobby is a section under the page's own heading. */}
        {embedded ? <h2 className="lobby__title">{heading}</h2> : <h1 className="lobby__title">{heading}</h1>}
        {!category ? <p className="lobby__lead">{t('lead')}</p> : null}
      </header>
      <LobbyBanners category={category} lng={lng} />
      <LobbyTicker />
      <CategoryNav lng={lng} />
      <LobbyFilterBar
        category={category}
        query={q}
        onQuery={setQ}
        provider={provider}
        onProvider={onProvider}
        label={label}
        onLabel={onLabel}
      />
      {loggedIn && !filtered ? <PlayerRows onPlay={play} onToggleFavorite={toggleFavorite} /> : null}
      {!category || category === 'slots' ? <LobbyJackpots /> : null}
      {category === 'pachinko' ? <PachinkoFloor loggedIn={loggedIn} onPlay={onPlayMachine} /> : null}
      {!filtered ? (
        <FirstPageLists
          embedded={embedded}
          category={category}
          lng={lng}
          loggedIn={loggedIn}
          onPlay={play}
          onPlayMachine={onPlayMachine}
          onToggleFavorite={toggleFavorite}
        />
      ) : (
        <SearchResults
          params={{ category, provider, label, q: deferredQ }}
          heading={heading}
          loggedIn={loggedIn}
          onPlay={play}
          onToggleFavorite={toggleFavorite}
        />
      )}
    </div>
  );
}

type PlayGame = (game: GameVM, mode: 'real' | 'demo') => void;
type ToggleFavorite = (game: GameVM, favorite: boolean) => void;
interface MachineToPlay {
  gameId: string;
  platformCode: string;
  gameName: string;
  imageUrl: string;
  supMultiMode: boolean;
}

/** Boxes kept for what is still on its way, so nothing below moves when it arrives (CLS). */
const LobbyBanners = memo(function LobbyBanners({
  category,
  lng,
}: {
  category: Category | null;
  lng: string;
}) {
  const banners = useBanners(category);
  const pending = useBannersPending(category);
  return pending ? (
    <div className="banners banners--reserved" aria-hidden="true">
      <div className="banners__link" />
    </div>
  ) : (
    <BannerCarousel banners={banners} lng={lng} />
  );
});

const LobbyTicker = memo(function LobbyTicker() {
  const bigWins = useBigWins();
  return bigWins.isPending ? (
    <div className="ticker ticker--reserved" aria-hidden="true" />
  ) : (
    <BigWinTicker wins={bigWins.data?.list ?? NONE} />
  );
});

const LobbyJackpots = memo(function LobbyJackpots() {
  const jackpots = useJackpots();
  return jackpots.isPending ? (
    <div className="jackpots jackpots--reserved" aria-hidden="true" />
  ) : (
    <JackpotStrip jackpots={jackpots.data?.list ?? NONE} />
  );
});

const LobbyFilterBar = memo(function LobbyFilterBar({
  category,
  ...filters
}: { category: Category | null } & Omit<LobbyFiltersProps, 'providers' | 'labels'>) {
  const providers = useProviders(category);
  const labels = useLabels();
  const labelItems = useMemo(
    () =>
      (labels.data?.list ?? []).filter((l) => isLabel(l.code)).map((l) => ({ code: l.code, name: l.name })),
    [labels.data],
  );
  // The memoised filter rows get the same (empty) list until the providers answer.
  return <LobbyFilters {...filters} providers={providers.data?.list ?? NONE} labels={labelItems} />;
});

/** The player's own rows (favourites, recently played): shown when not filtering and not empty. */
const PlayerRows = memo(function PlayerRows({
  onPlay,
  onToggleFavorite,
}: {
  onPlay: PlayGame;
  onToggleFavorite: ToggleFavorite;
}) {
  const { t } = useTranslation('lobby');
  const favorites = useFavorites(true);
  const recent = useRecent(true);
  const removeRecent = useRecentRemove();
  const row = (
    id: string,
    title: string,
    games: GameVM[] | undefined,
    own: Pick<GameListProps, 'testId' | 'favorites' | 'onToggleFavorite' | 'onRemove'>,
  ) =>
    games?.length ? (
      <LobbySection id={id} title={title}>
        <GameList games={games} loggedIn onPlay={onPlay} variant="row" {...own} />
      </LobbySection>
    ) : null;
  return (
    <>
      {row('fav-title', t('sections.favorites'), favorites.data?.list, {
        testId: 'favorites',
        favorites: favorites.keys,
        onToggleFavorite,
      })}
      {row('recent-title', t('sections.recent'), recent.data?.list, {
        testId: 'recent',
        onRemove: removeRecent,
      })}
    </>
  );
});

/** The floor has hundreds of machines: shown a screenful at a time. */
const PachinkoFloor = memo(function PachinkoFloor({
  loggedIn,
  onPlay,
}: {
  loggedIn: boolean;
  onPlay: (m: MachineToPlay) => void;
}) {
  const { t } = useTranslation('lobby');
  const machines = usePachinkoMachines(true);
  const [count, setCount] = useState(MACHINE_STEP);
  // The list handed to the memoised child keeps its identity until its data changes.
  const list = machines.data?.list;
  const shown = useMemo(() => (list ?? []).slice(0, count), [list, count]);
  return (
    <LobbySection id="machines-title" title={t('sections.machines')}>
      {machines.isPending ? (
        <LoadingBlock />
      ) : (
        <>
          <MachineList machines={shown} loggedIn={loggedIn} onPlay={onPlay} />
          {(list?.length ?? 0) > count ? (
            <button
              type="button"
              className="btn btn--secondary lobby-more"
              onClick={() => setCount((n) => n + MACHINE_STEP)}
            >
              {t('pagination.more')}
            </button>
          ) : null}
        </>
      )}
    </LobbySection>
  );
});

/**
 * The whole lobby's lists (the first page: pachinko machines, a row per category) and its topics.
 * The lists (the biggest part of the page) render from a deferred copy of their data: React renders
 * them in a transition it can interrupt (small slices, no long task) right after the commit that drew
 * the rest of the answer.
 */
const FirstPageLists = memo(function FirstPageLists({
  embedded,
  category,
  lng,
  loggedIn,
  onPlay,
  onPlayMachine,
  onToggleFavorite,
}: {
  embedded: boolean;
  category: Category | null;
  lng: string;
  loggedIn: boolean;
  onPlay: PlayGame;
  onPlayMachine: (m: MachineToPlay) => void;
  onToggleFavorite: ToggleFavorite;
}) {
  const { t } = useTranslation('lobby');
  const firstPage = useFirstPage();
  const favorites = useFavorites(loggedIn);
  const topics = useTopics();
  // On the home page the lists wait for the rest of the lobby's first answers (banners, ticker,
  // jackpots), so their transition renders once instead of being restarted by each later batch. Only
  // whether those are pending is read here: their figures render their own parts.
  const bannersPending = useBannersPending(category);
  const bigWinsPending = useBigWins().isPending;
  const jackpotsPending = useJackpots().isPending;
  const ready = !embedded || (!bannersPending && !bigWinsPending && !jackpotsPending);
  const data = useDeferredValue(ready ? firstPage.data : undefined);
  const loading = firstPage.isPending || (firstPage.data !== undefined && data === undefined);
  const dataCategories = data?.categories;
  const categories = useMemo(
    () => (dataCategories ?? NONE).filter((c) => c.list.length > 0),
    [dataCategories],
  );
  const dataMachines = data?.machines;
  const machines = useMemo(() => (dataMachines ?? []).slice(0, 4), [dataMachines]);
  return (
    <>
      {loading ? <LoadingBlock /> : null}
      {machines.length > 0 ? (
        <LobbySection
          id="fp-machines-title"
          title={t('sections.machines')}
          more={{ to: `/${lng}/game/pachinko`, label: t('sections.seeAll') }}
        >
          <MachineList machines={machines} loggedIn={loggedIn} onPlay={onPlayMachine} />
        </LobbySection>
      ) : null}
      <CategoryRows
        categories={categories}
        lng={lng}
        loggedIn={loggedIn}
        favorites={favorites.keys}
        onPlay={onPlay}
        onToggleFavorite={onToggleFavorite}
      />
      <TopicsList topics={topics} lng={lng} />
    </>
  );
});

/** A filtered lobby's games (a category, a provider, a label or a search). */
const SearchResults = memo(function SearchResults({
  params,
  heading,
  loggedIn,
  onPlay,
  onToggleFavorite,
}: {
  params: Parameters<typeof useGames>[0];
  heading: string;
  loggedIn: boolean;
  onPlay: PlayGame;
  onToggleFavorite: ToggleFavorite;
}) {
  const { t } = useTranslation('lobby');
  const games = useGames(params);
  const favorites = useFavorites(loggedIn);
  const keyword = params.q.trim();
  return (
    <section className="lobby-section" aria-labelledby="results-title">
      <h2
        id="results-title"
        className={keyword ? 'lobby-section__title' : 'visually-hidden'}
        aria-live="polite"
      >
        {keyword ? t('search.results', { q: keyword, count: games.data?.total ?? 0 }) : heading}
      </h2>
      {games.isPending ? (
        <LoadingBlock />
      ) : (games.data?.list.length ?? 0) === 0 ? (
        <EmptyState title={t('search.none')} />
      ) : (
        <GameList
          games={games.data?.list ?? NONE}
          loggedIn={loggedIn}
          favorites={favorites.keys}
          onPlay={onPlay}
          onToggleFavorite={onToggleFavorite}
          eagerCount={4}
          testId="game-results"
        />
      )}
    </section>
  );
});

/** One category row of the first page, as games.firstPageMachineInfoList answers it. */
type FirstPageCategory = NonNullable<ReturnType<typeof useFirstPage>['data']>['categories'][number];

/**
 * The whole lobby's category rows: the first with the rest of the first answer, the others one per
 * idle moment (useProgressiveCount), each in a small commit of its own that re-renders only this list.
 */
const CategoryRows = memo(function CategoryRows({
  categories,
  lng,
  loggedIn,
  favorites,
  onPlay,
  onToggleFavorite,
}: {
  categories: readonly FirstPageCategory[];
  lng: string;
  loggedIn: boolean;
  favorites: ReadonlySet<string> | undefined;
  onPlay: (game: GameVM, mode: 'real' | 'demo') => void;
  onToggleFavorite: (game: GameVM, favorite: boolean) => void;
}) {
  const { t } = useTranslation('lobby');
  const shown = useProgressiveCount(categories.length);
  return categories.slice(0, shown).map((c, i) => (
    <LobbySection
      key={c.gameType}
      id={`cat-${c.gameType}`}
      className="lobby-section lobby-section--category"
      title={
        <>
          {t(`nav.${c.gameType}`)} <span className="lobby-section__count num">{c.total}</span>
        </>
      }
      more={{
        to: c.gameType === 'sports' ? `/${lng}/sports-bet` : `/${lng}/game/${c.gameType}`,
        label: t('sections.seeAll'),
      }}
    >
      <GameList
        games={c.list}
        loggedIn={loggedIn}
        favorites={favorites}
        onPlay={onPlay}
        onToggleFavorite={onToggleFavorite}
        eagerCount={i === 0 ? 4 : 0}
        testId={`category-${c.gameType}`}
      />
    </LobbySection>
  ));
});

export default LobbyPage;
