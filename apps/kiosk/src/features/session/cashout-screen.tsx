/**
 * The end of a customer's visit: "cashing out" while everything is moved out of the games, then the
 * final balance with a big "done" button and a countdown back to the attract screen.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../lib/money';

export type CashOutState =
  | { step: 'working' }
  | { step: 'done'; balance: string | null; currency: string; partial: boolean; closeAfterMs: number };

export function CashOutScreen({ state, onFinish }: { state: CashOutState; onFinish: () => void }) {
  const { t } = useTranslation('kiosk');
  const [left, setLeft] = useState(state.step === 'done' ? Math.ceil(state.closeAfterMs / 1000) : 0);
  useEffect(() => {
    if (state.step !== 'done') return undefined;
    const started = Date.now();
    setLeft(Math.ceil(state.closeAfterMs / 1000));
    const timer = setInterval(() => {
      const remaining = state.closeAfterMs - (Date.now() - started);
      if (remaining <= 0) {
        clearInterval(timer);
        onFinish();
      } else setLeft(Math.ceil(remaining / 1000));
    }, 250);
    return () => clearInterval(timer);
  }, [state.step]);

  return (
    <main className="cashout" data-screen="cashout">
      {state.step === 'working' ? (
        <div className="cashout__card" role="status">
          <span className="spinner spinner--lg" aria-hidden="true" />
          <p className="cashout__title">{t('cashout.working')}</p>
        </div>
      ) : (
        <div className="cashout__card">
          <h1 className="cashout__title">{t('cashout.doneTitle')}</h1>
          {state.balance !== null ? (
            <dl className="cashout__balance">
              <dt>{t('cashout.finalBalance')}</dt>
              <dd data-testid="final-balance">{fmt(state.balance, state.currency)}</dd>
            </dl>
          ) : null}
          {state.partial ? <p className="cashout__warn">{t('cashout.failed')}</p> : null}
          <button type="button" className="btn btn--primary btn--xl" onClick={onFinish}>
            {t('cashout.finish')}
          </button>
          <p className="cashout__auto">{t('cashout.autoReturn', { seconds: left })}</p>
        </div>
      )}
    </main>
  );
}
