/**
 * The games on the terminal: packages/ui's grid state plus the money around it. The customer chooses
 * how much goes into each game (the amount sheet) and may top a running game up; the money moves into
 * the game's platform wallet, then the game launches muted in multi-machine mode; closing the last
 * game of a platform (its close button or the game's own exit button) moves that wallet back out.
 *
 * Money moves into a game only after its page said it is ready (packages/ui/src/lib/game-wallet.ts):
 * the page takes a lease first (kept alive by pings; a closed or reloaded page leaves it by beacon),
 * launches the game without money, waits for its ready message, then moves the chosen amount in. A
 * game that does not say ready within the gateway's time-out shows the failure and a retry, and
 * received nothing. Closing a game leaves its lease: the gateway returns the wallet when no other game
 * of that platform is open.
 *
 * What is in the games: each platform wallet's balance (from the transfer answers and the games' own
 * balance messages) counted once, however many games share it; each game's own part is what was put
 * in for it plus its rounds (the games' bet messages), and when games share a wallet the parts are
 * evened out so they add up to the wallet exactly.
 */
// The callbacks below keep one identity for the whole visit on purpose: they read the live session
// utilities, grid and keeper through refs and closures made once, and a new identity would re-run the
// grid's effects (and with them leases and money moves). The hook rule cannot see that.
/* eslint-disable react-hooks/exhaustive-deps */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMultiGrid, type GridCandidate } from '@casino/ui/use-multi-grid';
import { clientOrderId, type GameSessionClient } from '@casino/ui/game-session';
import {
  endGame,
  GameNotReadyError,
  LeaseKeeper,
  openLease,
  waitForReady,
  type GameWalletClient,
  type LeaseRef,
} from '@casino/ui/game-wallet';
import type { GameToHost } from '@casino/ui/game-frame-protocol';
import { refreshBalanceMessage, frameOrigin } from '@casino/ui/game-frame-protocol';
import { fromUnits } from '@casino/shared/rules/money-units';
import { kioskStatus } from '../../lib/kiosk-status';
import { units } from '../../lib/money';
import { interpretError, type KioskError } from '../../lib/errors';
import { i18n } from '../../lib/i18n';
import { markLaunchReady, markLaunchStart } from '../../lib/launch-marks';
import { trpc } from '../../lib/trpc';
import { gameFrameWindow as frameWindow } from '../../lib/game-frames';

export interface KioskCandidate extends GridCandidate {
  /** A pachinko or pachislot machine of the hall floor (several machines share one game). */
  machineId?: string;
}

export interface OpenRequest {
  candidate: KioskCandidate;
  /** Decimal string; '0' or null moves nothing. */
  amount: string | null;
}

/** Round results of the visit, for the reality check. */
export interface Tally {
  bet: bigint;
  win: bigint;
}

