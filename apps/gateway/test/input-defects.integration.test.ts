/**
 * Input the catalog's own rules allow must never give a 500, and every field error is an i18n key in ja
 * and en: emails of 246 to 254 characters (valid by the 254 limit, too long for one RSA-2048 PKCS#1
 * v1.5 block) on every call that carries an email; a missing or unknown loginType on session.login;
 * half-width katakana names with ﾞ ﾟ ｰ. Real gateway, real platform, real Redis.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { translate } from '@casino/shared/i18n/resources';
import { exampleInput } from '@casino/testkit/examples';
import { expectFieldError, loggedIn, useStack } from './helper';

const entries = catalog as readonly EndpointDef[];
const DOMAIN = '@example.com';
const emailOf = (length: number) => 'a'.repeat(length - DOMAIN.length) + DOMAIN;

/** Catalog entries whose input has a top-level `email` field, with a valid example input. */
const withEmail = entries.filter((e) => {
  const { input } = exampleInput(e.input);
  return input !== null && typeof input === 'object' && 'email' in (input as object);
});

function expectTranslated(key: string) {
  expect(translate('ja', key)).not.toBe(key);
  expect(translate('en', key)).not.toBe(key);
  expect(translate('ja', key)).not.toBe(translate('en', key));
}

describe('input the rules allow never gives a 500', () => {
  const stack = useStack('input-defects');

  it('finds the calls that carry an email (send code, validate, register, bind, reset)', () => {
    const names = withEmail.map((e) => e.procedure);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names).toContain('account.createAccount');
  });

  it('refuses an email too long for the RSA key with a field error before any upstream call', async () => {
    const { client } = await loggedIn(stack());
    await stack().platform.dev.resetCounters();
    const wrong: string[] = [];
    for (const e of withEmail) {
      const { input } = exampleInput(e.input);
      for (const length of [246, 250, 254]) {
        const r = await client.call(e.procedure, { ...(input as object), email: emailOf(length) });
        const fields = r.error?.data.fieldErrors ?? {};
        if (r.status !== 400 || fields.email?.[0] !== 'validation.emailTooLong')
          wrong.push(`${e.procedure} (${length}): HTTP ${r.status} ${JSON.stringify(fields)}`);
      }
    }
    expect(wrong).toEqual([]);
    expectTranslated('validation.emailTooLong');
    const { requests } = await stack().platform.dev.counters();
    expect(Object.values(requests).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('sends an email of exactly 245 bytes upstream (what PKCS#1 v1.5 with RSA-2048 carries)', async () => {
    const { client } = await loggedIn(stack());
    const failures: string[] = [];
    for (const e of withEmail) {
      const { input } = exampleInput(e.input);
      const r = await client.call(e.procedure, { ...(input as object), email: emailOf(245) });
      if (r.status >= 500 || r.error?.data.fieldErrors?.email)
        failures.push(`${e.procedure}: HTTP ${r.status} ${r.raw.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a missing or unknown loginType on session.login with i18n keys', async () => {
    const client = stack().client();
    const missing = await client.call('session.login', { account: 'someone', password: 'Passw0rd!x' });
    expectFieldError(missing, 'loginType', 'validation.required');
    const unknown = await client.call('session.login', {
      loginType: 'phone',
      account: 'someone',
      password: 'Passw0rd!x',
    });
    expectFieldError(unknown, 'loginType', 'validation.loginTypeError');
    expectTranslated('validation.required');
    expectTranslated('validation.loginTypeError');
  });

  it('accepts half-width katakana names with ﾞ ﾟ ｰ and stores them', async () => {
    const { client } = await loggedIn(stack());
    for (const [first, last] of [
      ['ﾀﾞｲｽｹ', 'ﾔﾏﾀﾞ'],
      ['ｻｰﾓﾝ', 'ﾎﾟｰﾙ'],
    ] as const) {
      const r = await client.call('account.modify', { firstNameJapanese: first, lastNameJapanese: last });
      expect(r.error?.data.fieldErrors ?? null).toBeNull();
      expect(r.status).toBe(200);
      const info = await client.call<{ firstNameJapanese: string; lastNameJapanese: string }>(
        'account.playerInfo',
        {},
      );
      expect(info.data).toMatchObject({ firstNameJapanese: first, lastNameJapanese: last });
    }
  });
});
