/**
 * Playing for money: launch tickets (short-lived, single-use), game sessions (one per opened game
 * page, so several games in iframes never share anything), rounds posted to the ledger once per
 * round id, jackpot contributions and wins, and the transfer wallet of each platform.
 *
 * Ledger keys (each a separate, idempotent transaction):
 *   game-bet:<playerId>:<roundId>        game wallet -> house:games
 *   game-win:<playerId>:<roundId>        house:games -> game wallet
 *   jackpot-contrib:<playerId>:<roundId> house:games -> house:jackpot:<code> (the pools grow from bets)
 *   jackpot-win:<playerId>:<roundId>     house:jackpot:<code> -> game wallet, then jackpot-reseed:...
 *   game-in:<playerId>:<clientOrderId>   cash -> game wallet
 *   game-out:<playerId>:<clientOrderId>:<platform>:<currency>  game wallet -> cash
 */
import { randomBytes } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import { type Currency } from '@casino/shared/schemas/money';
import { fail, MESSAGES, PlatformError } from '../../core/errors';
import { emitPlatformEvent, type EventLog } from '../../core/events';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { assertMayPlay } from '../account/self-control';
import {
  PACHINKO,
  REELS3,
  REELS5,
  cryptoRng,
  dealBaccarat,
  engineKind,
  firePachinko,
  spinReels,
  type BaccaratSide,
  type Rng,
} from './engines';
import { OUTCOMES, fixturesFor, settleSports, type Outcome } from './sports';
import { dealPoker } from './poker';
import { shootFish, type FishId } from './fish';
import { betSteps, demoStartBalance } from './limits';
import {
  gamesStore,
  hashToken,
  type GameDef,
  type GameSession,
  type GamesStore,
  type Round,
  type TransferOrder,
} from './store';
import { playerGamePrefix } from '../../core/accounts';

export const LAUNCH_TTL_MS = 2 * 60_000;
export const SESSION_IDLE_MS = 3 * 3600_000;

export function unavailable(): never {
  fail(
    CODES.GAME_UNAVAILABLE,
    'このゲームは現在ご利用いただけません',
    'This game is not available at the moment',
  );
}

/** VALIDATION on the currency: the game (or the provider, for transfers) does not accept it. */
export function currencyRefused(by: 'game' | 'provider'): never {
  const who =
    by === 'game' ? { ja: 'このゲーム', en: 'This game' } : { ja: 'このプロバイダー', en: 'This provider' };
  fail(CODES.VALIDATION, `${who.ja}はこの通貨に対応していません`, `${who.en} does not accept this currency`, {
    fields: { currency: 'validation.currencyError' },
  });
}

/** The open game with this id on this platform, or 110069. */
export function openGame(store: GamesStore, gameId: string, platformCode: string): GameDef {
  const game = store.byId.get(gameId);
  if (!game || game.status !== 1 || game.platformCode.toUpperCase() !== platformCode.toUpperCase())
    unavailable();
  return game;
}

export function issueLaunch(
  state: PlatformState,
  args: {
    game: GameDef;
    player: Player | null;
    currency: Currency;
    multiMode: boolean;
    returnUrl: string | null;
    lang: 'ja' | 'en';
    now: number;
    publicUrl: string;
  },
): { gameUrl: string; expiresAt: number } {
  const store = gamesStore(state);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = args.now + LAUNCH_TTL_MS;
  // Forget expired tickets as new ones come in, so the map stays small.
  for (const [k, t] of store.launchTickets) if (t.expiresAt < args.now) store.launchTickets.delete(k);
  store.launchTickets.set(hashToken(token), {
    tokenHash: hashToken(token),
    gameId: args.game.gameId,
    playerId: args.player?.id ?? null,
    demo: args.player === null,
    currency: args.currency,
    multiMode: args.multiMode,
    returnUrl: args.returnUrl,
    lang: args.lang,
    expiresAt,
    used: false,
  });
  // The token travels in the fragment: browsers never send it to a server, so no access log has it.
  const mode = args.player ? 'real' : 'demo';
  const gameUrl = `${args.publicUrl}/games/play/${encodeURIComponent(args.game.gameId)}?lang=${args.lang}&mode=${mode}#t=${token}`;
  return { gameUrl, expiresAt };
}

export type ExchangeResult =
  { ok: true; session: GameSession } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Trades a launch token for a game session, once. */
