/** The player's wallets (sorted by the gateway in the spec's order) and the display currency. */
import { CURRENCIES, type Currency } from '@casino/shared/rules/money-units';
import { useSession } from '../../../lib/auth';

export function useWallets() {
  const session = useSession();
  const wallets = session.data?.user?.wallets ?? [];
  const currency = (session.data?.currency ?? 'JPY') as Currency;
  const balanceOf = (c: string) => wallets.find((w) => w.currency === c)?.amount ?? '0';
  return { wallets, currency, balanceOf, session };
}

export const ALL_CURRENCIES: readonly Currency[] = CURRENCIES;
