/**
 * /{lng}/account/multimode: several games at once in the shared grid of packages/ui. Adding a game
 * checks the shared rule first (4 at most, 2 on Apple devices; only the multi-mode platforms; never the
 * same game twice) and shows the spec's message when refused; an accepted game gets an equal share of
 * the cash moved into its platform's wallet, launches muted and takes the focus. Closing a game (or
 * leaving the page) moves its platform's money back, once no other open game uses that platform.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MULTI_MODE_PLATFORMS } from '@casino/shared/rules/constants';
import { MultiGrid } from '@casino/ui/multi-grid';
import { useMultiGrid } from '@casino/ui/use-multi-grid';
import { closeGame, openGame } from '@casino/ui/game-session';
import { useDebouncedAction } from '@casino/ui/use-debounced-action';
import type { GridState } from '@casino/ui/grid-model';
import type { GameToHost } from '@casino/ui/game-frame-protocol';
import { RequirePlayer, useRefreshSession, useSession } from '../../../lib/auth';
import { errorData, handleError } from '../../../lib/error-handler';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../components/ui/button';
import { useGameSessionClient } from '../api/session-client';
import { GamePicker, type PickedGame } from '../components/game-picker';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import { shareFor } from '../lib/share';
import { money } from '../lib/money';
import '../multimode.css';

export function MultimodePage() {
  return (
    <RequirePlayer>
      <MultimodeScreen />
    </RequirePlayer>
  );
}

function MultimodeScreen() {
  const { t } = useTranslation('multimode');
  const grid = useMultiGrid();
  const session = useSession();
  const refresh = useRefreshSession();
  const client = useGameSessionClient();
  const providers = trpc.games.providers.useQuery({}, { staleTime: 5 * 60_000 });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [inGames, setInGames] = useState<Record<string, string>>({});
  const [search, setSearch] = useSearchParams();
  const stateRef = useRef<GridState>(grid.state);
  stateRef.current = grid.state;

  const currency = session.data?.currency ?? 'JPY';
  const cash = session.data?.user?.wallets.find((w) => w.currency === currency)?.amount ?? '0';

  // Opening games one after the other: each share is computed from the cash left after the previous
  // game's transfer, and each launch knows whether its platform keeps a wallet of its own.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const utils = trpc.useUtils();
  const add = useCallback(
    (g: PickedGame) => {
      setPickerOpen(false);
      const key = grid.tryAdd({
        platformCode: g.platformCode,
        gameId: g.gameId,
        name: g.gameName,
        supMultiMode: g.supMultiMode,
      });
      if (!key) return;
      queue.current = queue.current.then(async () => {
        try {
          const [providerList, current] = await Promise.all([
            utils.games.providers.fetch({}, { staleTime: 5 * 60_000 }),
            utils.session.current.fetch(undefined, { staleTime: 0 }),
          ]);
          const currency = current.currency ?? 'JPY';
          const cashNow = current.user?.wallets.find((w) => w.currency === currency)?.amount ?? '0';
          const funded = stateRef.current.games.filter((x) => x.key !== key && x.url).length;
          const launched = await openGame(client, {
            gameId: g.gameId,
            platformCode: g.platformCode,
            demo: false,
            supMultiMode: true,
            transferModel: providerList.list.find((p) => p.platformCodes.includes(g.platformCode))
              ?.transferModel,
            amount: shareFor(cashNow, grid.max - funded),
            device: window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'pc',
          });
          if (!launched.gameUrl) throw new Error('no game URL');
          grid.launched(key, launched.gameUrl);
          setInGames((m) => ({ ...m, [g.platformCode]: launched.balance }));
          await refresh();
        } catch (error: unknown) {
          grid.failed(key, errorData(error)?.upstreamMessage ?? t('openFailed'));
          handleError(error, { silent: true });
        }
      });
    },
    [client, grid, refresh, t, utils],
  );
  const debouncedAdd = useDebouncedAction(add);

  const remove = useCallback(
    (key: string) => {
      const game = stateRef.current.games.find((g) => g.key === key);
      grid.remove(key);
      if (!game) return;
      const stillOpen = stateRef.current.games.some(
        (g) => g.key !== key && g.platformCode === game.platformCode,
      );
      if (stillOpen) return;
      setInGames(({ [game.platformCode]: _gone, ...rest }) => rest);
      void closeGame(client, game.platformCode).then(
        () => refresh(),
        () => refresh(),
      );
    },
    [client, grid, refresh],
  );

  // Each game reports its wallet after every round; games of one platform share that wallet.
  const onGameMessage = useCallback((key: string, m: GameToHost) => {
    if (m.type !== 'balance') return;
    const platform = stateRef.current.games.find((g) => g.key === key)?.platformCode;
    if (platform) setInGames((prev) => ({ ...prev, [platform]: m.balance }));
  }, []);

  // ?add=PLATFORM:gameId (from a game page's "open in multi-machine mode").
  useEffect(() => {
    const wanted = search.get('add');
    if (!wanted || !providers.isFetched) return;
    const [platformCode, gameId] = wanted.split(':');
    setSearch(
      (p) => {
        const n = new URLSearchParams(p);
        n.delete('add');
        return n;
      },
      { replace: true },
    );
    if (platformCode && gameId) add({ platformCode, gameId, gameName: gameId, supMultiMode: true });
  }, [search, providers.isFetched, add, setSearch]);

  // Leaving the page closes every game: move each platform's money back once.
  useEffect(
    () => () => {
      const platforms = new Set(stateRef.current.games.map((g) => g.platformCode));
      for (const p of platforms)
        void closeGame(client, p).then(
          () => refresh(),
          () => refresh(),
        );
    },
    [client, refresh],
  );

  const units = (v: string) => {
    try {
      return toUnits(v);
    } catch {
      return 0n;
    }
  };
  const inGamesTotal = Object.values(inGames).reduce((sum, v) => sum + units(v), 0n);
  const inGamesText = fromUnits(inGamesTotal, 2);
  const totalText = fromUnits(units(cash) + inGamesTotal, 2);

  return (
    <div className="mm-page container">
      <header className="mm-page__head">
        <div>
          <h1 className="mm-page__title">{t('title')}</h1>
          <p className="mm-page__lead">{t('lead', { max: grid.max })}</p>
          <p className="mm-page__note">
            {t('supportedOnly', { list: MULTI_MODE_PLATFORMS.join(', ') })}
            {grid.apple ? ` ${t('appleNote')}` : ''}
          </p>
        </div>
      </header>
      <MultiGrid
        state={grid.state}
        max={grid.max}
        onFocus={grid.focus}
        onRemove={remove}
        onRunning={grid.running}
        onAddClick={() => setPickerOpen(true)}
        refusal={grid.refusal}
        onDismissRefusal={grid.dismissRefusal}
        onGameMessage={onGameMessage}
        balance={
          <div className="mm-balance" data-testid="mm-balance">
            <span className="mm-balance__label">{t('balance')}</span>
            <span className="mm-balance__value num">{money(totalText, currency)}</span>
            {inGamesTotal > 0n ? (
              <span className="mm-balance__games num">
                {t('cash')} {money(cash, currency)} · {t('inGames')} {money(inGamesText, currency)}
              </span>
            ) : null}
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
