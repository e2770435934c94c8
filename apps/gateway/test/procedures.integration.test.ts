/**
 * Every one of the 142 catalog procedures through the gateway's HTTP endpoint, against the real
 * platform: public ones anonymously, player ones anonymously (UNAUTHORIZED, and the platform never sees
 * the call) and with a session; and every one refused with field-level errors for bad input before any
 * upstream call. A call counts as made when the platform answered it: success, or a business refusal
 * carrying its upstream code (not a protocol, validation, not-implemented or internal error).
 * Inputs are generated from the catalog's schemas; FIXTURES give real ids where the platform needs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { CODES } from '@casino/shared/protocol/codes';
import type { CallResult } from '@casino/testkit/client';
import { exampleInput } from '@casino/testkit/examples';
import {
  BANK_CARD,
  loggedIn,
  newPlayer,
  PASSWORD,
  startStack,
  WITHDRAW_PASSWORD,
  type Stack,
} from './helper';

const entries = catalog as readonly EndpointDef[];
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Calls that end the session: made last. */
const SESSION_ENDERS = new Set(['auth.logout', 'account.selfControl']);
/** Upstream codes that mean the platform did not really serve the call. */
const NOT_SERVED = new Set<number>([
  CODES.VALIDATION,
  CODES.BAD_SIGNATURE,
  CODES.STALE_TIMESTAMP,
  CODES.REPLAYED_REQUEST,
  CODES.BAD_CIPHERTEXT,
  CODES.BAD_CLIENT,
  CODES.INTERNAL,
  CODES.NOT_IMPLEMENTED,
]);

interface Ids {
  pictureId?: string;
  bankCardId?: string;
  username: string;
}

