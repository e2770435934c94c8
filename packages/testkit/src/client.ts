/**
 * A tRPC-over-HTTP client for tests and benches, speaking the wire format directly (so a test sees the
 * real status codes, headers and cookies): queries as GET with ?input=, mutations as POST JSON, the
 * CSRF header, and a cookie jar per client (one client = one browser).
 */
import { request } from 'undici';
import { catalog } from '@casino/shared/catalog/index';

/**
 * A request that got no answer (a refused, reset or closed connection) fails naming the call, its
 * address and the socket error's code, so a red test says which service dropped which call.
 */
export async function named<T>(what: string, url: string, pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new Error(
      `${what} ${new URL(url).origin}: no answer: ${e.message}${e.code ? ` (${e.code})` : ''}`,
      {
        cause: err,
      },
    );
  }
}

export const CLIENT_HEADER = 'x-casino-client';

const GATEWAY_KINDS: Record<string, 'query' | 'mutation'> = {
  'session.current': 'query',
  'session.login': 'mutation',
  'session.logout': 'mutation',
  'session.setLanguage': 'mutation',
  'session.setCurrency': 'mutation',
  'session.heartbeat': 'mutation',
  'session.signOutOthers': 'mutation',
  'gameWallets.open': 'mutation',
  'gameWallets.alive': 'mutation',
  'gameWallets.leave': 'mutation',
  'gameWallets.returnAll': 'mutation',
  'gameWallets.statements': 'query',
  'gameWallets.ack': 'mutation',
};
const KINDS = new Map<string, 'query' | 'mutation'>([
  ...catalog.map((e) => [e.procedure, e.kind] as [string, 'query' | 'mutation']),
  ...Object.entries(GATEWAY_KINDS),
]);

export function kindOf(procedure: string): 'query' | 'mutation' {
  const k = KINDS.get(procedure);
  if (!k) throw new Error(`unknown procedure ${procedure}`);
  return k;
}

export interface TrpcErrorBody {
  message: string;
  code: number;
  data: {
    code: string;
    httpStatus: number;
    upstreamCode?: number | string;
    messageKey?: string;
    upstreamMessage?: string;
    fieldErrors?: Record<string, string[]>;
    sessionCleared?: boolean;
    action?: string;
    retryAfterMs?: number;
    retryAt?: number;
  };
}

export interface CallResult<T = unknown> {
  status: number;
  ok: boolean;
  data?: T;
  error?: TrpcErrorBody;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
  raw: string;
}

export class GatewayClient {
  readonly jar = new Map<string, string>();
  /** Raw Set-Cookie headers received so far (for attribute checks). */
  readonly seenSetCookies: string[] = [];

  constructor(
    public baseUrl: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookie: string | string[] | undefined): string[] {
    const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const c of list) {
      this.seenSetCookies.push(c);
      const [pair = '', ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a),
      );
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return list;
  }

  async call<T = unknown>(
    procedure: string,
    input?: unknown,
    opts: { headers?: Record<string, string>; kind?: 'query' | 'mutation' } = {},
  ): Promise<CallResult<T>> {
    const kind = opts.kind ?? kindOf(procedure);
    const headers: Record<string, string> = {
      [CLIENT_HEADER]: 'test',
      ...this.extraHeaders,
      ...opts.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let url = `${this.baseUrl}/trpc/${procedure}`;
    let body: string | undefined;
    if (kind === 'query') {
      if (input !== undefined) url += `?input=${encodeURIComponent(JSON.stringify(input))}`;
    } else {
      headers['content-type'] ??= 'application/json';
      body = input === undefined ? '' : JSON.stringify(input);
    }
    const { res, raw } = await named(
      procedure,
      url,
      (async () => {
        const res = await request(url, { method: kind === 'query' ? 'GET' : 'POST', headers, body });
        return { res, raw: await res.body.text() };
      })(),
    );
    const setCookies = this.store(res.headers['set-cookie']);
    let parsed: { result?: { data?: T }; error?: TrpcErrorBody } = {};
    try {
      parsed = JSON.parse(raw) as typeof parsed;
    } catch {
      // not JSON (a refusal before tRPC, or HTML)
    }
    return {
      status: res.statusCode,
      ok: res.statusCode === 200 && parsed.result !== undefined,
      data: parsed.result?.data,
      error: parsed.error,
      headers: res.headers,
      setCookies,
      raw,
    };
  }

  /** Like call, but throws unless the call succeeded. */
  async ok<T = unknown>(procedure: string, input?: unknown): Promise<T> {
    const r = await this.call<T>(procedure, input);
    if (!r.ok) throw new Error(`${procedure} failed: HTTP ${r.status} ${r.raw.slice(0, 500)}`);
    return r.data as T;
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const cookie = this.cookieHeader();
    const url = `${this.baseUrl}${path}`;
    const { res, body } = await named(
      `GET ${path}`,
      url,
      (async () => {
        const res = await request(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
        return { res, body: Buffer.from(await res.body.arrayBuffer()) };
      })(),
    );
    this.store(res.headers['set-cookie']);
    return { status: res.statusCode, headers: res.headers, body };
  }
}
