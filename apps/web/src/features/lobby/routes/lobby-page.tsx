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
import { LobbyFilters } from '../components/lobby-filters';
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
  // The floor has hundreds of machines: show them a screenful at a time.
  const [machineCount, setMachineCount] = useState(MACHINE_STEP);

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

  const filtered = Boolean(category || provider || label || deferredQ.trim());
  const games = useGames({ category, provider, label, q: deferredQ }, filtered);
  const firstPage = useFirstPage();
  // The game lists (the biggest part of the page) render from a deferred copy of their data: React
  // renders them in a transition it can interrupt (small slices, no long task) right after the commit
  // that drew the rest of the answer (banners, whose image is the largest paint, come first).
  const providers = useProviders(category);
  const labels = useLabels();
  const bigWins = useBigWins();
  const jackpots = useJackpots();
  const banners = useBanners(category);
  const bannersPending = useBannersPending(category);
  const topics = useTopics();
  // On the home page the lists wait for the rest of the lobby's first answers (banners, ticker,
  // jackpots), so their transition renders once instead of being restarted by each later batch.
  const firstPageReady = !embedded || (!bannersPending && !bigWins.isPending && !jackpots.isPending);
  const firstPageData = useDeferredValue(firstPageReady ? firstPage.data : undefined);
  const firstPageLoading =
    firstPage.isPending || (firstPage.data !== undefined && firstPageData === undefined);
  const machines = usePachinkoMachines(category === 'pachinko');
  const favorites = useFavorites(loggedIn);
  const recent = useRecent(loggedIn);
  const toggleFavorite = useFavoriteToggle();
  const removeRecent = useRecentRemove();
  const play = usePlay(loggedIn);

  const labelItems = useMemo(
    () =>
      (labels.data?.list ?? []).filter((l) => isLabel(l.code)).map((l) => ({ code: l.code, name: l.name })),
    [labels.data],
  );
  // The memoised filter rows get the same (empty) list until the providers answer.
  const providerList = providers.data?.list ?? NONE;
  const favoriteKeys = favorites.keys;
  const heading = category ? t(`nav.${category}`) : t('title');
  const onPlayMachine = useCallback(
    (m: {
      gameId: string;
      platformCode: string;
      gameName: string;
      imageUrl: string;
      supMultiMode: boolean;
    }) =>
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
  // Lists handed to the memoised children keep their identity until their data changes.
  const machineList = machines.data?.list;
  const shownMachines = useMemo(
    () => (machineList ?? []).slice(0, machineCount),
    [machineList, machineCount],
  );
  const firstPageCategories = firstPageData?.categories;
  const categories = useMemo(
    () => (firstPageCategories ?? NONE).filter((c) => c.list.length > 0),
    [firstPageCategories],
  );
  const firstPageMachines = firstPageData?.machines;
  const firstMachines = useMemo(() => (firstPageMachines ?? []).slice(0, 4), [firstPageMachines]);
  /** The player's own rows (favourites, recently played): shown when not filtering and not empty. */
  const playerRow = (
    id: string,
    title: string,
    games: GameVM[] | undefined,
    own: Pick<GameListProps, 'testId' | 'favorites' | 'onToggleFavorite' | 'onRemove'>,
  ) =>
    loggedIn && !filtered && games?.length ? (
      <LobbySection id={id} title={title}>
        <GameList games={games} loggedIn onPlay={play} variant="row" {...own} />
      </LobbySection>
    ) : null;

  return (
    <div className="lobby container page-body">
      <header className="lobby__head">
        {/* On the home page the lobby is a section under the page's own heading. */}
        {embedded ? <h2 className="lobby__title">{heading}</h2> : <h1 className="lobby__title">{heading}</h1>}
        {!category ? <p className="lobby__lead">{t('lead')}</p> : null}
      </header>
      {/* Boxes kept for what is still on its way, so nothing below moves when it arrives (CLS). */}
      {bannersPending ? (
        <div className="banners banners--reserved" aria-hidden="true">
          <div className="banners__link" />
        </div>
      ) : (
        <BannerCarousel banners={banners} lng={lng} />
      )}
      {bigWins.isPending ? (
        <div className="ticker ticker--reserved" aria-hidden="true" />
      ) : (
        <BigWinTicker wins={bigWins.data?.list ?? NONE} />
      )}
      <CategoryNav lng={lng} />
      <LobbyFilters
        query={q}
        onQuery={setQ}
        providers={providerList}
        provider={provider}
        onProvider={onProvider}
        labels={labelItems}
        label={label}
        onLabel={onLabel}
      />

      {playerRow('fav-title', t('sections.favorites'), favorites.data?.list, {
        testId: 'favorites',
        favorites: favoriteKeys,
        onToggleFavorite: toggleFavorite,
      })}
      {playerRow('recent-title', t('sections.recent'), recent.data?.list, {
        testId: 'recent',
        onRemove: removeRecent,
      })}

      {!category || category === 'slots' ? (
        jackpots.isPending ? (
          <div className="jackpots jackpots--reserved" aria-hidden="true" />
        ) : (
          <JackpotStrip jackpots={jackpots.data?.list ?? NONE} />
        )
      ) : null}

      {category === 'pachinko' ? (
        <LobbySection id="machines-title" title={t('sections.machines')}>
          {machines.isPending ? (
            <LoadingBlock />
          ) : (
            <>
              <MachineList machines={shownMachines} loggedIn={loggedIn} onPlay={onPlayMachine} />
              {(machines.data?.list.length ?? 0) > machineCount ? (
                <button
                  type="button"
                  className="btn btn--secondary lobby-more"
                  onClick={() => setMachineCount((n) => n + MACHINE_STEP)}
                >
                  {t('pagination.more')}
                </button>
              ) : null}
            </>
          )}
        </LobbySection>
      ) : null}

      {!filtered ? (
        <>
          {firstPageLoading ? <LoadingBlock /> : null}
          {(firstPageData?.machines.length ?? 0) > 0 ? (
            <LobbySection
              id="fp-machines-title"
              title={t('sections.machines')}
              more={{ to: `/${lng}/game/pachinko`, label: t('sections.seeAll') }}
            >
              <MachineList machines={firstMachines} loggedIn={loggedIn} onPlay={onPlayMachine} />
            </LobbySection>
          ) : null}
          <CategoryRows
            categories={categories}
            lng={lng}
            loggedIn={loggedIn}
            favorites={favoriteKeys}
            onPlay={play}
            onToggleFavorite={toggleFavorite}
          />
          <TopicsList topics={topics} lng={lng} />
        </>
      ) : (
        <section className="lobby-section" aria-labelledby="results-title">
          <h2
            id="results-title"
            className={deferredQ.trim() ? 'lobby-section__title' : 'visually-hidden'}
            aria-live="polite"
          >
            {deferredQ.trim()
              ? t('search.results', { q: deferredQ.trim(), count: games.data?.total ?? 0 })
              : heading}
          </h2>
          {games.isPending ? (
            <LoadingBlock />
          ) : (games.data?.list.length ?? 0) === 0 ? (
            <EmptyState title={t('search.none')} />
          ) : (
            <GameList
              games={games.data?.list ?? []}
              loggedIn={loggedIn}
              favorites={favoriteKeys}
              onPlay={play}
              onToggleFavorite={toggleFavorite}
              eagerCount={4}
              testId="game-results"
            />
          )}
        </section>
      )}
    </div>
  );
}

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
