/** Handlers of the wallet group: history, rates, bank cards, crypto addresses, payment channels. */
import { CODES } from '@casino/shared/protocol/codes';
import { fail } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import { DEPOSIT_CHANNELS, depositChannelView, WITHDRAW_LIMITS, WITHDRAW_METHODS } from './channels';
import { creditsOf } from './credits';
import { provePayoutOwner } from './payout-proof';
import { allRates, RATES_UPDATED_AT } from './rates';
import {
  addressView,
  bankCardView,
  MAX_ADDRESSES,
  MAX_BANK_CARDS,
  payoutStore,
  type BankCard,
  type WalletAddress,
} from './store';
import type { HandlerContext } from '../../core/context';
import { paginate } from '../../core/paging';

/**
 * Admits a new payout destination of the calling player: refuses one they already have, or one more
 * of a kind they have `max` of, then asks for the proof that they own the account (./payout-proof.ts).
 */
function admitDestination<T>(
  ctx: HandlerContext,
  input: Parameters<typeof provePayoutOwner>[1],
  list: readonly T[],
  max: number,
  same: (x: T) => boolean,
  kind: { ja: string; en: string; ens: string },
): void {
  if (list.length >= max)
    fail(
      CODES.PAYOUT_ACCOUNT_LIMIT,
      `登録できる${kind.ja}は${max}件までです`,
      `You can register up to ${max} ${kind.ens}`,
    );
  if (list.some(same))
    fail(
      CODES.PAYOUT_ACCOUNT_DUPLICATE,
      `この${kind.ja}はすでに登録されています`,
      `This ${kind.en} is already registered`,
    );
  provePayoutOwner(ctx, input);
}

export const walletHandlers: GroupHandlers<'wallet'> = {
  'wallet.creditList': (input, ctx) => {
    const all = creditsOf(ctx.state, ctx.player().id, input, ctx.lang);
    return paginate(all, input.pageNo, input.pageSize);
  },
  'wallet.exchangeRates': (input) =>
    allRates(input.baseCurrency).map((r) => ({
      currency: r.currency,
      baseCurrency: input.baseCurrency,
      rate: r.rate,
      updatedAt: RATES_UPDATED_AT,
    })),
  'wallet.bankCardList': (_input, ctx) => payoutStore(ctx.state).cardsOf(ctx.player().id).map(bankCardView),
  'wallet.bankCardAdd': (input, ctx) => {
    const player = ctx.player();
    const store = payoutStore(ctx.state);
    const same = (c: BankCard) =>
      c.bankCode === input.bankCode && c.branchCode === input.branchCode && c.accountNo === input.accountNo;
    admitDestination(ctx, input, store.cardsOf(player.id), MAX_BANK_CARDS, same, {
      ja: '口座',
      en: 'bank account',
      ens: 'bank accounts',
    });
    const card = store.addCard({
      playerId: player.id,
      bankCode: input.bankCode,
      bankName: input.bankName,
      branchCode: input.branchCode,
      branchName: input.branchName,
      accountType: input.accountType,
      accountNo: input.accountNo,
      accountName: input.accountName,
      isDefault: input.isDefault ?? false,
      createdAt: ctx.now,
    });
    return bankCardView(card);
  },
  'wallet.bankCardDelete': (input, ctx) => {
    if (!payoutStore(ctx.state).deleteCard(ctx.player().id, input.id)) {
      fail(CODES.PAYOUT_ACCOUNT_INVALID, '口座が見つかりません', 'No such bank account', { id: input.id });
    }
    return { id: input.id, deleted: true };
  },
  'wallet.addressCreate': (input, ctx) => {
    const player = ctx.player();
    const store = payoutStore(ctx.state);
    const same = (a: WalletAddress) =>
      a.currency === input.currency && a.network === input.network && a.address === input.address;
    admitDestination(ctx, input, store.addressesOf(player.id), MAX_ADDRESSES, same, {
      ja: 'アドレス',
      en: 'address',
      ens: 'addresses',
    });
    const address = store.addAddress({
      playerId: player.id,
      currency: input.currency,
      network: input.network,
      address: input.address,
      memo: input.memo ?? null,
      label: input.label ?? null,
      createdAt: ctx.now,
    });
    return addressView(address);
  },
  'wallet.addressList': (input, ctx) =>
    payoutStore(ctx.state)
      .addressesOf(ctx.player().id)
      .filter((a) => !input.currency || a.currency === input.currency)
      .map(addressView),
  'wallet.addressDelete': (input, ctx) => {
    if (!payoutStore(ctx.state).deleteAddress(ctx.player().id, input.id)) {
      fail(CODES.PAYOUT_ACCOUNT_INVALID, 'アドレスが見つかりません', 'No such address', { id: input.id });
    }
    return { id: input.id, deleted: true };
  },
  'wallet.paymentChannels': (input, ctx) => {
    const deposits =
      input.type === 2
        ? []
        : DEPOSIT_CHANNELS.filter((c) => !input.currency || c.currency === input.currency).map((c) =>
            depositChannelView(c, ctx.lang),
          );
    const withdrawals =
      input.type === 1
        ? []
        : WITHDRAW_METHODS.filter((m) => !input.currency || m.currency === input.currency).map((m) => ({
            channelCode: m.methodCode,
            direction: 2 as const,
            channelType: m.methodType,
            currency: m.currency,
            network: m.network,
            name: m.name[ctx.lang],
            minAmount: WITHDRAW_LIMITS[m.currency].min,
            maxAmount: WITHDRAW_LIMITS[m.currency].max,
            feeRate: m.feeRate,
            feeFixed: m.feeFixed,
            processingMinutes: m.processingMinutes,
            needVoucher: false,
            enabled: true,
            sort: m.sort,
          }));
    return [...deposits, ...withdrawals];
  },
};