export function exchangeLaunchToken(state: PlatformState, token: string, now: number): ExchangeResult {
  const store = gamesStore(state);
  const ticket = store.launchTickets.get(hashToken(token));
  if (!ticket) return { ok: false, reason: 'invalid' };
  if (ticket.used) return { ok: false, reason: 'used' };
  if (ticket.expiresAt < now) return { ok: false, reason: 'expired' };
  ticket.used = true;
  const game = store.byId.get(ticket.gameId)!;
  const session: GameSession = {
    id: randomBytes(32).toString('base64url'),
    gameId: game.gameId,
    platformCode: game.platformCode,
    playerId: ticket.playerId,
    demo: ticket.demo,
    currency: ticket.currency,
    multiMode: ticket.multiMode,
    returnUrl: ticket.returnUrl,
    lang: ticket.lang,
    createdAt: now,
    lastSeenAt: now,
    demoBalance: ticket.demo ? demoStartBalance(ticket.currency) : 0n,
    demoRounds: new Map(),
  };
  for (const [k, s] of store.sessions) if (s.lastSeenAt + SESSION_IDLE_MS < now) store.sessions.delete(k);
  store.sessions.set(session.id, session);
  return { ok: true, session };
}

export function liveSession(state: PlatformState, id: string | undefined, now: number): GameSession | null {
  if (!id) return null;
  const s = gamesStore(state).sessions.get(id);
  if (!s || s.lastSeenAt + SESSION_IDLE_MS < now) return null;
  if (s.playerId) {
    const p = state.players.get(s.playerId);
    if (!p || p.disabled) return null;
  }
  s.lastSeenAt = now;
  return s;
}

export function sessionBalance(state: PlatformState, s: GameSession): bigint {
  if (s.demo || !s.playerId) return s.demoBalance;
  return state.ledger.balance(gamesStore(state).gameAccount(s.playerId, s.platformCode), s.currency);
}

export const engineOf = (game: GameDef) => engineKind(game);

export interface SpinAnswer {
  round: Round;
  replayed: boolean;
  balance: bigint;
}

/**
 * Plays one round. Retrying with the same round id returns the first result and posts nothing;
 * the same round id with another bet is refused (IDEMPOTENCY_CONFLICT).
 */
