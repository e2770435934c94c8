/**
 * Says why the page's session ended (../session-ended.ts), in the page language: a dialog over the
 * login page until the player closes it.
 */
import { useTranslation } from 'react-i18next';
import type { SessionEndReason } from '@casino/shared/live/events';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { sessionEndedReason } from '../session-ended';

export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  const { t } = useTranslation('live');
  const close = () => sessionEndedReason.set(null);
  return (
    <Dialog
      open
      tone="info"
      name="session-ended"
      title={t('sessionEnded.title')}
      description={t(`sessionEnded.${reason}`)}
      onClose={close}
      footer={<Button onClick={close}>{t('shell:close')}</Button>}
    />
  );
}
