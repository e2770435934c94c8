import { describe, expect, it } from 'vitest';
import { type KycInfoLike, isDepositVerificationComplete, isFlagSet, kycAuditStatus } from './kyc';

const NONE = 0;
const PENDING = 1;
const OK = 2;
const REJECTED = 3;

/** Level statuses 1..4 as a KYC info. */
const kyc = (l1: number, l2 = NONE, l3 = NONE, l4 = NONE): KycInfoLike => ({
  firstLevel: { status: l1 },
  secondLevel: { status: l2 },
  thirdLevel: { status: l3 },
  fourthLevel: { status: l4 },
});
const both = { emailBindFlag: true, mobileBindFlag: true };
const emailOnly = { emailBindFlag: true, mobileBindFlag: false };
const phoneOnly = { emailBindFlag: 0, mobileBindFlag: 1 };
const neither = { emailBindFlag: false, mobileBindFlag: false };

describe('kycAuditStatus', () => {
  it.each([
    ['no KYC info', null, both, -1],
    ['KYC info not loaded', undefined, neither, -1],
    ['nothing done', kyc(NONE), neither, 0],
    ['empty info object', {}, neither, 0],
    ['level 1 pending, nothing bound', kyc(PENDING), neither, 0],
    ['email bound', kyc(NONE), emailOnly, 0.5],
    ['phone bound (0/1 flags)', kyc(NONE), phoneOnly, 0.5],
    ['both bound, level 1 not approved', kyc(PENDING), both, 0.5],
    ['level 1 approved, only email bound', kyc(OK), emailOnly, 0.5],
    ['level 1 approved, nothing bound', kyc(OK), neither, 0],
    ['level 1 approved and both bound', kyc(OK), both, 1],
    ['level 1 approved, both bound as strings', kyc(OK), { emailBindFlag: '1', mobileBindFlag: 'true' }, 1],
    ['level 2 approved', kyc(OK, OK), both, 2],
    ['level 2 pending', kyc(OK, PENDING), both, 1],
    ['level 2 rejected', kyc(OK, REJECTED), both, 1],
    ['level 3 approved', kyc(OK, OK, OK), both, 3],
    ['level 3 rejected', kyc(OK, OK, REJECTED), both, 2],
    ['level 4 approved', kyc(OK, OK, OK, OK), both, 4],
    ['level 4 approved stands without bind flags', kyc(OK, OK, OK, OK), neither, 4],
    ['level 3 approved without level 2 (operator decision)', kyc(NONE, NONE, OK), neither, 3],
    ['a null level', { firstLevel: null, secondLevel: { status: OK } }, neither, 2],
  ] as const)('%s -> %s', (_name, info, flags, expected) => {
    expect(kycAuditStatus(info, flags)).toBe(expected);
  });
});

describe('isFlagSet', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, false],
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    ['0', false],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (flag, expected) => {
    expect(isFlagSet(flag)).toBe(expected);
  });
});

describe('isDepositVerificationComplete', () => {
  const full = {
    firstNameJapanese: '太郎',
    lastNameJapanese: '山田',
    mobile: '09012345678',
    email: 'a@b.jp',
  };

  it.each([
    ['everything present, audit 3', full, 3, true],
    ['everything present, audit 4', full, 4, true],
    ['everything present, audit 2', full, 2, false],
    ['everything present, audit 0.5', full, 0.5, false],
    ['everything present, audit unknown', full, -1, false],
    ['no first name', { ...full, firstNameJapanese: null }, 4, false],
    ['blank last name', { ...full, lastNameJapanese: '  ' }, 4, false],
    ['no mobile', { ...full, mobile: '' }, 4, false],
    ['no email', { ...full, email: undefined }, 4, false],
    ['nothing', {}, 4, false],
  ])('%s -> %s', (_name, user, audit, expected) => {
    expect(isDepositVerificationComplete(user, audit)).toBe(expected);
  });

  it('combines with kycAuditStatus: level 3 approved completes it', () => {
    expect(isDepositVerificationComplete(full, kycAuditStatus(kyc(OK, OK, OK), both))).toBe(true);
    expect(isDepositVerificationComplete(full, kycAuditStatus(kyc(OK, OK, PENDING), both))).toBe(false);
  });
});
