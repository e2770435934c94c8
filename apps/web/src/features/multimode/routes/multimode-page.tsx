/**
 * /{lng}/account/multimode: several games at once in the shared grid of packages/ui. Adding a game
 * checks the shared rule first (4 at most, 2 on Apple devices; only the multi-mode platforms; never the
 * same game twice) and shows the spec's message when refused; an accepted game gets an equal share of
 * the cash moved into its platform's wallet once the game says it is ready (packages/ui's grid wallets),
 * launches muted and takes the focus. Closing a game (or leaving, reloading or closing the page) moves its
 * platform's money back, once no other open game uses that platform. The balance is the platform's
 * figures: cash, each platform's game wallet, and the total; under each game its own balance and last
 * win as the game reports them, outside the game's frame so a phone's small cell never hides them.
 * The set-up survives a reload (lib/saved-set.ts: `?games=` and, per player, sessionStorage): the same
 * games open again and their money moves in as for any newly opened game.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { MULTI_MODE_PLATFORMS, PAGE_SIZES } from '@casino/shared/rules/constants';
import { providerNameLookup } from '@casino/shared/rules/provider-names';
import { MultiGrid } from '@casino/ui/multi-grid';
import { useMultiGrid } from '@casino/ui/use-multi-grid';
import { useGridWallets } from '@casino/ui/use-grid-wallets';
import { useDebouncedAction } from '@casino/ui/use-debounced-action';
import type { GridState } from '@casino/ui/grid-model';
import type { GameToHost } from '@casino/ui/game-frame-protocol';
import { RequirePlayer, useRefreshSession, useSession } from '../../../lib/auth';
import { handleError } from '../../../lib/error-handler';
import { trpc } from '../../../lib/trpc';
import { useGameWalletClient, useLeaseKeeper } from '../../../lib/game-wallets';
import { Button } from '../../../components/ui/button';
import { useGameSessionClient } from '../../../lib/session-client';
import { GamePicker, type PickedGame } from '../components/game-picker';
import { shareFor } from '../lib/share';
import { formatGamesParam, gamesToRestore, loadSavedGames, saveGames } from '../lib/saved-set';
import { money } from '../../../lib/format';
import '../multimode.css';
import { GAME_SANDBOX } from '../../../lib/game-frame';

export function MultimodePage() {
  return (
    <RequirePlayer>
      <MultimodeScreen />
    </RequirePlayer>
  );
}

function MultimodeScreen() {
  const { t } = useTranslation('multimode');
  const { t: tg } = useTranslation('games');
  const grid = useMultiGrid();
  const session = useSession();
  const refresh = useRefreshSession();
  const client = useGameSessionClient();
  const providers = trpc.games.providers.useQuery({}, { staleTime: 5 * 60_000 });
  const providerName = useMemo(() => providerNameLookup(providers.data?.list), [providers.data]);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Each game's own figures as it reports them (its balance, its last round's win), by the game's key.
  const [figures, setFigures] = useState<Record<string, { balance?: string; win?: string }>>({});
  const playerId = session.data?.user?.id;
  const player = playerId === undefined ? null : String(playerId);
  const [restored, setRestored] = useState(false);
  const restoring = useRef(false);
  const handledAdd = useRef<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const stateRef = useRef<GridState>(grid.state);
  stateRef.current = grid.state;

  const currency = session.data?.currency ?? 'JPY';
  const wallet = session.data?.user?.wallets.find((w) => w.currency === currency);
  const cash = wallet?.amount ?? '0';
  const gameWallet = useGameWalletClient();
  const keeper = useLeaseKeeper();
  const utils = trpc.useUtils();

  // Each game's share is taken in turn, once the games before it have their money (useGridWallets):
  // the cash left now, split over the cells not funded yet.
  const wallets = useGridWallets({
    grid,
    session: client,
    wallet: gameWallet,
    keeper,
    notReadyText: tg('money.notReady'),
    device: window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'pc',
    shareFor: async ({ key }) => {
      const current = await utils.session.current.fetch(undefined, { staleTime: 0 });
      const cur = current.currency ?? 'JPY';
      const cashNow = current.user?.wallets.find((w) => w.currency === cur)?.amount ?? '0';
      const fundedOthers = stateRef.current.games.filter(
        (x) => x.key !== key && wallets.funded(x.key),
      ).length;
      return shareFor(cashNow, Math.max(1, grid.max - fundedOthers)) ?? null;
    },
    onMoneyMoved: () => void refresh(),
    onError: (_key, error) => handleError(error, { silent: true }),
  });

  const { launch } = wallets;
  // A game known by its key only (a link's ?add=, an address's ?games=): its name from the catalogue,
  // so the cell never shows the bare id.
  const nameOf = useCallback(
    async (platformCode: string, gameId: string) => {
      try {
        const found = await utils.games.machineInfoList.fetch(
          { pageNo: 1, pageSize: PAGE_SIZES.gameList, keyword: gameId },
          { staleTime: 60_000 },
        );
        return (
          found.list.find((g) => g.platformCode === platformCode && g.gameId === gameId)?.gameName ?? gameId
        );
      } catch {
        return gameId;
      }
    },
    [utils],
  );
  const add = useCallback(
    (g: PickedGame) => {
      setPickerOpen(false);
      void launch({
        platformCode: g.platformCode,
        gameId: g.gameId,
        name: g.gameName,
        supMultiMode: g.supMultiMode,
      });
    },
    [launch],
  );
  const debouncedAdd = useDebouncedAction(add);

  // Each game reports its wallet after every round: read the platform's figures again (games of one
  // platform share one wallet, so the page never adds their reports up).
  const lastRefresh = useRef(0);
  const removeGame = wallets.remove;
  const onGameMessage = useCallback(
    (key: string, m: GameToHost) => {
      if ((m.type === 'ready' || m.type === 'balance') && m.balance !== undefined) {
        const balance = m.balance;
        setFigures((f) => ({ ...f, [key]: { ...f[key], balance } }));
      } else if (m.type === 'bet') {
        const win = m.win;
        setFigures((f) => ({ ...f, [key]: { ...f[key], win } }));
      }
      // A game's own close button (×) closes its cell like the cell's close button.
      if (m.type === 'exit') {
        void removeGame(key);
        return;
      }
      // The game's session ended: asking for the session lets the gateway end it and return the money.
      if (m.type === 'error' && m.code === 'session') {
        void utils.session.current.invalidate();
        return;
      }
      if (m.type !== 'balance' && m.type !== 'bet') return;
      if (Date.now() - lastRefresh.current < 2_000) return;
      lastRefresh.current = Date.now();
      void refresh();
    },
    [refresh, removeGame, utils],
  );

  // After a reload (or back in the same tab): the games of the address, else the player's saved set.
  useEffect(() => {
    if (restoring.current || !player || !providers.isFetched) return;
    restoring.current = true;
    const wanted = gamesToRestore(search.get('games'), loadSavedGames(player), grid.max);
    if (!wanted.length) {
      setRestored(true);
      return;
    }
    void Promise.all(
      wanted.map(async (g) =>
        g.name !== g.gameId ? g : { ...g, name: await nameOf(g.platformCode, g.gameId) },
      ),
    ).then((games) => {
      for (const g of games)
        void launch({ platformCode: g.platformCode, gameId: g.gameId, name: g.name, supMultiMode: true });
      // Only now is the set-up written back (before, it would be written empty).
      setRestored(true);
    });
  }, [player, providers.isFetched, search, grid.max, launch, nameOf]);

  // The set-up as it is now, in the address and the player's saved set.
  const games = grid.state.games;
  useEffect(() => {
    if (!restored || !player) return;
    setFigures((f) => {
      const keep = Object.keys(f).filter((k) => games.some((g) => g.key === k));
      return keep.length === Object.keys(f).length ? f : Object.fromEntries(keep.map((k) => [k, f[k]!]));
    });
    saveGames(
      player,
      games.map((g) => ({ platformCode: g.platformCode, gameId: g.gameId, name: g.name })),
    );
    const value = formatGamesParam(games);
    if ((search.get('games') ?? '') === value) return;
    setSearch(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) n.set('games', value);
        else n.delete('games');
        return n;
      },
      { replace: true },
    );
  }, [restored, player, games, search, setSearch]);

  // ?add=PLATFORM:gameId (from a game page's "open in multi-machine mode").
  useEffect(() => {
    const wanted = search.get('add');
    if (!wanted || !providers.isFetched || !restored || handledAdd.current === wanted) return;
    // Once per link: the game's name arrives later, and the effect may run again before the address changes.
    handledAdd.current = wanted;
    const [platformCode, gameId] = wanted.split(':');
    setSearch(
      (p) => {
        const n = new URLSearchParams(p);
        n.delete('add');
        return n;
      },
      { replace: true },
    );
    if (platformCode && gameId)
      void nameOf(platformCode, gameId).then((gameName) =>
        add({ platformCode, gameId, gameName, supMultiMode: true }),
      );
  }, [search, providers.isFetched, restored, add, setSearch, nameOf]);

  const inGames = wallet?.games ?? [];

  return (
    <div className="mm-page container page-body">
      <header className="mm-page__head">
        <div>
          <h1 className="mm-page__title">{t('title')}</h1>
          <p className="mm-page__lead">{t('lead', { max: grid.max })}</p>
          <p className="mm-page__note">
            {t('supportedOnly', { list: [...new Set(MULTI_MODE_PLATFORMS.map(providerName))].join(', ') })}
            {grid.apple ? ` ${t('appleNote')}` : ''}
          </p>
        </div>
      </header>
      <MultiGrid
        providerName={providerName}
        state={grid.state}
        max={grid.max}
        onFocus={grid.focus}
        onRemove={(key) => void wallets.remove(key)}
        onRunning={(key) => void wallets.running(key)}
        onNotReady={wallets.notReady}
        readyTimeoutMs={wallets.readyTimeoutMs()}
        onRetry={wallets.retry}
        onAddClick={() => setPickerOpen(true)}
        refusal={grid.refusal}
        onDismissRefusal={grid.dismissRefusal}
        onGameMessage={onGameMessage}
        renderCellFooter={(game) => {
          const own = figures[game.key];
          const balance = own?.balance ?? inGames.find((w) => w.platformCode === game.platformCode)?.amount;
          return (
            <dl className="mm-cell-figures" data-testid="mm-cell-figures">
              <div className="mm-cell-figures__item">
                <dt>{t('cellBalance')}</dt>
                <dd className="num" data-testid="mm-cell-balance">
                  {money(balance, currency)}
                </dd>
              </div>
              <div className="mm-cell-figures__item">
                <dt>{t('lastWin')}</dt>
                <dd className="num" data-testid="mm-cell-win">
                  {own?.win === undefined ? t('noWinYet') : money(own.win, currency)}
                </dd>
              </div>
            </dl>
          );
        }}
        sandbox={GAME_SANDBOX}
        balance={
          <div className="mm-balance" data-testid="mm-balance">
            <span className="mm-balance__label">{t('balance')}</span>
            <span className="mm-balance__value num">{money(wallet?.total ?? cash, currency)}</span>
            <span className="mm-balance__games num">
              {t('cash')} {money(cash, currency)}
              {inGames.map((g) => (
                <span key={g.platformCode} data-platform={g.platformCode}>
                  {' '}
                  · {providerName(g.platformCode)} {money(g.amount, currency)}
                </span>
              ))}
            </span>
          </div>
        }
        toolbarEnd={
          <Button size="sm" onClick={() => setPickerOpen(true)}>
            {t('addGame')}
          </Button>
        }
      />
      <GamePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(g) => void debouncedAdd(g)}
      />
    </div>
  );
}

export default MultimodePage;
