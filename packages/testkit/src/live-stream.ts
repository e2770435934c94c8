/**
 * A reader of the gateway's live channel (tRPC subscriptions over server-sent events) for tests and
 * benches: opens `GET /trpc/<path>?input=...` with a client's cookies, as a browser's EventSource
 * does (no custom header), parses the event stream (ids, `ping`, tRPC's `serialized-error`), and lets
 * a test wait for the event it expects, as a person waits for what the page shows.
 */
import { request } from 'undici';
import type { GatewayClient } from './client';

export interface StreamMessage {
  /** The SSE event name ('message' for data). */
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface LiveStream<E = { type: string }> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every data event so far, in order, with its id. */
  readonly events: { id: string | undefined; data: E }[];
  /** Every message so far (data, pings, errors). */
  readonly messages: StreamMessage[];
  /** The id of the last data event. */
  lastId(): string | undefined;
  /** Resolves with the first data event (from `from` on) that matches, or rejects after `timeoutMs`. */
  next(match: (e: E) => boolean, opts?: { from?: number; timeoutMs?: number }): Promise<E>;
  /** Resolves when the stream ended (the server closed it), with the error event's data if any. */
  ended(timeoutMs?: number): Promise<{ error: unknown }>;
  close(): void;
}

export async function openLiveStream<E = { type: string }>(
  client: GatewayClient,
  opts: {
    path?: string;
    lastEventId?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LiveStream<E>> {
  const path = opts.path ?? 'live.events';
  const input = opts.lastEventId ? { lastEventId: opts.lastEventId } : {};
  const url = `${client.baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...opts.headers };
  const cookie = client.cookieHeader();
  if (cookie) headers.cookie = cookie;
  const res = await request(url, { method: 'GET', headers, signal: abort.signal });
  const events: { id: string | undefined; data: E }[] = [];
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  let error: unknown;
  const notify = () => {
    for (const w of [...waiters]) w();
  };

  void (async () => {
    let buf = '';
    try {
      for await (const chunk of res.body) {
        buf += (chunk as Buffer).toString('utf8');
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('data:')) data.push(line.slice(5));
          }
          if (data.length === 0 && id === undefined && event === 'message') continue;
          const raw = data.join('\n');
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : raw;
          } catch {
            // not JSON: kept as text
          }
          messages.push({ event, id, data: parsed });
          if (event === 'message') events.push({ id, data: parsed as E });
          if (event === 'serialized-error') error = parsed;
          notify();
        }
      }
    } catch {
      // aborted or reset
    }
    done = true;
    notify();
  })();

  const wait = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        const v = check();
        if (v !== undefined) {
          clearTimeout(timer);
          waiters.delete(run);
          resolve(v);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(run);
        reject(new Error(`live stream: no ${what} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(run);
      run();
    });

  return {
    status: res.statusCode,
    headers: res.headers,
    events,
    messages,
    lastId: () => [...events].reverse().find((e) => e.id !== undefined && e.id !== '')?.id,
    next(match, o = {}) {
      return wait(
        () => events.slice(o.from ?? 0).find((e) => match(e.data))?.data,
        o.timeoutMs ?? 20_000,
        'matching event',
      );
    },
    ended(timeoutMs = 20_000) {
      return wait(() => (done ? { error } : undefined), timeoutMs, 'end');
    },
    close() {
      abort.abort();
    },
  };
}
