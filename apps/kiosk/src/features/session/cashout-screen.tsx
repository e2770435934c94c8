/**
 * The end of a customer's visit: "cashing out" while everything is moved out of the games, then the
 * final balance and the statement (what came back from which game, reference, QR code to keep) with a
 * big "done" button and a countdown back to the attract screen. When the answer was lost (the network
 * went), it says so and waits, above the offline overlay, until the statement can be read.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../lib/money';
import type { Statement } from '../../lib/statements';
import { StatementCard } from '../../components/statement-card';

export type CashOutState =
  | { step: 'working' }
  | { step: 'pending' }
  | {
      step: 'done';
      statement: Statement | null;
      balance: string | null;
      currency: string;
      partial: boolean;
      closeAfterMs: number;
      /** Why the visit ended when the customer did not ask (an i18n key), e.g. staff paused the terminal. */
      notice?: string;
    };

export function CashOutScreen({
  state,
  onFinish,
  online = true,
}: {
  state: CashOutState;
  onFinish: () => void;
  online?: boolean;
}) {
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
    // One countdown per step of the cash-out; a new onFinish callback must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  return (
    <main className="cashout" data-screen="cashout">
      {state.step === 'working' ? (
        <div className="cashout__card" role="status">
          <span className="spinner spinner--lg" aria-hidden="true" />
          <p className="cashout__title">{t('cashout.working')}</p>
        </div>
      ) : state.step === 'pending' ? (
        <div className="cashout__card" role="alert" data-online={online}>
          <span className="spinner spinner--lg" aria-hidden="true" />
          <h1 className="cashout__title">{t('floor:money.pendingTitle')}</h1>
          <p className="cashout__warn">{t('floor:money.pending')}</p>
          {online ? null : <p className="cashout__auto">{t('offline.title')}</p>}
        </div>
      ) : (
        <div className="cashout__card">
          <h1 className="cashout__title">{t('cashout.doneTitle')}</h1>
          {state.notice ? (
            <p className="cashout__notice" role="status">
              {t(state.notice)}
            </p>
          ) : null}
          {state.balance !== null ? (
            <dl className="cashout__balance">
              <dt>{t('cashout.finalBalance')}</dt>
              <dd data-testid="final-balance">{fmt(state.balance, state.currency)}</dd>
            </dl>
          ) : null}
          {state.partial ? <p className="cashout__warn">{t('cashout.failed')}</p> : null}
          {state.statement ? (
            <StatementCard statement={state.statement} title={t('floor:money.cashoutTitle')} />
          ) : null}
          <button type="button" className="btn btn--primary btn--xl" onClick={onFinish}>
            {t('cashout.finish')}
          </button>
          <p className="cashout__auto">{t('cashout.autoReturn', { seconds: left })}</p>
        </div>
      )}
    </main>
  );
}