export function playRound(
  state: PlatformState,
  session: GameSession,
  input: { roundId: string; bet: bigint; side?: BaccaratSide; pick?: string; target?: FishId },
  now: number,
  log?: EventLog,
  rng: Rng = cryptoRng,
): SpinAnswer {
  const store = gamesStore(state);
  const game = store.byId.get(session.gameId);
  if (!game || game.status !== 1) unavailable();
  const real = Boolean(session.playerId) && !session.demo;
  const roundKey = `${session.playerId}:${input.roundId}`;
  const rounds = real ? store.rounds : session.demoRounds;
  const previous = rounds.get(real ? roundKey : input.roundId);
  if (previous) {
    if (
      previous.bet !== input.bet ||
      previous.gameId !== game.gameId ||
      previous.side !== (input.side ?? input.pick ?? input.target ?? null)
    ) {
      throw new PlatformError(CODES.IDEMPOTENCY_CONFLICT, MESSAGES.idempotencyConflict);
    }
    return { round: previous, replayed: true, balance: sessionBalance(state, session) };
  }
  if (!betSteps(session.currency).includes(input.bet)) {
    fail(CODES.VALIDATION, 'ベット額が正しくありません', 'This bet is not offered', {
      fields: { bet: 'validation.invalid' },
    });
  }
  const player = session.playerId ? state.players.get(session.playerId) : undefined;
  if (!session.demo) {
    if (!player) throw new PlatformError(CODES.SESSION_INVALID, MESSAGES.sessionInvalid);
    assertMayPlay(player, now);
  }

  const kind = engineOf(game);
  let win: bigint;
  let outcome: unknown;
  let detail: string;
  let side: string | null = null;
  if (kind === 'sports') {
    const [matchId, pick] = (input.pick ?? '').split(':') as [string, Outcome];
    const fixture = [...fixturesFor(game.gameId, now), ...fixturesFor(game.gameId, now - 86_400_000)].find(
      (f) => f.matchId === matchId,
    );
    if (!fixture || !OUTCOMES.includes(pick)) {
      fail(CODES.VALIDATION, '選択が正しくありません', 'Pick a match and an outcome', {
        fields: { pick: 'validation.invalid' },
      });
    }
    const o = settleSports(fixture, pick, rng);
    win = (input.bet * BigInt(o.returnPct)) / 100n;
    outcome = o;
    side = `${matchId}:${pick}`;
    detail = `sports ${fixture.home.en} ${o.score[0]}-${o.score[1]} ${fixture.away.en} pick=${pick} @${(o.oddsPct / 100).toFixed(2)}`;
  } else if (kind === 'fish') {
    if (!input.target) {
      fail(CODES.VALIDATION, '狙う魚を選んでください', 'Choose a fish to aim at', {
        fields: { target: 'validation.invalid' },
      });
    }
    const o = shootFish(input.target, rng);
    win = o.caught ? input.bet * BigInt(o.multiplier) : 0n;
    outcome = o;
    side = input.target;
    detail = `fish target=${o.target} x${o.multiplier} ${o.caught ? 'caught' : 'missed'}`;
  } else if (kind === 'poker') {
    const o = dealPoker(rng);
    win = (input.bet * BigInt(o.returnPct)) / 100n;
    outcome = o;
    const cards = (cs: { rank: number; suit: string }[]) => cs.map((c) => `${c.rank}${c.suit}`).join(' ');
    detail = `poker player=[${cards(o.player)}] ${o.playerHand} dealer=[${cards(o.dealer)}] ${o.dealerHand}${o.qualified ? '' : ' (not qualified)'} winner=${o.winner}`;
  } else if (kind === 'baccarat') {
    side = input.side ?? 'banker';
    const o = dealBaccarat(input.side ?? 'banker', rng);
    win = (input.bet * BigInt(o.returnPct)) / 100n;
    outcome = o;
    const cards = (cs: { rank: number; suit: string }[]) => cs.map((c) => `${c.rank}${c.suit}`).join(' ');
    detail = `baccarat bet=${o.side} player=[${cards(o.player)}]=${o.playerTotal} banker=[${cards(o.banker)}]=${o.bankerTotal} winner=${o.winner}`;
  } else if (kind === 'pachinko') {
    const o = firePachinko(rng);
    win = (input.bet / BigInt(PACHINKO.ballsPerBet)) * BigInt(o.ballMultiplier);
    outcome = o;
    detail = `pachinko balls=${o.balls.map((b) => b.pocket).join('')} x${o.ballMultiplier}${o.feverCount ? ' 大当たり' : ''}`;
  } else {
    const engine = kind === 'reels3' ? REELS3 : REELS5;
    const o = spinReels(engine, rng);
    win = (input.bet / BigInt(engine.lines.length)) * BigInt(o.lineMultiplier);
    outcome = o;
    detail = `${kind} ${o.grid.map((c) => c.join('/')).join(' | ')} lines=${o.wins.map((w) => `${w.line + 1}:${w.symbol}x${w.count}`).join(',') || '-'}`;
  }

  const round: Round = {
    orderNo: store.nextOrderNo(session.demo ? 'DM' : 'GO', now),
    roundId: input.roundId,
    playerId: session.demo ? null : (session.playerId ?? null),
    sessionId: session.id,
    gameId: game.gameId,
    platformCode: game.platformCode,
    providerCode: game.providerCode,
    currency: session.currency,
    bet: input.bet,
    win,
    jackpotWin: 0n,
    jackpotCode: null,
    side,
    outcome,
    detail,
    at: now,
    demo: session.demo,
  };

  if (session.demo || !player) {
    if (session.demoBalance < input.bet)
      throw new PlatformError(CODES.INSUFFICIENT_FUNDS, MESSAGES.insufficientFunds);
    session.demoBalance += win - input.bet;
    session.demoRounds.set(input.roundId, round);
    return { round, replayed: false, balance: session.demoBalance };
  }

  const account = store.gameAccount(player.id, game.platformCode);
  const meta = {
    gameId: game.gameId,
    platformCode: game.platformCode,
    roundId: input.roundId,
    orderNo: round.orderNo,
  };
  state.ledger.transfer({
    key: `game-bet:${player.id}:${input.roundId}`,
    kind: 'game-bet',
    from: account,
    to: 'house:games',
    currency: session.currency,
    amount: input.bet,
    meta,
    at: now,
  });
  if (win > 0n) {
    state.ledger.transfer({
      key: `game-win:${player.id}:${input.roundId}`,
      kind: 'game-win',
      from: 'house:games',
      to: account,
      currency: session.currency,
      amount: win,
      meta,
      at: now,
    });
  }
  settleJackpot(state, store, { round, game, player, account, rng, now });
  store.rounds.set(roundKey, round);
  store.roundList.push(round);
  touchRecent(store, player.id, game.gameId, now);

  const event = {
    playerId: player.id,
    currency: session.currency,
    gameId: game.gameId,
    platformCode: game.platformCode,
    providerCode: game.providerCode,
    roundId: input.roundId,
    at: now,
  };
  emitPlatformEvent(state, 'bet', { ...event, amount: input.bet }, log);
  if (round.win + round.jackpotWin > 0n)
    emitPlatformEvent(state, 'win', { ...event, amount: round.win + round.jackpotWin }, log);
  return { round, replayed: false, balance: state.ledger.balance(account, session.currency) };
}

