/**
 * The staff view's terminals, live: the `live.staff` stream (tRPC over server-sent events) sends every
 * terminal of the credential's scope first, then each terminal that changed (a heartbeat, a command, a
 * terminal going offline), so the list follows the floor without polling. The credential travels as a
 * bearer header from this page's memory (the browser's EventSource cannot send one, so the stream is
 * read with a fetch-based EventSource; no cookie). A dropped stream resumes by its last event id.
 */
import { useEffect, useState } from 'react';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '@casino/gateway/router';
import type { StaffEvent, TerminalStatusView } from '@casino/shared/live/events';
import { LiveConnection, errorCode, useLiveStatus } from '@casino/ui/live-connection';
import { TRPC_URL } from '../config/env';

function staffClient(credential: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink<AppRouter, typeof EventSource>({
        url: TRPC_URL,
        EventSource,
        eventSourceOptions: {
          fetch: (url, init) =>
            fetch(url, {
              ...init,
              headers: { ...init.headers, authorization: `Bearer ${credential}` },
              credentials: 'omit',
            }),
        },
      }),
    ],
  });
}

/** Terminals in the order the gateway lists them, each replaced when its change arrives. */
export function applyStaffEvent(rows: TerminalStatusView[] | null, e: StaffEvent): TerminalStatusView[] {
  if (e.type === 'terminals') return e.terminals;
  const list = rows ?? [];
  const i = list.findIndex((t) => t.id === e.terminal.id);
  if (i === -1) return [...list, e.terminal];
  const next = list.slice();
  next[i] = e.terminal;
  return next;
}

export function useStaffTerminals(credential: string, onUnauthorized: () => void) {
  const [rows, setRows] = useState<TerminalStatusView[] | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [connection, setConnection] = useState<LiveConnection<StaffEvent> | null>(null);
  useEffect(() => {
    const client = staffClient(credential);
    const c = new LiveConnection<StaffEvent>({
      subscribe: (lastEventId, handlers) =>
        client.live.staff.subscribe(lastEventId ? { lastEventId } : undefined, handlers),
      onEvent: (e) => {
        setRows((r) => applyStaffEvent(r, e));
        setAt(e.at);
      },
      isFatal: (err) => errorCode(err) === 'UNAUTHORIZED',
      onFatal: onUnauthorized,
    });
    setConnection(c);
    c.start();
    return () => c.stop();
    // The credential alone decides the stream; the sign-out callback is read when needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [credential]);
  const view = useLiveStatus(connection);
  return { rows, at, lost: view?.status === 'reconnecting' };
}
