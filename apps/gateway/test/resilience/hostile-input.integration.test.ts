/**
 * Hostile input for every one of the 142 catalog procedures, generated from its schema: wrong types
 * (of the whole input and of each field), huge strings, deep nesting, prototype-pollution keys,
 * unicode edge cases (lone surrogates, NUL, bidi overrides, zero-width), plus malformed JSON, bad
 * encodings, an oversized body and oversized batches. Every variant the catalog schema refuses must
 * get a 4xx with a clear error (never a 5xx), and none may reach the platform (its per-path request
 * counters stay at zero). Variants a schema accepts are valid calls, not hostile ones: they are not
 * sent, and are listed (an unbounded string field shows up here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { catalog } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { CLIENT_HEADER, type GatewayClient } from '@casino/testkit/client';
import { exampleInput } from '@casino/testkit/examples';
import { loggedIn, startStack, type Stack } from '../helper';
import { assertAlive, platformRequests } from './fault-stack';

const entries = catalog as readonly EndpointDef[];
let stack: Stack;
let client: GatewayClient;

beforeAll(async () => {
  stack = await startStack('hostile-input');
  ({ client } = await loggedIn(stack));
});
afterAll(async () => {
  await stack?.stop();
});

const UNICODE = '\ud800x\udfff\u0000\u202e\u200b\ufeff\u0301😀ｱ１２３\u2028';
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** JSON text of `base` with `field` set to raw JSON text `raw` (so "__proto__" stays a plain key). */
const withRaw = (base: Record<string, unknown>, field: string, raw: string) => {
  const rest = JSON.stringify({ ...base, [field]: undefined });
  return rest === '{}'
    ? `{${JSON.stringify(field)}:${raw}}`
    : `{${JSON.stringify(field)}:${raw},${rest.slice(1)}`;
};
const POLLUTION =
  '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}}';

interface Variant {
  name: string;
  /** JSON text of the input. */
  json: string;
}

function variantsFor(e: EndpointDef): Variant[] {
  const base = (exampleInput(e.input).input ?? {}) as Record<string, unknown>;
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const huge = e.kind === 'query' ? 6000 : 200_000;
  const out: Variant[] = [
    { name: 'number', json: '42' },
    { name: 'string', json: '"not an object"' },
    { name: 'array', json: '[1,2,3]' },
    { name: 'boolean', json: 'true' },
    { name: 'pollution', json: POLLUTION },
    { name: 'deep object', json: deepObject(e.kind === 'query' ? 1500 : 20_000) },
  ];
  for (const f of fields) {
    out.push({ name: `${f}: wrong type`, json: withRaw(base, f, '[{"$ne":null}]') });
    out.push({
      name: `${f}: deep array`,
      json: withRaw(base, f, deepArray(e.kind === 'query' ? 2000 : 50_000)),
    });
    out.push({ name: `${f}: pollution`, json: withRaw(base, f, POLLUTION) });
    out.push({ name: `${f}: NaN-ish`, json: withRaw(base, f, '1e400') });
    if (typeof base[f] === 'string') {
      out.push({ name: `${f}: huge string`, json: withRaw(base, f, JSON.stringify('A'.repeat(huge))) });
      out.push({ name: `${f}: unicode`, json: withRaw(base, f, JSON.stringify(UNICODE)) });
    }
  }
  if (fields.length)
    out.push({ name: 'pollution keys + bad field', json: withRaw(JSON.parse(POLLUTION), fields[0]!, '{}') });
  return out;
}

