/**
 * The terminal's live channel: one `live.events` stream for the terminal (its topic: staff commands and
 * its kept statement) and, while a customer is signed in, the customer's too (money, statements, the
 * session's end). Events go into the query cache (@casino/ui/live-cache), so the play screen's balance
 * follows the platform without polling; staff commands and the terminal's statement go to the small
 * stores here, which the customer flow reads: pause and resume act at once, a reload asks the heartbeat
 * for the command (so the reload happens once), a statement made after a crash or restart is shown on the
 * attract screen. While the stream is down, a status line says so.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveEvent } from '@casino/shared/live/events';
import type { StatementView } from '@casino/shared/schemas/statement';
import { applyLiveEvent } from '@casino/ui/live-cache';
import { LiveConnection, useLiveStatus } from '@casino/ui/live-connection';
import { trpc } from './trpc';

interface Store<T> {
  get(): T;
  set(v: T): void;
  subscribe(fn: () => void): () => void;
}
function store<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (v) => {
      if (Object.is(v, value)) return;
      value = v;
      for (const l of listeners) l();
    },
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
export function useStore<T>(s: Store<T>): T {
  return useSyncExternalStore(s.subscribe, s.get, s.get);
}

/** Paused by staff, as the channel last said (null: it has not said yet; the heartbeat's answer counts). */
export const terminalPaused = store<boolean | null>(null);
/** The terminal's kept statement as the channel last said (null: none or acknowledged). */
export const terminalStatement = store<StatementView | null>(null);
/** The signed-in customer (null: nobody); the stream is opened again when it changes. */
export const liveCustomer = store<string | null>(null);
/** The heartbeat loop listens: a staff reload is picked up with the heartbeat's answer (once). */
export const BEAT_NOW_EVENT = 'kiosk:beat-now';

type SessionLike = { loggedIn: boolean; user: unknown } | undefined;

/** The terminal's stream; a new customer (a sign-in, a sign-out) opens it again for the new topics. */
export function TerminalLive() {
  const customer = useStore(liveCustomer);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const connection = useMemo(
    () =>
      new LiveConnection<LiveEvent>({
        subscribe: (lastEventId, handlers) =>
          utils.client.live.events.subscribe(lastEventId ? { lastEventId } : undefined, handlers),
        onEvent: (event, first) =>
          applyLiveEvent(queryClient, event, {
            first,
            hooks: {
              terminal: (t) => {
                if (t.paused !== undefined) terminalPaused.set(t.paused);
                terminalStatement.set(t.statement);
              },
              terminalCommand: (command) => {
                if (command === 'pause') terminalPaused.set(true);
                else if (command === 'resume') terminalPaused.set(false);
                else window.dispatchEvent(new Event(BEAT_NOW_EVENT));
              },
              // The customer's session ended at the gateway (it took the money back): the flow sees a
              // signed-out session and starts afresh, showing the terminal's statement.
              sessionEnded: () =>
                queryClient.setQueriesData<SessionLike>({ queryKey: [['session', 'current']] }, (old) =>
                  old ? { ...old, loggedIn: false, user: null } : old,
                ),
            },
          }),
        // A terminal's stream ends with the customer's session; the flow opens the next one.
        isFinal: (event) => event.type === 'session-ended',
      }),
    // One stream per customer (or none) on this terminal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [customer],
  );
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  const view = useLiveStatus(connection);
  return <LiveStatusLine down={view?.status === 'reconnecting'} />;
}

function LiveStatusLine({ down }: { down: boolean }) {
  const { t } = useTranslation('live');
  return (
    <div className={down ? 'live-status live-status--down' : 'live-status'} role="status">
      {down ? t('reconnecting') : null}
    </div>
  );
}
