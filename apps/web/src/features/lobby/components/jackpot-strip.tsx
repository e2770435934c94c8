/** Current jackpots as large, tabular figures (K/M, the exact amount in the title), the grand one first. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbySection } from './lobby-section';
import type { Jackpot } from '@casino/shared/schemas/jackpot';
import { money } from '../../../lib/format';

function JackpotStripView({ jackpots }: { jackpots: Jackpot[] }) {
  const { t } = useTranslation('lobby');
  if (jackpots.length === 0) return null;
  return (
    <LobbySection id="jackpots-title" className="jackpots" title={t('sections.jackpots')}>
      <ul className="card-grid jackpots__list">
        {jackpots.map((j) => (
          <li key={j.jackpotCode} className={`jackpots__item jackpots__item--${j.level.toLowerCase()}`}>
            <span className="jackpots__name">{j.name}</span>
            <span className="jackpots__amount num" title={money(j.amount, j.currency)}>
              {money(j.amount, j.currency, true)}
            </span>
          </li>
        ))}
      </ul>
    </LobbySection>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const JackpotStrip = memo(JackpotStripView);