/** Sends raw JSON text as the procedure's input, the way a browser's tRPC client would. */
async function send(e: EndpointDef, json: string) {
  const headers: Record<string, string> = { [CLIENT_HEADER]: 'web', cookie: client.cookieHeader() };
  const res =
    e.kind === 'query'
      ? await request(`${client.baseUrl}/trpc/${e.procedure}?input=${encodeURIComponent(json)}`, { headers })
      : await request(`${client.baseUrl}/trpc/${e.procedure}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: json,
        });
  return { status: res.statusCode, body: await res.body.text() };
}

function clearError(status: number, body: string): string | null {
  if (status < 400 || status >= 500) return `HTTP ${status}`;
  if (status === 431 || status === 414) return null; // refused by Node's HTTP parser: no body
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string; data?: { code?: string } } };
    if (!parsed.error?.message || !parsed.error.data?.code)
      return `HTTP ${status} without a clear error: ${body.slice(0, 120)}`;
    if (/at .*\.(ts|js):\d+|node_modules/.test(body)) return `HTTP ${status} with a stack trace`;
    return null;
  } catch {
    return `HTTP ${status} with a non-JSON body: ${body.slice(0, 120)}`;
  }
}

describe('hostile input for all 142 procedures', () => {
  it('refuses every variant the schema refuses with a clear 4xx, before any upstream call', async () => {
    await stack.platform.dev.resetCounters();
    const wrong: string[] = [];
    const accepted: string[] = [];
    let sent = 0;
    for (const e of entries) {
      for (const v of variantsFor(e)) {
        if (e.input.safeParse(JSON.parse(v.json)).success) {
          accepted.push(`${e.procedure} ${v.name}`);
          continue;
        }
        const r = await send(e, v.json);
        sent++;
        const why = clearError(r.status, r.body);
        if (why) wrong.push(`${e.procedure} ${v.name}: ${why}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(142 * 6);
    expect(await platformRequests(stack)).toBe(0);
    if (accepted.length)
      console.info(
        `hostile-input: ${accepted.length} variants are valid per the catalog (not sent):\n  ${accepted.join('\n  ')}`,
      );
    // Nothing leaked into the gateway's own objects, and the player is still logged in.
    const cur = await client.call<{ loggedIn: boolean; polluted?: unknown }>('session.current');
    expect(cur.data?.loggedIn).toBe(true);
    expect(cur.raw).not.toContain('polluted');
    assertAlive(stack.gateways[0]!);
  });

  it('refuses malformed JSON, bad encodings, form posts and an oversized body with a 4xx', async () => {
    const url = `${client.baseUrl}/trpc/wallet.bankCardAdd`;
    const headers = {
      [CLIENT_HEADER]: 'web',
      cookie: client.cookieHeader(),
      'content-type': 'application/json',
    };
    const bodies: [string, string | Buffer][] = [
      ['truncated', '{"bankCode":'],
      ['trailing garbage', '{"bankCode":"0001"} x'],
      ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['utf-16', Buffer.from('{"bankCode":"0001"}', 'utf16le')],
      ['null', 'null'],
      ['oversized (2 MiB)', JSON.stringify({ bankCode: 'A'.repeat(2 * 1024 * 1024) })],
    ];
    await stack.platform.dev.resetCounters();
    for (const [name, body] of bodies) {
      const r = await request(url, { method: 'POST', headers, body });
      const text = await r.body.text();
      expect(r.statusCode, `${name}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, name).toBeLessThan(500);
    }
    const q = await request(`${client.baseUrl}/trpc/games.providers?input=%7Bnot-json`, { headers });
    await q.body.dump();
    expect(q.statusCode).toBe(400);
    expect(await platformRequests(stack)).toBe(0);
  });

  it('refuses oversized batches, and hostile items inside an allowed batch each with a 4xx', async () => {
    await stack.platform.dev.resetCounters();
    const headers = {
      [CLIENT_HEADER]: 'web',
      cookie: client.cookieHeader(),
      'content-type': 'application/json',
    };
    const many = Array.from({ length: 500 }, () => 'wallet.bankCardAdd').join(',');
    const input500 = JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, {}])));
    const big = await request(`${client.baseUrl}/trpc/${many}?batch=1`, {
      method: 'POST',
      headers,
      body: input500,
    });
    await big.body.dump();
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);

    const items = [
      '42',
      POLLUTION,
      deepArray(10_000),
      JSON.stringify({ bankCode: 'A'.repeat(100_000) }),
      'null',
    ];
    const paths = items.map(() => 'wallet.bankCardAdd').join(',');
    const body = `{${items.map((t, i) => `"${i}":${t}`).join(',')}}`;
    const r = await request(`${client.baseUrl}/trpc/${paths}?batch=1`, { method: 'POST', headers, body });
    const answers = (await r.body.json()) as { error?: { data: { httpStatus: number } } }[];
    expect(r.statusCode).toBeLessThan(500);
    expect(answers).toHaveLength(items.length);
    for (const a of answers) {
      expect(a.error?.data.httpStatus).toBeGreaterThanOrEqual(400);
      expect(a.error?.data.httpStatus).toBeLessThan(500);
    }
    expect(await platformRequests(stack)).toBe(0);
  });
});
