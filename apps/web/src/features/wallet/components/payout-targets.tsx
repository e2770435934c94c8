/**
 * The withdraw page's payout targets (bank cards and crypto addresses, each with its add form). They sit
 * below the withdrawal form, so the page loads them after its first screen: their forms check with the
 * shared zod schemas, which the form above the fold does not need.
 */
import type { Currency } from '@casino/shared/rules/money-units';
import { BankCards } from './bank-cards';
import { WalletAddresses } from './wallet-addresses';

export function PayoutTargets({ defaultCurrency }: { defaultCurrency: Currency }) {
  return (
    <div className="grid-2">
      <BankCards />
      <WalletAddresses defaultCurrency={defaultCurrency} />
    </div>
  );
}
