/**
 * The gateway's lean tRPC path (routes/trpc.ts) answers exactly as tRPC's official Fastify adapter:
 * the same request is sent once as the clients send it (lean path) and once with an extra query
 * parameter (which the lean path leaves to the official adapter), and status, content type, vary and
 * the JSON body must be the same, for successes, every kind of refusal, with and without a session.
 */
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { loggedIn, useStack } from './helper';

interface Answer {
  status: number;
  type: string | undefined;
  vary: string | undefined;
  body: unknown;
  framing: 'length' | 'chunked';
}

async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  input: unknown,
  cookie = '',
  extraQuery = '',
) {
  const headers: Record<string, string> = { 'x-casino-client': 'test' };
  if (cookie) headers.cookie = cookie;
  let url = `${base}/trpc/${path}`;
  let body: string | undefined;
  const query: string[] = extraQuery ? [extraQuery] : [];
  if (method === 'GET' && input !== undefined)
    query.push(`input=${encodeURIComponent(JSON.stringify(input))}`);
  if (query.length) url += `?${query.join('&')}`;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = input === undefined ? '' : JSON.stringify(input);
  }
  const res = await request(url, { method, headers, body });
  const text = await res.body.text();
  const answer: Answer = {
    status: res.statusCode,
    type: res.headers['content-type'] as string | undefined,
    vary: res.headers.vary as string | undefined,
    body: JSON.parse(text) as unknown,
    framing: res.headers['content-length'] !== undefined ? 'length' : 'chunked',
  };
  return answer;
}

/** The same call through both paths. */
async function both(base: string, method: 'GET' | 'POST', path: string, input: unknown, cookie = '') {
  const lean = await send(base, method, path, input, cookie);
  const official = await send(base, method, path, input, cookie, 'official=1');
  return { lean, official };
}

describe('lean tRPC path', () => {
  const stack = useStack('lean-handler');

  it('answers like the official adapter for successes and refusals', async () => {
    const base = stack().gateways[0]!.url;
    const { client } = await loggedIn(stack());
    const cookie = client.cookieHeader();
    const cases: [string, 'GET' | 'POST', string, unknown, string][] = [
      ['public query', 'GET', 'games.providers', {}, ''],
      ['public query without input', 'GET', 'games.providers', undefined, ''],
      ['player query anonymously', 'GET', 'account.playerInfo', {}, ''],
      ['player query with a session', 'GET', 'account.playerInfo', {}, cookie],
      [
        'player query with an unknown session',
        'GET',
        'account.playerInfo',
        {},
        'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ],
      ['player query with a malformed session cookie', 'GET', 'account.playerInfo', {}, 'sid=nope'],
      ['bad input to a player query', 'GET', 'wallet.addressList', { currency: 42 }, cookie],
      ['bad input to a player query anonymously', 'GET', 'wallet.addressList', { currency: 42 }, ''],
      [
        'player mutation refused by the platform',
        'POST',
        'wallet.bankCardDelete',
        { id: '999999999' },
        cookie,
      ],
      ['bad input', 'GET', 'games.providers', { notAField: { x: 1 } }, ''],
      ['bad input to a mutation', 'POST', 'session.login', { loginType: 'phone' }, ''],
      [
        'login refused by the platform',
        'POST',
        'session.login',
        { loginType: 'username', account: 'nobody1', password: 'Wrong0!x' },
        '',
      ],
      ['gateway query', 'GET', 'session.current', undefined, cookie],
      ['mutation without input', 'POST', 'session.heartbeat', undefined, cookie],
    ];
    for (const [name, method, path, input, c] of cases) {
      const { lean, official } = await both(base, method, path, input, c);
      expect({ name, ...lean, framing: undefined }).toEqual({ name, ...official, framing: undefined });
      expect(lean.vary).toBe('trpc-accept, accept');
      expect(lean.type).toMatch(/^application\/json/);
      // The lean path answers with a length; the official adapter streams its Response.
      expect(lean.framing, name).toBe('length');
    }
  });

  it('leaves batches, unknown procedures and wrong methods to the official adapter', async () => {
    const base = stack().gateways[0]!.url;
    const wrong = await send(base, 'POST', 'games.providers', {});
    expect(wrong.status).toBe(405);
    const unknown = await send(base, 'GET', 'games.nope', {});
    expect(unknown.status).toBe(404);
    const batch = await request(
      `${base}/trpc/games.providers,session.current?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`,
      { headers: { 'x-casino-client': 'test' } },
    );
    expect(batch.statusCode).toBe(200);
    const body = (await batch.body.json()) as { result: { data: unknown } }[];
    expect(body).toHaveLength(2);
    expect(body[1]!.result.data).toMatchObject({ loggedIn: false });
  });
});
