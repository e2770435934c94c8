/**
 * "Are you still there?" with the countdown; any touch keeps the session going. Signed in, the end of
 * the countdown is a cash-out and sign-out; on the sign-in screen nobody has money here, so it only
 * says that the start screen comes back.
 */
import { useTranslation } from 'react-i18next';
import { Dialog, DialogButton } from '../../components/dialog';

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
        <DialogButton kind="primary">{t('idle.continue')}</DialogButton>
        {props.signedIn ? (
          <DialogButton kind="cashout" onClick={props.onCashOutNow}>
            {t('idle.cashOutNow')}
          </DialogButton>
        ) : (
          <DialogButton kind="ghost" onClick={props.onBackNow}>
            {t('floor:idle.backNow')}
          </DialogButton>
        )}
      </div>
    </Dialog>
  );
}
