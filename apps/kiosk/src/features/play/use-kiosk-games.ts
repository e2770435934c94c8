/**
 * The games on the terminal: packages/ui's grid state plus the money around it. Opening a game moves
 * an even share of the cash into its platform's wallet (the fourth game takes the rest), then
 * launches it muted in multi-machine mode; closing the last game of a platform moves that wallet back
 * out. In-game balances are the latest figure per platform (from the transfer, then from the games'
 * own balance messages), so the balance on screen is cash plus what sits in the games.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMultiGrid, type GridCandidate } from '@casino/ui/use-multi-grid';
import { closeGame, clientOrderId, type GameSessionClient } from '@casino/ui/game-session';
import { isGameMessage } from '@casino/ui/game-frame-protocol';
import { kioskStatus } from '../../lib/kiosk-status';
import { shareForNewGame, units } from '../../lib/money';
import { interpretError, type KioskError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function useKioskGames(opts: { currency: string; cash: bigint; onError: (e: KioskError) => void }) {
  const grid = useMultiGrid(undefined, false);
  const utils = trpc.useUtils();
  const client = utils.client;
  const [inGames, setInGames] = useState<Record<string, bigint>>({});
  const stateRef = useRef(grid.state);
  stateRef.current = grid.state;
  const cashRef = useRef(opts.cash);
  cashRef.current = opts.cash;

  const session: GameSessionClient = {
    launchGame: (i) => client.games.launchGame.mutate(i),
    launchDemoGame: (i) => client.games.launchDemoGame.mutate(i),
    transferRegister: (i) => client.games.transferRegister.mutate(i),
    transferIn: (i) => client.games.transferIn.mutate(i),
    transferOutAll: (i) => client.games.transferOutAll.mutate(i),
  };

  // The heartbeat reports the open games.
  useEffect(() => {
    kioskStatus.openGames = grid.state.games.map((g) => ({ platformCode: g.platformCode, gameId: g.gameId }));
  }, [grid.state.games]);

  // Games report their balance after each round.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!isGameMessage(e.data) || e.data.type !== 'balance') return;
      const frames = document.querySelectorAll<HTMLIFrameElement>('[data-game-key] iframe');
      for (const f of frames)
        if (f.contentWindow === e.source) {
          const key = f.closest<HTMLElement>('[data-game-key]')?.dataset.gameKey ?? '';
          const platform = key.split(':')[0]!;
          const amount = units(e.data.balance);
          setInGames((m) => ({ ...m, [platform]: amount }));
        }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const open = useCallback(
    async (candidate: GridCandidate) => {
      const before = stateRef.current.games.length;
      const key = grid.tryAdd(candidate);
      if (!key) return;
      try {
        const share = shareForNewGame(cashRef.current, grid.max - before, opts.currency);
        if (share) {
          await session.transferRegister({ platformCode: candidate.platformCode });
          const order = await session.transferIn({
            platformCode: candidate.platformCode,
            amount: share,
            clientOrderId: clientOrderId(),
          });
          cashRef.current = units(order.cashBalance);
          setInGames((m) => ({ ...m, [candidate.platformCode]: units(order.gameBalance) }));
        }
        const launched = await session.launchGame({
          gameId: candidate.gameId,
          platformCode: candidate.platformCode,
          supMultiMode: true,
          device: 'pc',
        });
        grid.launched(key, launched.gameUrl);
        if (!share) setInGames((m) => ({ ...m, [candidate.platformCode]: units(launched.balance) }));
      } catch (err) {
        const e = interpretError(err, 'game');
        grid.failed(key, e.text ?? '');
        opts.onError(e);
      } finally {
        void utils.session.current.invalidate();
      }
    },
    [grid.tryAdd, grid.max, opts.currency],
  );

  const close = useCallback(
    async (key: string) => {
      const game = stateRef.current.games.find((g) => g.key === key);
      grid.remove(key);
      if (!game) return;
      const others = stateRef.current.games.some(
        (g) => g.key !== key && g.platformCode === game.platformCode,
      );
      if (others) return;
      try {
        await closeGame(session, game.platformCode);
        setInGames((m) => {
          const next = { ...m };
          delete next[game.platformCode];
          return next;
        });
      } catch (err) {
        opts.onError(interpretError(err, 'game'));
      } finally {
        void utils.session.current.invalidate();
      }
    },
    [grid.remove],
  );

  // Swapping closes the focused game, then opens the new one once the grid has made room for it.
  const [pending, setPending] = useState<GridCandidate | null>(null);
  useEffect(() => {
    if (pending && grid.state.games.length < grid.max) {
      setPending(null);
      void open(pending);
    }
  }, [pending, grid.state.games.length, grid.max, open]);

  /** Replaces the focused game with another one. */
  const swap = useCallback(
    (candidate: GridCandidate) => {
      const focused = stateRef.current.focusedKey;
      setPending(candidate);
      if (focused) void close(focused);
    },
    [close],
  );

  const inGamesTotal = Object.values(inGames).reduce((a, b) => a + b, 0n);
  return { grid, open, close, swap, inGamesTotal };
}
