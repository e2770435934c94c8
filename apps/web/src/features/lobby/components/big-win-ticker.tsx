/**
 * The big-win ticker: the latest big wins scrolling by. The list is duplicated for a seamless loop;
 * the copy is hidden from assistive technology, and motion stops on hover, focus and reduced motion.
 * The strip takes keyboard focus: focus pauses it, and with reduced motion (where it scrolls instead of
 * moving) the arrow keys scroll it.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingRecord } from '@casino/shared/schemas/bet-record';
import { money } from '../../../lib/format';

function BigWinTickerView({ wins }: { wins: RankingRecord[] }) {
  const { t } = useTranslation('lobby');
  if (wins.length === 0) return null;
  // Each win's line once, for the list and its copy.
  const texts = wins.map((w) =>
    t('ticker.item', {
      player: w.loginName,
      game: w.gameName,
      amount: money(w.winAmount, w.currency),
      multiplier: w.multiplier,
    }),
  );
  return (
    <section className="ticker" aria-label={t('ticker.label')}>
      <span className="ticker__title">{t('sections.bigWins')}</span>
      {/* A scrollable strip must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="ticker__viewport" tabIndex={0}>
        <div className="ticker__track">
          <ul className="ticker__list">
            {wins.map((w, i) => (
              <li key={`${w.rank}-${w.at}`} className="ticker__item">
                <span className="ticker__dot" aria-hidden="true" />
                {texts[i]}
              </li>
            ))}
          </ul>
          <ul className="ticker__list" aria-hidden="true">
            {wins.map((w, i) => (
              <li key={`${w.rank}-${w.at}`} className="ticker__item">
                <span className="ticker__dot" />
                {texts[i]}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const BigWinTicker = memo(BigWinTickerView);
