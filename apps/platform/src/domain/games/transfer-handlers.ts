/** Handlers of the games group, part: transfer wallets: registering with a platform, moving cash in and out, auto-transfer of deposits. */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, toUnits } from '@casino/shared/schemas/money';
import { fail } from '../../core/errors';
import type { HandlerContext } from '../../core/context';
import type { Player } from '../../core/players';
import type { GroupHandlers } from '../../core/handlers';
import { assertMayPlay } from '../account/self-control';
import { gameWallets, previousOrders, providerOf, currencyRefused } from './play';
import { gamesStore, type GamesStore, type TransferOrder } from './store';
import { playerCash } from '../../core/accounts';

/**
 * Moves everything out of the player's game wallets (or one platform's) back to cash, idempotent on
 * the client order id. Shared by the player's own call and the merchant call the gateway uses when
 * the player's token is gone (docs/upstream-protocol.md, "Merchant calls"): a disabled player's
 * money still comes back to cash.
 */
export function transferOutAll(
  ctx: HandlerContext,
  player: Player,
  platformCode: string | undefined,
  clientOrderId: string,
) {
  const store = gamesStore(ctx.state);
  const only = platformCode?.toUpperCase();
  if (only) providerOf(store, only);
  const fingerprint = `out|${only ?? 'ALL'}`;
  let orders = previousOrders(store, player.id, clientOrderId, fingerprint);
  if (!orders) {
    orders = [];
    for (const [code, currency, amount] of gameWallets(ctx.state, player.id)) {
      if (only && code !== only) continue;
      const order: TransferOrder = {
        orderNo: store.nextOrderNo('TO', ctx.now),
        clientOrderId,
        playerId: player.id,
        direction: 'out',
        platformCode: code,
        currency,
        amount,
        fingerprint,
        createdAt: ctx.now,
      };
      ctx.state.ledger.transfer({
        key: `game-out:${player.id}:${clientOrderId}:${code}:${currency}`,
        kind: 'game-transfer-out',
        from: store.gameAccount(player.id, code),
        to: playerCash(player.id),
        currency,
        amount,
        meta: { orderNo: order.orderNo, platformCode: code },
        at: ctx.now,
      });
      orders.push(order);
    }
    // An empty answer is remembered too, so a retry of "nothing to move" stays "nothing moved".
    store.transferOrders.set(
      `${player.id}:${clientOrderId}`,
      orders.length ? orders : [{ fingerprint } as TransferOrder],
    );
  }
  const list = orders
    .filter((o) => o.orderNo)
    .map((o) => ({
      orderNo: o.orderNo,
      platformCode: o.platformCode,
      currency: o.currency,
      amount: fromUnits(o.amount),
    }));
  const currencies = [...new Set([player.currency, ...list.map((l) => l.currency)])];
  return {
    clientOrderId,
    list,
    cashBalances: currencies.map((c) => ({
      currency: c,
      amount: fromUnits(ctx.state.ledger.balance(playerCash(player.id), c)),
    })),
  };
}

function orderView(o: TransferOrder, store: GamesStore, ctx: HandlerContext) {
  return {
    orderNo: o.orderNo,
    clientOrderId: o.clientOrderId,
    platformCode: o.platformCode,
    currency: o.currency,
    amount: fromUnits(o.amount),
    status: 'success' as const,
    gameBalance: fromUnits(
      ctx.state.ledger.balance(store.gameAccount(o.playerId, o.platformCode), o.currency),
    ),
    cashBalance: fromUnits(ctx.state.ledger.balance(playerCash(o.playerId), o.currency)),
    createdAt: o.createdAt,
  };
}

export const transferHandlers = {
  'games.transferRegister': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const provider = providerOf(store, input.platformCode);
    const platformCode = input.platformCode.toUpperCase();
    const created = store.register(player.id, platformCode);
    return {
      platformCode,
      providerAccount: `${provider.providerCode.toLowerCase()}_${player.loginName}`,
      created,
    };
  },

  'games.transferIn': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const provider = providerOf(store, input.platformCode);
    const platformCode = input.platformCode.toUpperCase();
    const currency = input.currency ?? player.currency;
    const fingerprint = `in|${platformCode}|${currency}|${input.amount ?? 'ALL'}`;
    const earlier = previousOrders(store, player.id, input.clientOrderId, fingerprint);
    if (earlier) return orderView(earlier[0]!, store, ctx);
    assertMayPlay(player, ctx.now);
    if (!provider.currencies.includes(currency)) currencyRefused('provider');
    const cashAccount = playerCash(player.id);
    const amount = input.amount ? toUnits(input.amount) : ctx.state.ledger.balance(cashAccount, currency);
    // "Everything" of an empty wallet is a successful no-op (a multi-game client may ask for it);
    // an explicit amount the cash cannot cover is refused by the ledger below.
    if (amount <= 0n && input.amount)
      fail(CODES.INSUFFICIENT_FUNDS, '残高が不足しています', 'Insufficient balance');
    const order: TransferOrder = {
      orderNo: store.nextOrderNo('TI', ctx.now),
      clientOrderId: input.clientOrderId,
      playerId: player.id,
      direction: 'in',
      platformCode,
      currency,
      amount,
      fingerprint,
      createdAt: ctx.now,
    };
    if (amount > 0n)
      ctx.state.ledger.transfer({
        key: `game-in:${player.id}:${input.clientOrderId}`,
        kind: 'game-transfer-in',
        from: cashAccount,
        to: store.gameAccount(player.id, platformCode),
        currency,
        amount,
        meta: { orderNo: order.orderNo, platformCode },
        at: ctx.now,
      });
    store.register(player.id, platformCode);
    store.transferOrders.set(`${player.id}:${input.clientOrderId}`, [order]);
    return orderView(order, store, ctx);
  },

  'games.transferOutAll': (input, ctx) =>
    transferOutAll(ctx, ctx.player(), input.platformCode, input.clientOrderId),

  'games.depositAutoTransIn': (input, ctx) => {
    const store = gamesStore(ctx.state);
    const player = ctx.player();
    const current = store.autoTransIn.get(player.id) ?? { enabled: false, platformCode: null };
    if (input.platformCode !== undefined) {
      providerOf(store, input.platformCode);
      current.platformCode = input.platformCode.toUpperCase();
    }
    if (input.enabled !== undefined) {
      if (input.enabled && !current.platformCode) {
        fail(CODES.VALIDATION, 'ゲームを選択してください', 'Choose a game platform', {
          fields: { platformCode: 'validation.invalid' },
        });
      }
      current.enabled = input.enabled;
    }
    store.autoTransIn.set(player.id, current);
    return { ...current };
  },
} satisfies Partial<GroupHandlers<'games'>>;
