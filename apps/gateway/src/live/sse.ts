/**
 * The live procedures (tRPC subscriptions) over server-sent events, written straight to the Node
 * response.
 *
 * Settings: a keep-alive ping on a quiet stream (`LIVE_PING_MS`), and the client told to reconnect when
 * it heard nothing (not even a ping) for three ping periods. They live in tRPC's root config
 * (`withLiveSse`), so the official adapter and this writer read the same values.
 *
 * The wire is tRPC's own (what `httpSubscriptionLink` reads): status 200 and tRPC's SSE headers, a
 * `connected` event with the client options, each value as `data:` (JSON) with its `id:` when tracked,
 * `ping` events, and the end as a `return` event or a `serialized-error` event carrying the error
 * shape (a refusal of the procedure too: the status stays 200). What differs is only the way there:
 * tRPC's handler builds a Fetch `Request`, a `ReadableStream` / `TransformStream` / `TextEncoderStream`
 * chain and a ping timer per stream; here a stream is the Node response, the procedure's async
 * iterator and one small record, and one timer (a quarter of the ping period) pings every quiet stream. The procedure is the router's
 * own (`live.events`, `live.staff`), called with the context every call gets, so its checks (session,
 * kiosk credential, limits) are the ones the router has. Requests this writer does not take (another
 * method, a batch, input that is not JSON) go on to the official adapter, which answers them as before.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isTrackedEnvelope,
  TRPCError,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
} from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { createContext, type GatewayContext } from '../trpc/init';

export function withLiveSse<R extends AnyTRPCRouter>(router: R, pingMs: number): R {
  const def = router._def as unknown as { _config: Record<string, unknown> & { sse?: object } };
  def._config = {
    ...def._config,
    sse: {
      ...def._config.sse,
      ping: { enabled: true, intervalMs: pingMs },
      client: { reconnectAfterInactivityMs: pingMs * 3 },
    },
  };
  return router;
}

/** tRPC's SSE response headers (`sseHeaders`) and the vary of every tRPC answer. */
const HEADERS = {
  vary: 'trpc-accept, accept',
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/** One SSE message as tRPC writes it: its fields, each line ending with a newline, then two more. */
const message = (fields: string) => `${fields}\n\n\n`;
const PING = message('event: ping\ndata: ');
const RETURN = message('event: return\ndata: ');
/** An id the client's EventSource could not send back. */
const BAD_ID = /[\0\n\r]/;

export type LiveErrorHandler = (opts: {
  error: TRPCError;
  path: string;
  input: unknown;
  ctx: GatewayContext;
  type: 'subscription';
  req: FastifyRequest;
}) => void;

/** What one open stream keeps beside its response: the tick of its last write. */
interface Open {
  res: ServerResponse;
  wrote: number;
}

/** The ping timer ticks this many times per ping period. */
const TICKS = 4;

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function isAsyncIterable(v: unknown): v is AsyncIterable<unknown> {
  return (
    isObject(v) && typeof (v as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

const isAbortError = (e: unknown) => isObject(e) && e.name === 'AbortError';

/** Resolves when the response can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export class LiveSse {
  private readonly open = new Set<Open>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticks = 0;
  private readonly pingMs: number;
  private readonly connected: string;
  private readonly serialize: (v: unknown) => unknown;
  private readonly config: AnyTRPCRouter['_def']['_config'];

  constructor(
    private readonly procedures: Record<string, AnyTRPCProcedure>,
    router: AnyTRPCRouter,
    private readonly onError: LiveErrorHandler,
  ) {
    this.config = router._def._config;
    const sse = this.config.sse;
    const ping = sse?.ping?.enabled ? (sse.ping.intervalMs ?? 1000) : 0;
    this.pingMs = ping > 0 && ping !== Infinity ? ping : 0;
    this.connected = message(`event: connected\ndata: ${JSON.stringify(sse?.client ?? {})}`);
    const transformer = this.config.transformer as { output: { serialize: (v: unknown) => unknown } };
    this.serialize = (v) => transformer.output.serialize(v);
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.open.size;
  }

  /**
   * Takes the request when it opens a subscription (GET, one procedure, JSON input or none) and answers
   * true; the stream then runs until it ends or the client goes. False leaves it to the adapter.
   */
  serve(req: FastifyRequest, reply: FastifyReply): boolean {
    if (req.method !== 'GET') return false;
    const path = (req.params as { path?: string }).path;
    const proc = path === undefined ? undefined : this.procedures[path];
    if (!proc || proc._def.type !== 'subscription') return false;
    const query = req.query as Record<string, unknown>;
    if ('batch' in query) return false;
    let input: unknown;
    const raw = query.input;
    if (raw !== undefined) {
      if (typeof raw !== 'string') return false;
      if (raw !== '')
        try {
          input = JSON.parse(raw) as unknown;
        } catch {
          return false;
        }
    }
    // Where the client stands: the EventSource's header on a reconnect, else the link's query (tRPC's
    // getLastEventId), given to the procedure inside its input as tRPC does.
    const header = req.headers['last-event-id'];
    const fromQuery = query.lastEventId ?? query['Last-Event-Id'];
    const lastEventId =
      typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : undefined;
    if (lastEventId) {
      if (isObject(input)) input = { ...input, lastEventId };
      else input ??= { lastEventId };
    }
    reply.hijack();
    void this.run(
      req,
      reply,
      path!,
      proc,
      input,
      lastEventId && !BAD_ID.test(lastEventId) ? lastEventId : null,
    );
    return true;
  }

  private async run(
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    proc: AnyTRPCProcedure,
    input: unknown,
    lastEventId: string | null,
  ): Promise<void> {
    const res = reply.raw;
    res.writeHead(200, { ...(reply.getHeaders() as Record<string, string | string[] | number>), ...HEADERS });
    const ctx = createContext({ req, res: reply, info: undefined } as unknown as CreateFastifyContextOptions);
    const abort = new AbortController();
    const onClose = () => abort.abort();
    res.once('close', onClose);
    const stream: Open = { res, wrote: this.ticks };
    const write = (chunk: string) => {
      stream.wrote = this.ticks;
      return res.write(chunk);
    };
    write(this.connected);
    this.add(stream);
    try {
      const data: unknown = await proc({
        path,
        getRawInput: () => Promise.resolve(input),
        ctx,
        type: 'subscription',
        signal: abort.signal,
        batchIndex: 0,
      });
      if (!isAsyncIterable(data))
        throw new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: `Subscription ${path} did not return an observable or a AsyncGenerator`,
        });
      // Outside the loop and cleared after each value: a waiting stream keeps nothing of the last event.
      let value: unknown;
      for await (value of data) {
        if (abort.signal.aborted) break;
        let ok: boolean;
        if (isTrackedEnvelope(value)) {
          lastEventId = value[0];
          ok = write(message(`data: ${JSON.stringify(this.serialize(value[1]))}\nid: ${value[0]}`));
        } else {
          const json = JSON.stringify(this.serialize(value));
          // An event without an id takes the last one in the EventSource: send it with an empty id, then
          // set the last id back (tRPC's `restore-id`), so a reconnect still resumes from there.
          ok = write(
            lastEventId === null
              ? message(`data: ${json}`)
              : message(`data: ${json}\nid: `) + message(`event: restore-id\ndata: \nid: ${lastEventId}`),
          );
        }
        value = null;
        if (!ok) await drained(res);
      }
      if (!abort.signal.aborted) write(RETURN);
    } catch (cause) {
      if (!abort.signal.aborted && !isAbortError(cause)) {
        const error = getTRPCErrorFromUnknown(cause);
        this.onError({ error, path, input, ctx, type: 'subscription', req });
        const shape = getErrorShape({ config: this.config, ctx, error, input, path, type: 'subscription' });
        write(message(`event: serialized-error\ndata: ${JSON.stringify(this.serialize(shape))}`));
      }
    } finally {
      this.remove(stream);
      res.off('close', onClose);
      res.end();
    }
  }

  private add(stream: Open) {
    this.open.add(stream);
    if (this.timer || this.pingMs === 0) return;
    this.timer = setInterval(() => this.tick(), this.pingMs / TICKS);
    this.timer.unref();
  }

  private remove(stream: Open) {
    this.open.delete(stream);
    if (this.open.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A ping to each stream that wrote nothing for a ping period (so within 1¼ periods of its last write). */
  private tick() {
    const now = ++this.ticks;
    for (const s of this.open)
      if (now - s.wrote >= TICKS) {
        s.wrote = now;
        s.res.write(PING);
      }
  }
}
