/**
 * Demo mode (PLATFORM_DEMO=1): the reference platform as a visitor can try it, in production too (the
 * compose file runs it so). At start the demo player demo01 / demo1234 is seeded with play money, and
 * every deposit order is approved by the platform itself PLATFORM_DEMO_DEPOSIT_DELAY_MS after it was
 * made, as if the money had arrived (there is no payment provider behind this platform). Nothing else
 * of the development endpoints is served: no /_dev, no outbox reading, no back office.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEPOSIT_STATUS } from '@casino/shared/schemas/deposit';
import type { PlatformState } from './core/state';
import { seedDemoPlayer } from './dev/identity';
import { approveDeposit } from './domain/deposit/service';
import { depositStore, type DepositOrder } from './domain/deposit/store';

const OPEN: readonly number[] = [DEPOSIT_STATUS.CREATED, DEPOSIT_STATUS.PENDING, DEPOSIT_STATUS.REVIEWING];
/** How often the open deposits are looked at. */
const TICK_MS = 500;

/** Seeds the demo player and starts approving deposits; returns the function that stops it. */
export function startDemo(
  state: PlatformState,
  options: { depositDelayMs: number; log: FastifyBaseLogger },
): () => void {
  const { log } = options;
  seedDemoPlayer(state);
  state.persist();
  log.warn(
    { depositDelayMs: options.depositDelayMs },
    'PLATFORM_DEMO on: demo01 / demo1234 is seeded with play money and deposits are approved by the platform itself',
  );

  // Orders are only ever added to the book, in order: the ones after `seen` are new. Keys are read
  // without reading the orders, so looking does not make the store re-check every order.
  let seen = 0;
  const open: string[] = [];
  const book = () => depositStore(state).byOrderNo;
  const tick = () => {
    const keys = [...Map.prototype.keys.call(book())] as string[];
    for (; seen < keys.length; seen++) open.push(keys[seen]!);
    const now = Date.now();
    let approved = 0;
    for (let i = 0; i < open.length;) {
      const order = Map.prototype.get.call(book(), open[i]) as DepositOrder | undefined;
      if (!order || !OPEN.includes(order.status)) {
        open.splice(i, 1);
        continue;
      }
      if (now - order.createdAt < options.depositDelayMs) {
        i++;
        continue;
      }
      try {
        approveDeposit(state, order.orderNo, now, log);
        approved++;
        log.info({ orderNo: order.orderNo }, 'demo deposit approved');
      } catch (err) {
        log.error({ err, orderNo: order.orderNo }, 'demo deposit approval failed');
      }
      open.splice(i, 1);
    }
    if (approved > 0) {
      try {
        state.persist();
      } catch (err) {
        log.error({ err }, 'saving the demo approvals failed');
      }
    }
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
