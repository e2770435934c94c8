/**
 * The money of a multi-machine grid, shared by the web site and the kiosk (docs/gateway.md, "Money in
 * games"): each cell holds a lease of its game; a game is launched without money, and its share moves in
 * only when the game says it is ready; a game that does not say so in time is failed (no money moved)
 * and offers a retry; closing a cell leaves its lease, and the gateway returns the platform's wallet once
 * no live page shows a game of that platform (two games of one platform share one wallet).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { GridCandidate, useMultiGrid } from './use-multi-grid';
import type { GameSessionClient } from '../lib/game-session';
import {
  endGame,
  fundGame,
  openLease,
  type GameWalletClient,
  type Lease,
  type LeaseKeeper,
} from '../lib/game-wallet';
import { HOST_SOURCE } from '../lib/game-frame-protocol';

export interface GridWalletOptions {
  grid: ReturnType<typeof useMultiGrid>;
  session: GameSessionClient;
  wallet: GameWalletClient;
  keeper: LeaseKeeper;
  /** How much to move into a game that just said it is ready (null: nothing). */
  shareFor: (game: { key: string; platformCode: string }) => Promise<string | null> | string | null;
  /** Text of a cell whose game did not start. */
  notReadyText: string;
  device?: 'pc' | 'mobile';
  /** After money moved in or out (refresh the balances shown). */
  onMoneyMoved?: () => void;
  onError?: (key: string, error: unknown) => void;
}

function postToGame(key: string, message: unknown) {
  const frame = document.querySelector<HTMLIFrameElement>(`[data-game-key="${CSS.escape(key)}"] iframe`);
  if (!frame?.contentWindow) return;
  let origin = '*';
  try {
    origin = new URL(frame.src, window.location.href).origin;
  } catch {
    // keep '*' only for a frame without a parsable URL (never sent money data anyway)
  }
  frame.contentWindow.postMessage(message, origin);
}

export function useGridWallets(opts: GridWalletOptions) {
  const { grid } = opts;
  // The grid's actions are stable (useMemo); tryAdd changes with the grid's state.
  const { tryAdd, launched: markLaunched, running: markRunning, failed, remove: removeCell } = grid;
  const o = useRef(opts);
  o.current = opts;
  const leases = useRef(new Map<string, Lease>());
  const candidates = useRef(new Map<string, GridCandidate>());
  const funded = useRef(new Set<string>());
  // Games whose share waits for the one before it: shares are taken one after the other, each once the
  // previous game's money has moved, so two games ready at once (a set-up opened again after a reload)
  // split the cash as two games opened one by one do.
  const waiting = useRef(new Set<string>());
  const turns = useRef<Promise<void>>(Promise.resolve());
  // The gateway's ready time-out (GAME_WALLET_READY_TIMEOUT_MS), from the latest lease.
  const readyTimeout = useRef<number | undefined>(undefined);

  const launch = useCallback(
    async (candidate: GridCandidate): Promise<string | null> => {
      const key = tryAdd(candidate);
      if (!key) return null;
      candidates.current.set(key, candidate);
      try {
        const lease = await openLease(o.current.wallet, o.current.keeper, candidate);
        leases.current.set(key, lease);
        readyTimeout.current = lease.readyTimeoutMs;
        const launched = await o.current.session.launchGame({
          gameId: candidate.gameId,
          platformCode: candidate.platformCode,
          supMultiMode: true,
          device: o.current.device ?? 'pc',
        });
        if (!launched.gameUrl) throw new Error('no game URL');
        markLaunched(key, launched.gameUrl);
      } catch (err) {
        failed(key, o.current.notReadyText);
        await leave(key);
        o.current.onError?.(key, err);
      }
      return key;
    },
    [tryAdd, markLaunched, failed],
  );

  const leave = async (key: string) => {
    const lease = leases.current.get(key);
    leases.current.delete(key);
    funded.current.delete(key);
    if (!lease) return;
    try {
      await endGame(o.current.wallet, o.current.keeper, lease);
    } finally {
      o.current.onMoneyMoved?.();
    }
  };

  /** The game said it is ready: now, and only now, its share moves in (after the games before it). */
  const running = useCallback(
    async (key: string) => {
      markRunning(key);
      if (!leases.current.has(key) || funded.current.has(key) || waiting.current.has(key)) return;
      waiting.current.add(key);
      const turn = turns.current.then(async () => {
        waiting.current.delete(key);
        const lease = leases.current.get(key);
        // Closed while it waited: nothing moves.
        if (!lease || funded.current.has(key)) return;
        funded.current.add(key);
        try {
          const amount = await o.current.shareFor({ key, platformCode: lease.platformCode });
          if (amount) {
            await fundGame(o.current.session, { platformCode: lease.platformCode, amount });
            postToGame(key, { source: HOST_SOURCE, type: 'refresh-balance' });
          }
        } catch (err) {
          o.current.onError?.(key, err);
        } finally {
          o.current.onMoneyMoved?.();
        }
      });
      turns.current = turn;
      await turn;
    },
    [markRunning],
  );

  const notReady = useCallback(
    (key: string) => {
      failed(key, o.current.notReadyText);
      void leave(key);
    },
    [failed],
  );

  const remove = useCallback(
    async (key: string) => {
      removeCell(key);
      candidates.current.delete(key);
      await leave(key);
    },
    [removeCell],
  );

  const retry = useCallback(
    (key: string) => {
      const candidate = candidates.current.get(key);
      removeCell(key);
      void leave(key);
      if (candidate) setTimeout(() => void launch(candidate), 0);
    },
    [removeCell, launch],
  );

  // Leaving the page: every lease ends (a reload or a closed tab: the keeper's beacon).
  useEffect(
    () => () => {
      for (const key of [...leases.current.keys()]) void leave(key);
    },
    [],
  );

  const isFunded = useCallback((key: string) => funded.current.has(key), []);
  const readyTimeoutMs = useCallback(() => readyTimeout.current, []);
  return { launch, running, notReady, remove, retry, funded: isFunded, readyTimeoutMs };
}
