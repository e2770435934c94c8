/**
 * One live stream of a page (the web page's or kiosk terminal's `live.events`, the staff view's
 * `live.staff`), kept open for as long as the page wants it: tRPC's SSE link resumes a dropped stream
 * with the last event id by itself; when the stream fails for good (the gateway refused it, restarted,
 * or Redis is down and it said so) this opens it again with back-off (1 s doubling to 30 s, with
 * jitter), sending the last event id it saw, so nothing is missed. Its status says whether the figures
 * on screen are live: `connecting` until the first event, `live`, `reconnecting` while the stream is
 * down (the page says so instead of presenting stale numbers as live), `ended` after a final event
 * (the session ended) or a refusal that no retry can change.
 */
import { useSyncExternalStore } from 'react';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';
export interface LiveView {
  status: LiveStatus;
  /** Why the stream is down, when the gateway said (TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE...). */
  errorCode: string | null;
}

/** tRPC's subscription callbacks, as much of them as this uses. */
export interface LiveSubscribeHandlers<E> {
  onData: (data: { id?: string; data: E } | E) => void;
  onError: (err: unknown) => void;
  onComplete: () => void;
  onConnectionStateChange: (s: { state: 'idle' | 'connecting' | 'pending'; error: unknown }) => void;
}

export interface LiveConnectionOptions<E> {
  /** Opens the subscription (`client.live.events.subscribe({ lastEventId }, handlers)`). */
  subscribe: (lastEventId: string | null, handlers: LiveSubscribeHandlers<E>) => { unsubscribe(): void };
  /** Each event, in order. `first`: the first event since this connection was made. */
  onEvent: (event: E, first: boolean) => void;
  /** An event after which the stream ends and must not be opened again. */
  isFinal?: (event: E) => boolean;
  /** A failure that no retry can change (not signed in): the connection stops and calls `onFatal`. */
  isFatal?: (err: unknown) => boolean;
  onFatal?: (err: unknown) => void;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** The tRPC error code of a failure (`err.data.code`), if it has one. */
export function errorCode(err: unknown): string | null {
  const data = (err as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : null;
}

/** tRPC's `tracked()` envelope on the client: `{ id, data }`. */
function unwrap<E>(d: { id?: string; data: E } | E): { id: string | null; event: E } {
  if (d && typeof d === 'object' && 'id' in d && 'data' in d && typeof d.id === 'string')
    return { id: d.id, event: d.data };
  return { id: null, event: d as E };
}

export class LiveConnection<E> {
  private statusValue: LiveStatus = 'connecting';
  private readonly listeners = new Set<() => void>();
  private sub: { unsubscribe(): void } | null = null;
  private lastEventId: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private seen = false;
  /** The tRPC error code of the latest failure (TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE...), until live again. */
  lastErrorCode: string | null = null;
  private readonly onOnline = () => {
    // Back on the network: no need to wait out the back-off.
    if (this.running && this.statusValue === 'reconnecting') this.restart(0);
  };
  private readonly onOffline = () => {
    if (this.running && this.statusValue !== 'ended') this.setStatus('reconnecting');
  };

  constructor(private readonly o: LiveConnectionOptions<E>) {}

  get status(): LiveStatus {
    return this.statusValue;
  }

  subscribeStatus = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private view: LiveView = { status: 'connecting', errorCode: null };
  /** The status with the latest failure's code, one object per change (for useSyncExternalStore). */
  get current(): LiveView {
    return this.view;
  }

  private setStatus(s: LiveStatus) {
    if (this.view.status === s && this.view.errorCode === this.lastErrorCode) return;
    this.statusValue = s;
    this.view = { status: s, errorCode: this.lastErrorCode };
    for (const l of this.listeners) l();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    this.open();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.close();
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
  }

  /** The current subscription's token: callbacks of a subscription that was replaced are ignored. */
  private token: object | null = null;

  private close() {
    this.token = null;
    const sub = this.sub;
    this.sub = null;
    sub?.unsubscribe();
  }

  private open() {
    if (!this.running) return;
    const token = {};
    this.token = token;
    let done = false;
    const finish = () => {
      done = true;
      if (this.token === token) this.close();
    };
    const sub = this.o.subscribe(this.lastEventId, {
      onData: (d) => {
        if (done || this.token !== token) return;
        const { id, event } = unwrap(d);
        if (id) this.lastEventId = id;
        this.attempt = 0;
        this.lastErrorCode = null;
        this.setStatus('live');
        const first = !this.seen;
        this.seen = true;
        this.o.onEvent(event, first);
        if (this.o.isFinal?.(event)) {
          finish();
          this.running = false;
          this.setStatus('ended');
        }
      },
      onConnectionStateChange: ({ state, error }) => {
        if (done || this.token !== token) return;
        // `connecting` with an error: the stream dropped and tRPC is resuming it; `pending`: it is open.
        if (state === 'connecting' && error) this.setStatus('reconnecting');
        else if (state === 'pending' && this.seen) {
          this.attempt = 0;
          this.lastErrorCode = null;
          this.setStatus('live');
        }
      },
      onError: (err) => {
        if (done || this.token !== token) return;
        finish();
        this.lastErrorCode = errorCode(err);
        if (this.o.isFatal?.(err)) {
          this.running = false;
          this.setStatus('ended');
          this.o.onFatal?.(err);
          return;
        }
        this.retry();
      },
      onComplete: () => {
        if (done || this.token !== token) return;
        finish();
        // The gateway closed the stream without a final event (it is shutting down): open it again.
        this.retry();
      },
    });
    if (this.token === token) this.sub = sub;
    else sub.unsubscribe();
  }

  private retry() {
    if (!this.running) return;
    this.setStatus('reconnecting');
    const base = this.o.baseDelayMs ?? 1_000;
    const max = this.o.maxDelayMs ?? 30_000;
    const delay = Math.min(max, base * 2 ** this.attempt);
    this.attempt++;
    this.restart(Math.round(delay * (0.5 + Math.random() / 2)));
  }

  private restart(delayMs: number) {
    clearTimeout(this.retryTimer);
    this.close();
    this.retryTimer = setTimeout(() => this.open(), delayMs);
  }
}

/** The connection's status in a React component. */
export function useLiveStatus<E>(c: LiveConnection<E> | null): LiveView | null {
  return useSyncExternalStore(
    c ? c.subscribeStatus : noop,
    () => c?.current ?? null,
    () => null,
  );
}
const noop = () => () => {};