export function useKioskGames(opts: {
  currency: string;
  cash: bigint;
  onError: (e: KioskError) => void;
  /** The gateway returned wallets of these games without the page asking (sweep, session end). */
  onGone?: () => void;
}) {
  const grid = useMultiGrid(undefined, false);
  const utils = trpc.useUtils();
  const client = utils.client;
  /** Per platform: the wallet's latest balance. */
  const [wallets, setWallets] = useState<Record<string, bigint>>({});
  /** Per game key: what was put in for it plus its rounds. */
  const [stakes, setStakes] = useState<Record<string, bigint>>({});
  const [machines, setMachines] = useState<Record<string, string>>({});
  const tally = useRef<Tally>({ bet: 0n, win: 0n });
  const stateRef = useRef(grid.state);
  stateRef.current = grid.state;
  const cashRef = useRef(opts.cash);
  cashRef.current = opts.cash;
  const onError = useRef(opts.onError);
  onError.current = opts.onError;
  const onGoneRef = useRef(opts.onGone);
  onGoneRef.current = opts.onGone;
  /** Per game key: its lease, and what the customer asked for (for a retry). */
  const leases = useRef(new Map<string, LeaseRef>());
  const requests = useRef(new Map<string, OpenRequest>());

  const walletClient: GameWalletClient = {
    open: (i) => client.gameWallets.open.mutate(i),
    alive: (i) => client.gameWallets.alive.mutate(i),
    leave: (i) => client.gameWallets.leave.mutate(i),
  };
  const keeper = useRef<LeaseKeeper | null>(null);
  useEffect(() => {
    const k = new LeaseKeeper(walletClient, (gone) => {
      // The wallet went back without us (swept, the session ended elsewhere): those games hold
      // nothing any more; the flow checks the session and shows the statement.
      for (const [key, lease] of leases.current)
        if (gone.includes(lease.leaseId)) {
          leases.current.delete(key);
          grid.remove(key);
        }
      onGoneRef.current?.();
    });
    keeper.current = k;
    return () => {
      k.dispose();
      if (keeper.current === k) keeper.current = null;
    };
  }, []);
  const keeperNow = () => {
    if (!keeper.current) keeper.current = new LeaseKeeper(walletClient);
    return keeper.current;
  };

  const session: GameSessionClient = {
    launchGame: (i) => client.games.launchGame.mutate(i),
    launchDemoGame: (i) => client.games.launchDemoGame.mutate(i),
    transferRegister: (i) => client.games.transferRegister.mutate(i),
    transferIn: (i) => client.games.transferIn.mutate(i),
    transferOutAll: (i) => client.games.transferOutAll.mutate(i),
  };

  // Money on its way back from a game just closed (a swap): the next transfer in waits for it.
  const settling = useRef<Promise<unknown>>(Promise.resolve());
  /**
   * Per platform: the customer's registration at the provider (moves no money), asked for while its
   * first game loads, so that once the game is ready only the transfer itself is left to wait for.
   */
  const registered = useRef(new Map<string, Promise<boolean>>());
  const register = (platformCode: string) => {
    let done = registered.current.get(platformCode);
    if (!done) {
      done = session.transferRegister({ platformCode }).then(
        () => true,
        () => {
          registered.current.delete(platformCode);
          return false;
        },
      );
      registered.current.set(platformCode, done);
    }
    return done;
  };
  const moveIn = (platformCode: string, amount: string): Promise<bigint> => {
    // One move at a time, after any money on its way back.
    const run = settling.current
      .catch(() => undefined)
      .then(async () => {
        // Registered while the game loaded; asked again (its error shown) when that failed.
        if (!(await register(platformCode))) await session.transferRegister({ platformCode });
        const order = await session.transferIn({ platformCode, amount, clientOrderId: clientOrderId() });
        cashRef.current = units(order.cashBalance);
        setWallets((m) => ({ ...m, [platformCode]: units(order.gameBalance) }));
        return units(order.amount);
      });
    settling.current = run;
    return run;
  };
  const refreshFrame = (key: string) => {
    const game = stateRef.current.games.find((g) => g.key === key);
    const win = frameWindow(key);
    if (win && game?.url) win.postMessage(refreshBalanceMessage(), frameOrigin(game.url));
  };

  const openOne = async (request: OpenRequest, key: string) => {
    const { candidate, amount } = request;
    requests.current.set(key, request);
    try {
      // The lease and the game's address together, in one request (calls made together go as one
      // batch); neither moves money. A launch whose lease failed is never shown (its address expires
      // unused); a lease whose launch failed stays for the retry.
      const opening = leases.current.has(key)
        ? null
        : openLease(walletClient, keeperNow(), {
            platformCode: candidate.platformCode,
            gameId: candidate.gameId,
          });
      const launching = session.launchGame({
        gameId: candidate.gameId,
        platformCode: candidate.platformCode,
        supMultiMode: true,
        device: 'pc',
      });
      if (opening) {
        const [lease] = await Promise.all([opening, launching.catch(() => undefined)]);
        if (requests.current.get(key) !== request) {
          // Closed meanwhile: the lease goes at once.
          void endGame(walletClient, keeperNow(), lease).catch(() => undefined);
          return;
        }
        leases.current.set(key, lease);
        readyTimeout.current = lease.readyTimeoutMs;
      }
      const launched = await launching;
      // While the game loads: the registration its money will need.
      void register(candidate.platformCode);
      // Listening before the frame exists: a fast game's ready message is never missed.
      const ready = waitForReady(() => frameWindow(key), readyTimeout.current);
      grid.launched(key, launched.gameUrl);
      setWallets((m) => ({ ...m, [candidate.platformCode]: units(launched.balance) }));
      await ready;
      if (!leases.current.has(key)) return; // closed meanwhile
      // Ready: now the money moves in, and the game shows it.
      let moved = 0n;
      if (amount && units(amount) > 0n) moved = await moveIn(candidate.platformCode, amount);
      setStakes((m) => ({ ...m, [key]: (m[key] ?? 0n) + moved }));
      grid.running(key);
      if (moved > 0n) refreshFrame(key);
    } catch (err) {
      if (err instanceof GameNotReadyError) {
        // Nothing moved into this game; its lease goes, and the cell offers a retry.
        grid.failed(key, i18n.t('floor:money.notReady'));
        const lease = leases.current.get(key);
        leases.current.delete(key);
        if (lease) void endGame(walletClient, keeperNow(), lease).catch(() => undefined);
        return;
      }
      const e = interpretError(err, 'game');
      grid.failed(key, e.text ?? '');
      onError.current(e);
    }
  };
  const readyTimeout = useRef(20_000);

  /** Loads a failed game again, with the amount first asked for. */
  const retry = useCallback((key: string) => {
    const request = requests.current.get(key);
    if (!request) return;
    markLaunchStart(key);
    void openOne(request, key).finally(() => void utils.session.current.invalidate());
  }, []);

  /** Opens the chosen games, each with its amount, one after the other (money moves in order). */
  const open = useCallback(
    async (requests: OpenRequest[]) => {
      const keys: (string | null)[] = [];
      for (const r of requests) {
        const key = grid.tryAdd(r.candidate);
        keys.push(key);
        if (key) {
          markLaunchStart(key);
          if (r.candidate.machineId) setMachines((m) => ({ ...m, [key]: r.candidate.machineId! }));
        }
      }
      // Every game loads at once; the money moves in one after the other as each says ready.
      await Promise.all(requests.map((r, i) => (keys[i] ? openOne(r, keys[i]!) : undefined)));
      void utils.session.current.invalidate();
    },
    [grid.tryAdd],
  );

  /** More money into a running game. */
  const topUp = useCallback(async (key: string, amount: string) => {
    const game = stateRef.current.games.find((g) => g.key === key);
    if (!game || units(amount) <= 0n) return;
    try {
      const moved = await moveIn(game.platformCode, amount);
      setStakes((m) => ({ ...m, [key]: (m[key] ?? 0n) + moved }));
      // The game shows its new balance at once.
      refreshFrame(key);
    } catch (err) {
      onError.current(interpretError(err, 'game'));
    } finally {
      void utils.session.current.invalidate();
    }
  }, []);

  /** A game's stake goes to the open game that keeps its wallet (`heir`, read when the stakes update), or goes. */
  const passStake = (key: string, heir: () => string | undefined) =>
    setStakes((m) => {
      const next = { ...m };
      const left = next[key] ?? 0n;
      delete next[key];
      const to = heir();
      if (to) next[to] = (next[to] ?? 0n) + left;
      return next;
    });

  /**
   * Leaves a game's lease once the money moves before it are done; its statement is acknowledged (the
   * customer saw why the money came back), and the wallet is forgotten unless an open game keeps it.
   */
  const leave = async (lease: LeaseRef, platformCode: string, walletKept: boolean) => {
    try {
      const out = settling.current
        .catch(() => undefined)
        .then(() => endGame(walletClient, keeperNow(), lease));
      settling.current = out;
      const statement = await out;
      if (statement) void client.gameWallets.ack.mutate({ ids: [statement.id] }).catch(() => undefined);
      if (!walletKept)
        setWallets((m) => {
          const next = { ...m };
          delete next[platformCode];
          return next;
        });
    } catch (err) {
      onError.current(interpretError(err, 'game'));
    } finally {
      void utils.session.current.invalidate();
    }
  };

  const close = useCallback(
    async (key: string) => {
      const game = stateRef.current.games.find((g) => g.key === key);
      grid.remove(key);
      setMachines((m) => {
        const next = { ...m };
        delete next[key];
        return next;
      });
      requests.current.delete(key);
      const lease = leases.current.get(key);
      leases.current.delete(key);
      if (!game) return;
      const others = stateRef.current.games.some(
        (g) => g.key !== key && g.platformCode === game.platformCode,
      );
      // The money of a game that shares its wallet stays with the games still open there.
      passStake(
        key,
        () => stateRef.current.games.find((g) => g.key !== key && g.platformCode === game.platformCode)?.key,
      );
      if (!lease) return;
      // Leaving the lease: the gateway returns the wallet when this was its last open game. The customer
      // closed it: the return is no surprise, so its statement is acknowledged.
      await leave(lease, game.platformCode, others);
    },
    [grid.remove],
  );

  /**
   * A game's frame left the game (it navigated away or went back): it counts as failed, never as
   * running. Its lease goes, so its wallet comes back to cash (unless another open game shares it),
   * and the cell offers a retry with the amount first asked for.
   */
  const navigatedAway = useCallback(
    async (key: string) => {
      const game = stateRef.current.games.find((g) => g.key === key);
      if (!game || game.status === 'error') return;
      grid.failed(key, i18n.t('floor:money.navigatedAway'));
      const lease = leases.current.get(key);
      leases.current.delete(key);
      const heir = stateRef.current.games.find(
        (g) => g.key !== key && g.platformCode === game.platformCode && g.status !== 'error',
      );
      passStake(key, () => heir?.key);
      if (!lease) return;
      // The cell says what happened: the return is acknowledged.
      await leave(lease, game.platformCode, heir !== undefined);
    },
    [grid.failed],
  );

  /** Every message of a game, from the grid: balances, rounds, ready, and its own exit button. */
  const onGameMessage = useCallback(
    (key: string, message: GameToHost) => {
      const platform = key.slice(0, key.indexOf(':'));
      if (message.type === 'ready')
        markLaunchReady(key); // the money follows (openOne)
      else if (message.type === 'balance') setWallets((m) => ({ ...m, [platform]: units(message.balance) }));
      else if (message.type === 'bet') {
        const bet = units(message.amount);
        const win = units(message.win);
        tally.current = { bet: tally.current.bet + bet, win: tally.current.win + win };
        setStakes((m) => ({ ...m, [key]: (m[key] ?? 0n) - bet + win }));
      } else if (message.type === 'exit') void close(key);
    },
    [close],
  );

  // Swapping closes the focused game, then opens the new one once the grid has made room for it.
  const [pending, setPending] = useState<OpenRequest | null>(null);
  useEffect(() => {
    if (pending && grid.state.games.length < grid.max) {
      setPending(null);
      void open([pending]);
    }
  }, [pending, grid.state.games.length, grid.max, open]);

  /** Replaces the focused game with another one. */
  const swap = useCallback(
    (request: OpenRequest) => {
      const focused = stateRef.current.focusedKey;
      setPending(request);
      if (focused) void close(focused);
    },
    [close],
  );

  // Each platform wallet once, whatever the number of games sharing it.
  const openPlatforms = new Set(grid.state.games.map((g) => g.platformCode));
  const inGamesTotal = Object.entries(wallets)
    .filter(([p]) => openPlatforms.has(p))
    .reduce((a, [, b]) => a + b, 0n);

  /** What is in each game: its own part; the parts of a shared wallet add up to the wallet. */
  const perGame: Record<string, bigint> = {};
  for (const platform of openPlatforms) {
    const games = grid.state.games.filter((g) => g.platformCode === platform);
    const wallet = wallets[platform] ?? 0n;
    if (games.length === 1) {
      perGame[games[0]!.key] = wallet;
      continue;
    }
    let sum = 0n;
    for (const g of games) {
      const own = stakes[g.key] ?? 0n;
      perGame[g.key] = own > 0n ? own : 0n;
      sum += perGame[g.key]!;
    }
    // Rounds a game did not report (or a game that reports none) leave a difference: the game most
    // recently opened on that wallet carries it, never below zero.
    let diff = wallet - sum;
    for (const g of [...games].reverse()) {
      if (diff === 0n) break;
      const next = perGame[g.key]! + diff;
      perGame[g.key] = next < 0n ? 0n : next;
      diff = next < 0n ? next : 0n;
    }
  }

  // The heartbeat reports the open games and the money in them (for the staff view).
  useEffect(() => {
    kioskStatus.openGames = grid.state.games.map((g) => ({
      platformCode: g.platformCode,
      gameId: g.gameId,
      name: g.name.slice(0, 120),
      amount: fromUnits(perGame[g.key] ?? 0n),
    }));
    kioskStatus.inGames = { amount: fromUnits(inGamesTotal), currency: opts.currency };
  });

  const sharedCount = (platformCode: string) =>
    grid.state.games.filter((g) => g.platformCode === platformCode).length;

  return {
    grid,
    open,
    close,
    retry,
    navigatedAway,
    swap,
    topUp,
    onGameMessage,
    inGamesTotal,
    perGame,
    wallets,
    machines,
    sharedCount,
    tally,
    cashRef,
  };
}
