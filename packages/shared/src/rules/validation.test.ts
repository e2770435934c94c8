import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasMessageKey } from '../i18n/resources';
import {
  FORM_ERROR_KEY,
  LOGIN_TYPE,
  codeSchema,
  emailSchema,
  fieldErrors,
  loginIdentity,
  passwordSchema,
  kanaNameSchema,
  personNameSchema,
  phoneSchema,
  referCodeSchema,
  stripChinese,
  termsSchema,
  toLoginName,
  usernameOnlySchema,
  usernameSchema,
} from './validation';
import {
  cdkCodeRule,
  codeRule,
  emailRule,
  kanaNameRule,
  passwordRule,
  personNameRule,
  phoneRule,
  referCodeRule,
  termsRule,
  usernameOnlyRule,
  usernameRule,
  type FieldRule,
} from './fields';
import { amountInputSchema } from '../schemas/money';
import { cdkCodeSchema } from '../schemas/cdk';
import { amountInputRule } from './money-units';

/** null = valid; otherwise the message key of the first issue. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const a = (n: number, ch = 'a') => ch.repeat(n);

type Case = [label: string, value: unknown, expected: string | null];

const tables: Array<[string, z.ZodType, Case[]]> = [
  [
    'username (4-18 letters or digits)',
    usernameSchema,
    [
      ['missing', undefined, 'validation.usernameEmpty'],
      ['not a string', 42, 'validation.usernameEmpty'],
      ['empty', '', 'validation.usernameEmpty'],
      ['only spaces', '   ', 'validation.usernameEmpty'],
      ['3 characters', 'abc', 'validation.usernameError'],
      ['4 characters', 'abcd', null],
      ['18 characters', a(18), null],
      ['19 characters', a(19), 'validation.usernameError'],
      ['digits only', '1234', null],
      ['mixed case', 'AbC123', null],
      ['surrounding spaces are trimmed', '  abcd  ', null],
      ['an inner space', 'ab cd', 'validation.usernameError'],
      ['an underscore', 'ab_cd', 'validation.usernameError'],
      ['a full-width letter', 'ａbcd', 'validation.usernameError'],
      ['kana', 'あいうえ', 'validation.usernameError'],
    ],
  ],
  [
    'password (6-32 letters, digits, symbols)',
    passwordSchema,
    [
      ['missing', undefined, 'validation.passwordEmpty'],
      ['empty', '', 'validation.passwordEmpty'],
      ['5 characters', 'abc12', 'validation.passwordError'],
      ['6 characters', 'abc123', null],
      ['32 characters', a(32), null],
      ['33 characters', a(33), 'validation.passwordError'],
      ['symbols', 'P@ss-w0rd!#$%^&*()_+=[]{};:\'"\\|,.<>/?~`', 'validation.passwordError'],
      ['symbols within 32', 'P@ss-w0rd!#$%^&*()_+=[]{}', null],
      ['a space', 'abc 123', 'validation.passwordError'],
      ['a Chinese character', '密码abc123', 'validation.passwordError'],
      ['an emoji', 'abc123😀', 'validation.passwordError'],
    ],
  ],
  [
    'email (pattern, at least 4)',
    emailSchema,
    [
      ['missing', undefined, 'validation.emailEmpty'],
      ['empty', '', 'validation.emailEmpty'],
      ['only spaces', '  ', 'validation.emailEmpty'],
      ['3 characters', 'a@b', 'validation.emailError'],
      ['4 characters without a dot', 'a@bc', 'validation.emailError'],
      ['shortest real address', 'a@b.jp', null],
      ['plus and dots', 'first.last+tag@mail.example.co.jp', null],
      ['trimmed', ' a@b.jp ', null],
      ['no @', 'ab.jp', 'validation.emailError'],
      ['two @', 'a@b@c.jp', 'validation.emailError'],
      ['no local part', '@b.jp', 'validation.emailError'],
      ['one-letter top-level domain', 'a@b.c', 'validation.emailError'],
      ['domain starting with a dot', 'a@.b.jp', 'validation.emailError'],
      ['domain with two dots', 'a@b..jp', 'validation.emailError'],
      ['254 characters', `${a(64)}@${a(185, 'b')}.com`, null],
      ['255 characters', `${a(64)}@${a(186, 'b')}.com`, 'validation.emailError'],
      ['a space inside', 'a b@c.jp', 'validation.emailError'],
    ],
  ],
  [
    'verification code (digits only, at least 6)',
    codeSchema,
    [
      ['missing', undefined, 'validation.codeEmpty'],
      ['empty', '', 'validation.codeEmpty'],
      ['5 digits', '12345', 'validation.codeError'],
      ['6 digits', '123456', null],
      ['8 digits', '12345678', null],
      ['leading zeros kept', '000123', null],
      ['a letter', '12345a', 'validation.codeError'],
      ['a space inside', '123 456', 'validation.codeError'],
      ['full-width digits', '１２３４５６', 'validation.codeError'],
      ['a number instead of a string', 123456, 'validation.codeEmpty'],
    ],
  ],
  [
    'referral code (optional, at most 20)',
    referCodeSchema,
    [
      ['empty', '', null],
      ['20 characters', a(20), null],
      ['21 characters', a(21), 'validation.referMax'],
      ['21 with trailing spaces trimmed to 20', `${a(20)} `, null],
      ['not a string', 5, 'validation.invalid'],
    ],
  ],
  [
    'phone (6-20 digits)',
    phoneSchema,
    [
      ['missing', undefined, 'validation.phoneEmpty'],
      ['empty', '', 'validation.phoneEmpty'],
      ['5 digits', '12345', 'validation.phoneError'],
      ['6 digits', '123456', null],
      ['20 digits', '1'.repeat(20), null],
      ['21 digits', '1'.repeat(21), 'validation.phoneError'],
      ['a plus sign', '+819012345678', 'validation.phoneError'],
      ['hyphens', '090-1234-5678', 'validation.phoneError'],
    ],
  ],
  [
    'usernameOnlyRegister (6-12 with a letter)',
    usernameOnlySchema,
    [
      ['missing', undefined, 'validation.usernameOnlyEmpty'],
      ['empty', '', 'validation.usernameOnlyEmpty'],
      ['5 characters', 'abc12', 'validation.usernameOnlyError'],
      ['6 characters', 'abc123', null],
      ['12 characters', 'a'.padEnd(12, '1'), null],
      ['13 characters', 'a'.padEnd(13, '1'), 'validation.usernameOnlyError'],
      ['no letter', '123456', 'validation.usernameOnlyError'],
      ['one letter at the end', '12345Z', null],
      ['a symbol', 'abc-123', 'validation.usernameOnlyError'],
    ],
  ],
  [
    'name (2+ Japanese or Latin)',
    personNameSchema,
    [
      ['missing', undefined, 'validation.nameEmpty'],
      ['empty', '', 'validation.nameEmpty'],
      ['one kanji', '山', 'validation.nameError'],
      ['two kanji', '山田', null],
      ['hiragana', 'たろう', null],
      ['katakana with the long-vowel mark', 'ルーシー', null],
      ['katakana with the middle dot', 'ジョン・スミス', null],
      ['half-width katakana', 'ﾀﾛｳ', null],
      ['half-width katakana with the voiced mark ﾞ', 'ﾔﾏﾀﾞ', null],
      ['half-width katakana with the semi-voiced mark ﾟ', 'ﾎﾟﾁ', null],
      ['half-width katakana with the long-vowel mark ｰ', 'ｻｰﾓﾝ', null],
      ['half-width katakana with the middle dot ･', 'ｼﾞｮﾝ･ｽﾐｽ', null],
      ['starting with a half-width sound mark', 'ﾞﾀ', 'validation.nameError'],
      ['repetition mark', '佐々木', null],
      ['one Latin letter', 'A', 'validation.nameError'],
      ['two Latin letters', 'Al', null],
      ["O'Brien", "O'Brien", null],
      ['a space between names', 'Mary Jane', null],
      ['a full-width space between names', '山田\u3000太郎', null],
      ['a digit', 'Taro2', 'validation.nameError'],
      ['starting with a hyphen', '-Taro', 'validation.nameError'],
      ['Hangul', '김철수', 'validation.nameError'],
      ['50 characters', a(50), null],
      ['51 characters', a(51), 'validation.nameError'],
    ],
  ],
  [
    'name in katakana (KYC reading)',
    kanaNameSchema,
    [
      ['full-width', 'ヤマダ タロウ', null],
      ['half-width', 'ﾔﾏﾀﾞ ﾀﾛｳ', null],
      ['half-width with ﾟ and ｰ', 'ﾎﾟｰﾙ', null],
      ['half-width middle dot', 'ｼﾞｮﾝ･ｽﾐｽ', null],
      ['hiragana', 'やまだ', 'validation.nameError'],
      ['Latin', 'Yamada', 'validation.nameError'],
    ],
  ],
  [
    'amount a player enters (positive, at most 15 digits and 8 decimals)',
    amountInputSchema,
    [
      ['missing', undefined, 'validation.amountEmpty'],
      ['not a string', 42, 'validation.amountEmpty'],
      ['empty', '', 'validation.amountError'],
      ['spaces around', ' 2000 ', null],
      ['decimals', '12.5', null],
      ['largest', '999999999999999.99999999', null],
      ['zero', '0', 'validation.amountPositive'],
      ['zero with decimals', '0.00', 'validation.amountPositive'],
      ['nine decimals', '1.123456789', 'validation.amountError'],
      ['sixteen digits', '1000000000000000', 'validation.amountError'],
      ['negative', '-5', 'validation.amountError'],
      ['exponent', '1e5', 'validation.amountError'],
      ['grouped', '1,000', 'validation.amountError'],
      ['full-width digits', '１０００', 'validation.amountError'],
    ],
  ],
  [
    'CDK gift code (6-32 letters, digits or hyphens)',
    cdkCodeSchema,
    [
      ['missing', undefined, 'validation.required'],
      ['empty', '', 'validation.cdkError'],
      ['five characters', 'ABCDE', 'validation.cdkError'],
      ['six characters', 'ABC123', null],
      ['hyphens and lower case', ' welcome-2026 ', null],
      ['thirty-three characters', a(33), 'validation.cdkError'],
      ['other symbols', 'ABC_123', 'validation.cdkError'],
    ],
  ],
  [
    'terms checkbox',
    termsSchema,
    [
      ['ticked', true, null],
      ['not ticked', false, 'validation.termsUnchecked'],
      ['missing', undefined, 'validation.termsUnchecked'],
    ],
  ],
];

/** The plain rules of ./fields.ts (the player site's first page) beside the schema they mirror. */
const plainRules = new Map<z.ZodType, FieldRule>([
  [usernameSchema, usernameRule],
  [passwordSchema, passwordRule],
  [emailSchema, emailRule],
  [codeSchema, codeRule],
  [referCodeSchema, referCodeRule],
  [phoneSchema, phoneRule],
  [usernameOnlySchema, usernameOnlyRule],
  [personNameSchema, personNameRule],
  [kanaNameSchema, kanaNameRule],
  [termsSchema, termsRule],
  [amountInputSchema, amountInputRule],
  [cdkCodeSchema, cdkCodeRule],
]);

