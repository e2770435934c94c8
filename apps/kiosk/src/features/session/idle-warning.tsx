/** "Are you still there?" with the countdown; any touch keeps the session going. */
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export function IdleWarning(props: { secondsLeft: number; signedIn: boolean; onCashOutNow: () => void }) {
  const { t } = useTranslation('kiosk');
  return (
    <Dialog title={t('idle.title')} role="alertdialog" className="dialog--idle">
      <p className="idle__count" aria-live="assertive" data-testid="idle-seconds">
        {props.secondsLeft}
      </p>
      <p className="dialog__lead">{t('idle.body', { seconds: props.secondsLeft })}</p>
      <div className="dialog__actions">
        {/* Any touch counts as activity (use-idle); this button only gives the touch a target. */}
        <button type="button" className="btn btn--primary btn--xl">
          {t('idle.continue')}
        </button>
        {props.signedIn ? (
          <button type="button" className="btn btn--cashout btn--xl" onClick={props.onCashOutNow}>
            {t('idle.cashOutNow')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
