/**
 * The player's balance in the display currency, with the currency switch beside it (the wallets in
 * the spec's order, with their balances). Changing it tells the gateway (session.setCurrency).
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import type { Currency } from '@casino/shared/schemas/money';
import { useSession, useRefreshSession } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { ChevronDownIcon } from '../ui/icons';

export function BalanceSwitch() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const refresh = useRefreshSession();
  const setCurrency = trpc.session.setCurrency.useMutation({ onSuccess: () => void refresh() });
  const user = session.data?.user;
  if (!user) return null;
  const currency = session.data?.currency ?? 'JPY';
  const wallet = user.wallets.find((w) => w.currency === currency) ?? user.wallets[0];
  const shown = wallet ? formatMoney(wallet.amount, wallet.currency, { abbreviate: true }) : '—';
  const full = wallet ? formatMoney(wallet.amount, wallet.currency) : '';
  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__amount" title={full}>
        <span className="visually-hidden">
          {t('balanceIn', { currency: wallet?.currency ?? currency })}: {full}
        </span>
        <span aria-hidden="true">{shown}</span>
      </span>
      <label className="visually-hidden" htmlFor="currency-switch">
        {t('currencySwitch')}
      </label>
      <select
        id="currency-switch"
        className="balance__select"
        value={wallet?.currency ?? currency}
        disabled={setCurrency.isPending}
        onChange={(e) => setCurrency.mutate({ currency: e.target.value as Currency })}
      >
        {user.wallets.map((w) => (
          <option key={w.currency} value={w.currency}>
            {w.currency}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="balance__chevron" size={14} />
    </div>
  );
}