const rand = () => Math.random().toString(36).slice(2, 10);
const FIXTURES: Record<string, (ids: Ids) => unknown> = {
  'auth.token': (ids) => ({
    grantType: 'web_password',
    loginType: 1,
    username: ids.username,
    password: 'Passw0rd!x',
  }),
  'account.resetPassword': (ids) => ({
    resetType: 1,
    username: ids.username,
    code: '123456',
    newPassword: 'Passw0rd!y',
  }),
  'account.createAccount': () => ({
    loginType: 1,
    loginName: `n${rand()}`,
    password: 'Passw0rd!x',
    email: `n${rand()}@example.com`,
    emailCode: '123456',
  }),
  'account.modifyAvatar': () => ({ avatar: 'avatar_01' }),
  'kyc.uploadKycPicture': () => ({
    level: 2,
    kind: 'front',
    fileName: 'front.png',
    contentType: 'image/png',
    data: PNG,
  }),
  'kyc.addPlayerInfoPicture': (ids) => ({
    level: 3,
    pictureIds: [ids.pictureId ?? 'kp_000000000000000000000000'],
  }),
  'kyc.downloadPlayerPicture': (ids) => ({ pictureId: ids.pictureId ?? 'kp_000000000000000000000000' }),
  'kyc.submitKycL2': (ids) => ({
    documentType: 'driver_license',
    documentNumber: 'AB1234567',
    frontPictureId: ids.pictureId ?? 'kp_000000000000000000000000',
    backPictureId: ids.pictureId ?? 'kp_000000000000000000000000',
    selfiePictureId: ids.pictureId ?? 'kp_000000000000000000000000',
  }),
  'wallet.bankCardAdd': () => ({ ...BANK_CARD, withdrawPassword: WITHDRAW_PASSWORD }),
  'withdraw.create': (ids) => ({
    clientOrderId: `ORD-${rand()}${rand()}`,
    currency: 'JPY',
    amount: '100.00',
    methodCode: 'bank',
    bankCardId: ids.bankCardId ?? '1',
    withdrawPassword: WITHDRAW_PASSWORD,
  }),
  'wallet.addressCreate': () => ({
    currency: 'BTC',
    network: 'BTC',
    address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    withdrawPassword: WITHDRAW_PASSWORD,
  }),
  'cms.templateDetail': () => ({ code: 'home' }),
  // Changing a bound email / phone proves the current password.
  'verification.emailBind': () => ({ email: `b${rand()}@example.com`, code: '123456', password: PASSWORD }),
  'verification.phoneBind': () => ({
    mobile: `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    code: '123456',
    password: PASSWORD,
  }),
};

function inputFor(e: EndpointDef, ids: Ids): unknown {
  const fixture = FIXTURES[e.procedure]?.(ids);
  return exampleInput(e.input, fixture).input;
}

/** Why the call does not count as served by the platform, or null when it does. */
function notServed(r: CallResult): string | null {
  if (r.ok) return null;
  const d = r.error?.data;
  if (!d) return `HTTP ${r.status} ${r.raw.slice(0, 200)}`;
  if (d.upstreamCode === undefined)
    return `${d.code}: ${r.error!.message} ${JSON.stringify(d.fieldErrors ?? '')}`;
  if (NOT_SERVED.has(Number(d.upstreamCode))) return `upstream ${d.upstreamCode}: ${d.upstreamMessage ?? ''}`;
  return null;
}

let stack: Stack;
beforeAll(async () => {
  // withdraw.create uses the card added just before: no cooling period (secrets.integration.test.ts).
  stack = await startStack('procedures', {
    gatewayEnv: { PAYOUT_COOLING_MS: '0' },
    platformEnv: { PLATFORM_PAYOUT_COOLING_MS: '0' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('all 142 catalog procedures through the gateway', () => {
  it('has generated or fixture inputs that the catalog schemas accept', async () => {
    const ids: Ids = { username: 'tester01', pictureId: 'kp_000000000000000000000000', bankCardId: '1' };
    const invalid = entries
      .filter((e) => !e.input.safeParse(inputFor(e, ids)).success)
      .map((e) => `${e.procedure}: ${JSON.stringify(e.input.safeParse(inputFor(e, ids)).error?.issues[0])}`);
    expect(invalid).toEqual([]);
  });

  it('answers player procedures without a session with UNAUTHORIZED and never calls the platform', async () => {
    const anon = stack.client();
    const ids: Ids = { username: 'tester01' };
    await stack.platform.dev.resetCounters();
    const wrong: string[] = [];
    for (const e of entries.filter((x) => x.access === 'player')) {
      const r = await anon.call(e.procedure, inputFor(e, ids));
      if (r.status !== 401 || r.error?.data.code !== 'UNAUTHORIZED')
        wrong.push(`${e.procedure}: ${r.status}`);
    }
    expect(wrong).toEqual([]);
    const { requests } = await stack.platform.dev.counters();
    const reached = entries
      .filter((e) => e.access === 'player' && (requests[e.path] ?? 0) > 0)
      .map((e) => e.procedure);
    expect(reached).toEqual([]);
  });

  it('serves every public procedure anonymously', async () => {
    const player = await newPlayer(stack.platform);
    const anon = stack.client();
    await stack.platform.dev.resetCounters();
    const problems: string[] = [];
    for (const e of entries.filter((x) => x.access === 'public' && !SESSION_ENDERS.has(x.procedure))) {
      const r = await anon.call(e.procedure, inputFor(e, { username: player.username }));
      const why = notServed(r);
      if (why) problems.push(`${e.procedure}: ${why}`);
    }
    expect(problems).toEqual([]);
  });

  it('serves every player procedure with a session', async () => {
    let { client, player } = await loggedIn(stack);
    await stack.platform.dev.call('POST', '/withdraw-password', {
      loginName: player.loginName,
      password: WITHDRAW_PASSWORD,
    });
    const ids: Ids = { username: player.username };
    const up = await client.call<{ pictureId: string }>(
      'kyc.uploadKycPicture',
      FIXTURES['kyc.uploadKycPicture']!(ids),
    );
    ids.pictureId = up.data?.pictureId;
    const card = await client.call<{ id: string }>(
      'wallet.bankCardAdd',
      FIXTURES['wallet.bankCardAdd']!(ids),
    );
    ids.bankCardId = card.data?.id;
    await stack.platform.dev.resetCounters();

    const problems: string[] = [];
    const ordered = [
      ...entries.filter((e) => !SESSION_ENDERS.has(e.procedure)),
      ...entries.filter((e) => SESSION_ENDERS.has(e.procedure)),
    ].filter((e) => e.access === 'player' || e.procedure === 'auth.token');
    for (const e of ordered) {
      const r = await client.call(e.procedure, inputFor(e, ids));
      if (e.procedure === 'kyc.downloadPlayerPicture' && r.ok) {
        const blob = await client.get((r.data as { url: string }).url);
        if (blob.status !== 200 && blob.status !== 422)
          problems.push(`${e.procedure} blob: HTTP ${blob.status}`);
        continue;
      }
      const why = notServed(r);
      if (why) problems.push(`${e.procedure}: ${why}`);
      if (r.error?.data.sessionCleared || SESSION_ENDERS.has(e.procedure)) {
        ({ client, player } = await loggedIn(stack));
        ids.username = player.username;
      }
    }
    expect(problems).toEqual([]);
    const { requests } = await stack.platform.dev.counters();
    const never = entries
      .filter((e) => e.access === 'player' && !(requests[e.path] ?? 0))
      .map((e) => e.procedure);
    expect(never).toEqual([]);
  });

  it('refuses bad input with field-level errors before any upstream call', async () => {
    const { client, player } = await loggedIn(stack);
    const ids: Ids = { username: player.username, pictureId: 'kp_000000000000000000000000', bankCardId: '1' };
    await stack.platform.dev.resetCounters();
    const wrong: string[] = [];
    for (const e of entries) {
      const good = inputFor(e, ids) as Record<string, unknown>;
      const keys = good && typeof good === 'object' ? Object.keys(good) : [];
      // A wrong type in the first field; an entry without fields gets a non-object.
      const bad = keys.length ? { ...good, [keys[0]!]: { not: ['a', 'value'] } } : 'not-an-object';
      const r = await client.call(e.procedure, bad);
      const fields = r.error?.data.fieldErrors ?? {};
      const expectedField = keys.length ? keys[0]! : '_';
      if (r.status !== 400 || !fields[expectedField]?.length)
        wrong.push(`${e.procedure}: HTTP ${r.status} ${JSON.stringify(fields)}`);
    }
    expect(wrong).toEqual([]);
    const { requests } = await stack.platform.dev.counters();
    expect(Object.values(requests).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
