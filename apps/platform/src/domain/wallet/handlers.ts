/** Handlers of the wallet group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const walletHandlers: GroupHandlers<'wallet'> = {
  'wallet.creditList': notImplemented,
  'wallet.exchangeRates': notImplemented,
  'wallet.bankCardList': notImplemented,
  'wallet.bankCardAdd': notImplemented,
  'wallet.bankCardDelete': notImplemented,
  'wallet.addressCreate': notImplemented,
  'wallet.addressList': notImplemented,
  'wallet.addressDelete': notImplemented,
  'wallet.paymentChannels': notImplemented,
};
