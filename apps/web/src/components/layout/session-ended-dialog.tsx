/**
 * The explanation after a player's login ended under them (lib/session-ended.ts): why, in the page's
 * language, and that the money in their games is back in their wallet.
 */
import { useTranslation } from 'react-i18next';
import { dismissSessionEnded, isLiveReason, useSessionEnded } from '../../lib/session-ended';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export function SessionEndedDialog() {
  const { t } = useTranslation(['auth', 'live']);
  const notice = useSessionEnded();
  // A reason the live channel pushed (idle, password changed...) is told under its own heading, "signed
  // out"; a refused call's reason under the heading of a login that ended.
  const live = notice !== null && isLiveReason(notice.reason);
  return (
    <Dialog
      name="session-ended"
      open={notice !== null}
      onClose={dismissSessionEnded}
      tone="warning"
      title={live ? t('live:sessionEnded.title') : t('sessionEnded.title')}
      description={
        notice
          ? isLiveReason(notice.reason)
            ? t(`live:sessionEnded.${notice.reason}`)
            : t(`sessionEnded.${notice.reason}`)
          : ''
      }
      footer={<Button onClick={dismissSessionEnded}>{t('sessionEnded.ok')}</Button>}
    >
      <p data-testid="session-ended-money">{t('sessionEnded.money')}</p>
      <p>{t('sessionEnded.help')}</p>
    </Dialog>
  );
}