/** Feeds the pools of the bet's currency (jackpot games only) and draws the pools, biggest first. */
function settleJackpot(
  state: PlatformState,
  store: GamesStore,
  a: { round: Round; game: GameDef; player: Player; account: string; rng: Rng; now: number },
): void {
  if (!a.game.labels.includes('JACKPOT')) return;
  const pools = store.jackpots.filter((p) => p.currency === a.round.currency);
  if (pools.length === 0) return;
  const shares = pools
    .map((p) => ({ pool: p, amount: (a.round.bet * p.rateBp) / 10000n }))
    .filter((s) => s.amount > 0n);
  if (shares.length > 0) {
    state.ledger.post({
      key: `jackpot-contrib:${a.player.id}:${a.round.roundId}`,
      kind: 'jackpot-contrib',
      at: a.now,
      meta: { roundId: a.round.roundId, gameId: a.game.gameId },
      postings: [
        {
          account: 'house:games',
          currency: a.round.currency,
          amount: -shares.reduce((s, x) => s + x.amount, 0n),
        },
        ...shares.map((s) => ({
          account: store.jackpotAccount(s.pool.jackpotCode),
          currency: a.round.currency,
          amount: s.amount,
        })),
      ],
    });
  }
  const won = pools.find((p) => a.rng(p.odds) === 0);
  for (const s of shares) {
    store.contributions.push({
      playerId: a.player.id,
      roundId: a.round.roundId,
      jackpotCode: s.pool.jackpotCode,
      gameId: a.game.gameId,
      currency: a.round.currency,
      contribution: s.amount,
      winAmount: 0n,
      at: a.now,
    });
    s.pool.updatedAt = a.now;
  }
  if (!won) return;
  const amount = store.jackpotAmount(won);
  if (amount <= 0n) return;
  const poolAccount = store.jackpotAccount(won.jackpotCode);
  state.ledger.transfer({
    key: `jackpot-win:${a.player.id}:${a.round.roundId}`,
    kind: 'jackpot-win',
    from: poolAccount,
    to: a.account,
    currency: won.currency,
    amount,
    meta: { jackpotCode: won.jackpotCode, roundId: a.round.roundId },
    at: a.now,
  });
  state.ledger.transfer({
    key: `jackpot-reseed:${won.jackpotCode}:${a.player.id}:${a.round.roundId}`,
    kind: 'jackpot-reseed',
    from: 'house:games',
    to: poolAccount,
    currency: won.currency,
    amount: won.seed,
    at: a.now,
  });
  won.lastWonAt = a.now;
  a.round.jackpotWin = amount;
  a.round.jackpotCode = won.jackpotCode;
  const mine = store.contributions.find(
    (c) => c.roundId === a.round.roundId && c.jackpotCode === won.jackpotCode,
  );
  if (mine) mine.winAmount = amount;
  store.jackpotWins.unshift({
    jackpotCode: won.jackpotCode,
    level: won.level,
    loginName: a.player.loginName,
    currency: won.currency,
    amount,
    gameId: a.game.gameId,
    platformCode: a.game.platformCode,
    at: a.now,
    playerId: a.player.id,
  });
}

export function touchRecent(store: GamesStore, playerId: string, gameId: string, now: number): void {
  const m = store.recents.get(playerId) ?? new Map<string, number>();
  m.set(gameId, now);
  store.recents.set(playerId, m);
}

/** The player's game wallets holding money: `[platformCode, currency, units]`. */
export function gameWallets(state: PlatformState, playerId: string): [string, Currency, bigint][] {
  const prefix = playerGamePrefix(playerId);
  const out: [string, Currency, bigint][] = [];
  for (const [key, value] of state.ledger.cachedBalances()) {
    if (!key.startsWith(prefix) || value <= 0n) continue;
    const [account, currency] = key.split('|') as [string, Currency];
    out.push([account.slice(prefix.length), currency, value]);
  }
  return out.sort((x, y) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]));
}

/** Refuses a reused client order id whose content differs; returns the earlier orders if equal. */
export function previousOrders(
  store: GamesStore,
  playerId: string,
  clientOrderId: string,
  fingerprint: string,
): TransferOrder[] | null {
  const orders = store.transferOrders.get(`${playerId}:${clientOrderId}`);
  if (!orders) return null;
  if (orders[0]?.fingerprint !== fingerprint) {
    throw new PlatformError(CODES.IDEMPOTENCY_CONFLICT, MESSAGES.idempotencyConflict);
  }
  return orders;
}

/** The provider serving a platform code, or GAME_UNAVAILABLE. */
export function providerOf(store: GamesStore, platformCode: string) {
  const p = store.providerOfPlatform(platformCode.toUpperCase());
  if (!p) unavailable();
  return p;
}
