/**
 * The site-wide "connection lost, reconnecting" line: shown while the browser is offline or the
 * gateway does not answer (lib/connection.ts), gone on its own with the first answer. Always in the
 * page (an empty live region), so a screen reader hears it come and go.
 */
import { useTranslation } from 'react-i18next';
import { connection } from '../../lib/connection';
import { useExternalStore } from '../../lib/external-store';

export function ConnectionBanner() {
  const { t } = useTranslation('shell');
  const state = useExternalStore(connection);
  return (
    <div className={state === 'ok' ? 'connection' : 'connection connection--down'} role="status">
      {state === 'ok' ? null : (
        <>
          <span className="connection__dot" aria-hidden="true" />
          {t(state === 'offline' ? 'connection.offline' : 'connection.unreachable')}
        </>
      )}
    </div>
  );
}
