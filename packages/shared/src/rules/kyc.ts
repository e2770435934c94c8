/**
 * KYC audit status and "deposit verification complete" (spec section 4), computed from the KYC info
 * and the user's bind flags. The inputs are typed structurally so the rule works on the platform's
 * records, the gateway's responses and the front ends' cached user alike. Also the KYC form's fixed
 * choices (picture types and kinds, document types), without a schema library: the KYC page's first
 * screen takes them from here (../catalog/kyc.ts re-exports them).
 */
import { KYC_LEVEL_STATUS } from './statuses';

/** A level's review status that counts as approved (0 not submitted, 1 pending, 2 approved, 3 rejected). */
export const KYC_LEVEL_APPROVED = KYC_LEVEL_STATUS.approved;

/** KYC pictures: PNG, JPEG or PDF, at most 5 MB, base64 in JSON. */
export const KYC_PICTURE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const KYC_PICTURE_KINDS = ['front', 'back', 'selfie', 'address', 'funds', 'other'] as const;
export const KYC_DOCUMENT_TYPES = ['driver_license', 'passport', 'my_number', 'residence_card'] as const;

/** The audit statuses of spec section 4, lowest first. */
export const KYC_AUDIT_STATUS = {
  unknown: -1,
  started: 0,
  contactBound: 0.5,
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
} as const;
export type KycAuditStatusValue = (typeof KYC_AUDIT_STATUS)[keyof typeof KYC_AUDIT_STATUS];

/** Deposits need at least this audit status (with names, mobile and email present). */
export const DEPOSIT_MIN_AUDIT_STATUS = KYC_AUDIT_STATUS.level3;

/** Upstream flags come as booleans, 0/1 or '0'/'1' depending on the call; this reads all of them. */
export type Flag = boolean | number | string | null | undefined;

export function isFlagSet(flag: Flag): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag === 1;
  if (typeof flag === 'string') return ['1', 'true'].includes(flag.trim().toLowerCase());
  return false;
}

export interface KycLevelLike {
  status?: number | null;
}

export interface KycInfoLike {
  firstLevel?: KycLevelLike | null;
  secondLevel?: KycLevelLike | null;
  thirdLevel?: KycLevelLike | null;
  fourthLevel?: KycLevelLike | null;
}

export interface BindFlags {
  emailBindFlag?: Flag;
  mobileBindFlag?: Flag;
}

const approved = (level: KycLevelLike | null | undefined) => level?.status === KYC_LEVEL_APPROVED;

/**
 * Precedence (highest first):
 *  - no KYC info at all -> -1 (unknown: not loaded, or the call failed);
 *  - the highest of levels 4, 3, 2 that is approved -> 4, 3 or 2 (a higher level stands on its own:
 *    the operator approved it, whatever the lower levels or bind flags say now);
 *  - level 1 approved and both phone and email bound -> 1;
 *  - phone or email bound (level 1 approved or not) -> 0.5;
 *  - otherwise -> 0 (started).
 */
export function kycAuditStatus(kyc: KycInfoLike | null | undefined, flags: BindFlags): KycAuditStatusValue {
  if (kyc === null || kyc === undefined) return KYC_AUDIT_STATUS.unknown;
  if (approved(kyc.fourthLevel)) return KYC_AUDIT_STATUS.level4;
  if (approved(kyc.thirdLevel)) return KYC_AUDIT_STATUS.level3;
  if (approved(kyc.secondLevel)) return KYC_AUDIT_STATUS.level2;
  const email = isFlagSet(flags.emailBindFlag);
  const mobile = isFlagSet(flags.mobileBindFlag);
  if (approved(kyc.firstLevel) && email && mobile) return KYC_AUDIT_STATUS.level1;
  if (email || mobile) return KYC_AUDIT_STATUS.contactBound;
  return KYC_AUDIT_STATUS.started;
}

export interface DepositVerificationFields {
  firstNameJapanese?: string | null;
  lastNameJapanese?: string | null;
  mobile?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Japanese first and last name, mobile and email all present, and the audit status at least 3. */
export function isDepositVerificationComplete(user: DepositVerificationFields, auditStatus: number): boolean {
  return (
    present(user.firstNameJapanese) &&
    present(user.lastNameJapanese) &&
    present(user.mobile) &&
    present(user.email) &&
    auditStatus >= DEPOSIT_MIN_AUDIT_STATUS
  );
}
