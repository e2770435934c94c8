/**
 * How much money goes into each chosen game (or into a running game, as a top-up): one row per game
 * with big touch controls (all, half, a quarter, zero, less, more), the cash left after the choice,
 * and the start button, refused while the rows ask for more than the cash. Defaults come from the
 * caller (all the cash for one game, an even split for several).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toUnits } from '@casino/shared/rules/money-units';
import { Dialog, DialogButton } from '../../components/dialog';
import { fmt, fractionOf } from '../../lib/money';

/** The step of the less/more buttons, in display units of the currency. */
function stepOf(currency: string): bigint {
  return toUnits(currency === 'JPY' ? '1000' : '10');
}

export function AmountSheet(props: {
  title: string;
  rows: { key: string; name: string }[];
  cash: bigint;
  currency: string;
  defaults: bigint[];
  confirmLabel: string;
  onConfirm: (amounts: bigint[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('floor');
  const [amounts, setAmounts] = useState<bigint[]>(props.defaults);
  const used = amounts.reduce((a, b) => a + b, 0n);
  const left = props.cash - used;
  const over = left < 0n;
  const step = stepOf(props.currency);
  const set = (i: number, v: bigint) =>
    setAmounts((list) => list.map((x, j) => (j === i ? (v < 0n ? 0n : v) : x)));
  const money = (v: bigint) => fmt(v, props.currency);

  return (
    <Dialog title={props.title} role="dialog" className="dialog--amounts">
      <p className="dialog__lead">{t('amount.lead', { cash: money(props.cash) })}</p>
      <div className="amounts">
        {props.rows.map((row, i) => {
          const mine = amounts[i] ?? 0n;
          // "All" for this row: whatever the other rows leave of the cash.
          const available = props.cash - (used - mine);
          const label = t('amount.gameLabel', { name: row.name });
          return (
            <section key={row.key} className="amounts__row" aria-label={label}>
              <span className="amounts__name">{row.name}</span>
              <output className="amounts__value" aria-label={label} data-testid={`amount-${i}`}>
                {money(mine)}
              </output>
              <div className="amounts__controls">
                {(
                  [
                    ['amount.all', available],
                    ['amount.half', fractionOf(available, 2, props.currency)],
                    ['amount.quarter', fractionOf(available, 4, props.currency)],
                    ['amount.zero', 0n],
                  ] as const
                ).map(([label, value]) => (
                  <button key={label} type="button" className="btn btn--ghost" onClick={() => set(i, value)}>
                    {t(label)}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={t('amount.minus', { step: money(step) })}
                  onClick={() => set(i, mine - step)}
                >
                  −
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={t('amount.plus', { step: money(step) })}
                  onClick={() => set(i, mine + step > available ? available : mine + step)}
                >
                  +
                </button>
              </div>
            </section>
          );
        })}
      </div>
      <p className="amounts__left" data-over={over || undefined} role={over ? 'alert' : undefined}>
        {over ? t('amount.over') : t('amount.left', { amount: money(left) })}
      </p>
      <div className="dialog__actions">
        <DialogButton kind="ghost" onClick={props.onCancel}>
          {t('amount.cancel')}
        </DialogButton>
        <DialogButton kind="primary" disabled={over} onClick={() => props.onConfirm(amounts)}>
          {props.confirmLabel}
        </DialogButton>
      </div>
    </Dialog>
  );
}
