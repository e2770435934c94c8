/**
 * The composition root: everything the platform wires at start, in one place and in this order.
 * No domain registers anything when its module loads, and no module is imported for its side effects.
 *
 * 1. The handlers of every catalog entry (src/handlers.ts).
 * 2. The event listeners: a domain that reacts to another one's events is subscribed here, so the
 *    emitting domain never imports the reacting one. Listeners of one event run in the order listed.
 * 3. The ports: account's user info lists the free-spin wallets promotions keeps.
 * 4. Seeding: every domain with seeded content (games and jackpots, promotions, CMS, videos) builds it
 *    now, not inside the first request that happens to touch it.
 */
import type { PasswordCase } from '@casino/shared/rules/password-case';
import type { PlatformEventBus } from './core/events';
import type { StateStore } from './core/persistence';
import { PlatformState } from './core/state';
import { provideFreeSpinWallets } from './domain/account/free-spins';
import { creditVipPoints, recordFirstDeposit } from './domain/account/store';
import { activityStore } from './domain/activity/store';
import { freeSpinStore, freeSpinWalletList } from './domain/activity/free-spins';
import { cdkStore } from './domain/bonus/cdk';
import { accrueRakeback } from './domain/bonus/rakeback';
import { applyWager } from './domain/bonus/store';
import { cmsStore } from './domain/cms/store';
import { expireDeposits } from './domain/deposit/service';
import { autoTransferDeposit } from './domain/games/auto-transfer';
import { gamesStore } from './domain/games/store';
import { guessGameStore } from './domain/guessgame/store';
import { lotteryStore } from './domain/lottery/store';
import { taskStore } from './domain/task/store';
import { tournamentStore } from './domain/tournament/store';
import { videoStore } from './domain/video/store';

export { handlers } from './handlers';

/** Subscribes every domain's reactions to the platform's events. */
export function wireListeners(events: PlatformEventBus<PlatformState>): void {
  // A bet: VIP points, bonus wagering, rakeback, tournament scores, lottery tickets, task progress.
  events.on('bet', creditVipPoints);
  events.on('bet', (state, e) => applyWager(state, e.playerId, e.currency, e.amount, e.at));
  events.on('bet', (state, e) => accrueRakeback(state, e.playerId, e.currency, e.amount, e.at));
  events.on('bet', (state, e) => tournamentStore(state).recordBet(state, e));
  events.on('bet', (state, e) => lotteryStore(state).credit(e.playerId, 2, e.currency, e.amount, e.at));
  events.on('bet', (state, e) =>
    taskStore(state).record(
      state,
      e.playerId,
      [
        { kind: 'turnover', amount: e.amount },
        { kind: 'betCount', amount: 1n },
      ],
      e.currency,
      e.at,
    ),
  );
  // Bonus pages are read: unpaid deposit orders past their time expire first (cancelling their coupon).
  events.on('player.expiryDue', (state, e) => expireDeposits(state, e.playerId, e.at));
  // A credited deposit: the first-deposit report, auto-transfer into a game, lottery tickets, tasks.
  events.on('deposit.credited', recordFirstDeposit);
  events.on('deposit.credited', autoTransferDeposit);
  events.on('deposit.credited', (state, e) =>
    lotteryStore(state).credit(e.playerId, 1, e.currency, e.amount, e.at),
  );
  events.on('deposit.credited', (state, e) =>
    taskStore(state).record(state, e.playerId, [{ kind: 'deposit', amount: e.amount }], e.currency, e.at),
  );
}

/** The domains whose state starts with seeded content. */
const SEEDED = [
  gamesStore,
  tournamentStore,
  lotteryStore,
  guessGameStore,
  taskStore,
  activityStore,
  freeSpinStore,
  cdkStore,
  cmsStore,
  videoStore,
];

/** Builds every seeded domain's content now. */
export function seedDomains(state: PlatformState): void {
  for (const slice of SEEDED) slice(state);
}

/**
 * A platform state with its listeners wired and its domains seeded: new, or opened on a durable store
 * (core/persistence.ts), where what was saved replaces the seed of each part. `passwordCase`
 * (PASSWORD_CASE) is set before the seeded players are created.
 */
export function createPlatformState(
  store?: StateStore,
  opts: { passwordCase?: PasswordCase } = {},
): PlatformState {
  const state = store ? PlatformState.open(store) : new PlatformState();
  if (opts.passwordCase) state.players.passwordCase = opts.passwordCase;
  wireListeners(state.events);
  provideFreeSpinWallets(state, freeSpinWalletList);
  seedDomains(state);
  return state;
}