describe.each(tables)('%s', (_name, schema, cases) => {
  it('has a plain rule (no zod) giving the same answer as the schema for every case', () => {
    const rule = plainRules.get(schema);
    expect(rule).toBeDefined();
    for (const [label, value, expected] of cases) {
      expect(rule!(value) ?? null, label).toBe(expected);
    }
  });

  it.each(cases)('%s -> %s', (_label, value, expected) => {
    expect(firstError(schema, value)).toBe(expected);
  });

  it('only produces message keys that exist in the validation namespace', () => {
    for (const [, value, expected] of cases) {
      const message = firstError(schema, value);
      if (message !== null) expect(hasMessageKey(message), message).toBe(true);
      if (expected !== null) expect(expected.startsWith('validation.')).toBe(true);
    }
  });

  it('accepts its own output (the platform re-validates what the gateway sends)', () => {
    for (const [, value, expected] of cases) {
      if (expected !== null) continue;
      const once = schema.parse(value);
      expect(schema.parse(once)).toEqual(once);
    }
  });
});

describe('stripChinese', () => {
  it.each([
    ['abc', 'abc'],
    ['用户abc名', 'abc'],
    ['密码123456', '123456'],
    ['𠀋abc', 'abc'], // CJK extension B (surrogate pair)
    ['⺀abc', 'abc'], // CJK radicals supplement
    ['あいうアイウ', 'あいうアイウ'], // kana is not Chinese
    ['ａｂｃ', 'ａｂｃ'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(stripChinese(input)).toBe(expected);
  });
});

describe('toLoginName', () => {
  it.each([
    ['Alice', 'jcalice'],
    ['  BOB1  ', 'jcbob1'],
    ['abcd', 'jcabcd'],
    ['jcbob', 'jcjcbob'], // a username that starts like the prefix is still a username
    [a(18), `jc${a(18)}`],
    [`jc${a(17)}`, `jc${a(17)}`], // 19 characters: too long for a username, so already a login name
    [`JC${a(18, 'B')}`, `jc${a(18, 'b')}`],
  ])('%j -> %j', (input, expected) => {
    expect(toLoginName(input)).toBe(expected);
  });

  it('is stable on its output for every valid username length', () => {
    for (let n = 4; n <= 18; n++) {
      const once = toLoginName(a(n));
      // The output of an 17/18-character username is recognised as a login name.
      if (once.length > 18) expect(toLoginName(once)).toBe(once);
    }
  });
});

describe('loginIdentity', () => {
  it.each([
    ['Alice', { loginType: LOGIN_TYPE.username, value: 'alice' }],
    [' Alice用户 ', { loginType: LOGIN_TYPE.username, value: 'alice' }],
    ['Alice@Example.com', { loginType: LOGIN_TYPE.email, value: 'Alice@Example.com' }],
    [' a@b.jp ', { loginType: 2, value: 'a@b.jp' }],
  ])('%j -> %j', (typed, expected) => {
    expect(loginIdentity(typed)).toEqual(expected);
  });
});

describe('fieldErrors', () => {
  const register = z.object({
    username: usernameSchema,
    password: passwordSchema,
    email: emailSchema,
    referCode: referCodeSchema.optional(),
    terms: termsSchema,
    wallets: z.array(z.object({ amount: z.string().min(1, 'validation.amountEmpty') })).optional(),
  });

  it('maps each field path to the message key of its first issue', () => {
    const result = register.safeParse({
      username: '',
      password: 'abc',
      email: 'nope',
      referCode: a(21),
      terms: false,
      wallets: [{ amount: '1' }, { amount: '' }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      username: 'validation.usernameEmpty',
      password: 'validation.passwordError',
      email: 'validation.emailError',
      referCode: 'validation.referMax',
      terms: 'validation.termsUnchecked',
      'wallets.1.amount': 'validation.amountEmpty',
    });
  });

  it('reports a missing field with its empty message', () => {
    const result = register.safeParse({ password: 'abc123', email: 'a@b.jp', terms: true });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ username: 'validation.usernameEmpty' });
  });

  it.each([
    [
      'a whole-input issue goes under _form',
      [{ path: [], message: 'validation.invalid' }],
      { [FORM_ERROR_KEY]: 'validation.invalid' },
    ],
    [
      "zod's English default message becomes validation.invalid",
      [{ path: ['x'], message: 'Invalid input: expected string, received number' }],
      { x: 'validation.invalid' },
    ],
    [
      'the first issue of a field wins',
      [
        { path: ['x'], message: 'validation.codeEmpty' },
        { path: ['x'], message: 'validation.codeError' },
      ],
      { x: 'validation.codeEmpty' },
    ],
    [
      'a nested key survives',
      [{ path: ['a', 0, 'b'], message: 'errors.network.timeout' }],
      { 'a.0.b': 'errors.network.timeout' },
    ],
    ['no issues, no errors', [], {}],
  ])('%s', (_name, issues, expected) => {
    expect(fieldErrors({ issues })).toEqual(expected);
  });

  it('accepts the plain JSON form of an error (as it crosses tRPC)', () => {
    const result = usernameSchema.safeParse('ab');
    const json = JSON.parse(JSON.stringify({ issues: result.error?.issues }));
    expect(fieldErrors(json)).toEqual({ [FORM_ERROR_KEY]: 'validation.usernameError' });
  });
});
