/**
 * "Are you still there?" with the countdown; any touch keeps the session going. Signed in, the end of
 * the countdown is a cash-out and sign-out; on the sign-in screen nobody has money here, so it only
 * says that the start screen comes back.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';

export function IdleWarning(props: {
  secondsLeft: number;
  signedIn: boolean;
  onCashOutNow: () => void;
  onBackNow: () => void;
}) {
  const { t } = useTranslation('kiosk');
  return (
    <Dialog title={t('idle.title')} role="alertdialog" className="dialog--idle">
      <p className="idle__count" aria-live="assertive" data-testid="idle-seconds">
        {props.secondsLeft}
      </p>
      <p className="dialog__lead">
        {props.signedIn
          ? t('idle.body', { seconds: props.secondsLeft })
          : t('floor:idle.bodySignIn', { seconds: props.secondsLeft })}
      </p>
      <div className="dialog__actions">
        {/* Any touch counts as activity (use-idle); this button only gives the touch a target. */}
        <button type="button" className="btn btn--primary btn--xl">
          {t('idle.continue')}
        </button>
        {props.signedIn ? (
          <button type="button" className="btn btn--cashout btn--xl" onClick={props.onCashOutNow}>
            {t('idle.cashOutNow')}
          </button>
        ) : (
          <button type="button" className="btn btn--ghost btn--xl" onClick={props.onBackNow}>
            {t('floor:idle.backNow')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
