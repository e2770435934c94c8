/**
 * The player's balance in the display currency, with the currency switch beside it (the wallets in
 * the spec's order, with their balances). Changing it tells the gateway (session.setCurrency).
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import type { Currency } from '@casino/shared/schemas/money';
import { useSession, useRefreshSession } from '../../lib/auth';
import { useProviderNames } from '../../lib/provider-names';
import { trpc } from '../../lib/trpc';
import { ChevronDownIcon } from '../ui/icons';

export function BalanceSwitch() {
  const { t } = useTranslation('shell');
  const { t: tg } = useTranslation('games');
  const session = useSession();
  const refresh = useRefreshSession();
  const setCurrency = trpc.session.setCurrency.useMutation({ onSuccess: () => void refresh() });
  const user = session.data?.user;
  const currency = session.data?.currency ?? 'JPY';
  const wallet = user?.wallets.find((w) => w.currency === currency) ?? user?.wallets[0];
  const nameOf = useProviderNames(Boolean(wallet?.games.length));
  if (!user) return null;
  // The total is cash plus the money sitting in games (the platform's own per-platform figures): money
  // in a game is still the player's and never disappears from view.
  const inGames = wallet ? wallet.games.length > 0 : false;
  const shown = wallet ? formatMoney(wallet.total, wallet.currency, { abbreviate: true }) : '—';
  const full = wallet ? formatMoney(wallet.total, wallet.currency) : '';
  const breakdown =
    wallet && inGames
      ? `${tg('money.cash')} ${formatMoney(wallet.amount, wallet.currency)} · ${tg('money.inGames')} ${wallet.games
          .map((g) => `${nameOf(g.platformCode)} ${formatMoney(g.amount, wallet.currency)}`)
          .join(', ')}`
      : '';
  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__amount" title={breakdown ? `${full} (${breakdown})` : full}>
        <span className="visually-hidden">
          {t('balanceIn', { currency: wallet?.currency ?? currency })}: {full}
          {breakdown ? ` (${breakdown})` : ''}
        </span>
        <span aria-hidden="true">{shown}</span>
        {wallet && inGames ? (
          <span className="balance__games" aria-hidden="true" data-testid="header-in-games">
            {tg('money.inGames')} {formatMoney(wallet.gameAmount, wallet.currency, { abbreviate: true })}
          </span>
        ) : null}
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
