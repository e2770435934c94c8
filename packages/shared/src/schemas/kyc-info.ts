/**
 * KYC info of spec section 3 (firstLevel status, second/third/fourth level each with type and status)
 * and the audit status of section 4 (-1 unknown, 0 started, 0.5 a phone or email bound, 1 level 1
 * approved with both bound, 2/3/4 that level approved).
 */
import { z } from 'zod';
import { KYC_LEVEL_STATUS } from '../rules/statuses';

export type { KycLevelStatus } from '../rules/statuses';
export { KYC_LEVEL_STATUS };

/** What each level verifies. */
export const KYC_LEVEL_TYPE = {
  1: 'basic_info',
  2: 'identity_document',
  3: 'proof_of_address',
  4: 'source_of_funds',
} as const;

/** The audit statuses of spec section 4. */
export const KYC_AUDIT_STATUSES = [-1, 0, 0.5, 1, 2, 3, 4] as const;
export type KycAuditStatus = (typeof KYC_AUDIT_STATUSES)[number];

export const kycLevelStatusSchema = z.union([
  z.literal(KYC_LEVEL_STATUS.notSubmitted),
  z.literal(KYC_LEVEL_STATUS.pending),
  z.literal(KYC_LEVEL_STATUS.approved),
  z.literal(KYC_LEVEL_STATUS.rejected),
]);

export const kycLevelSchema = z.object({
  type: z.enum(['basic_info', 'identity_document', 'proof_of_address', 'source_of_funds']),
  status: kycLevelStatusSchema,
  /** Why the operator rejected it (in the request's language), when rejected. */
  rejectReason: z.string().nullable(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
  /** Ids of the pictures attached to this level (download with download_player_picture). */
  pictureIds: z.array(z.string()),
});

export const kycAuditStatusSchema = z.union(KYC_AUDIT_STATUSES.map((v) => z.literal(v)));

export const kycInfoSchema = z.object({
  firstLevel: kycLevelSchema,
  secondLevel: kycLevelSchema,
  thirdLevel: kycLevelSchema,
  fourthLevel: kycLevelSchema,
  auditStatus: kycAuditStatusSchema,
  /** Basic information of level 1 (what update_player_info sets). */
  firstNameJapanese: z.string().nullable(),
  lastNameJapanese: z.string().nullable(),
  firstNameKana: z.string().nullable(),
  lastNameKana: z.string().nullable(),
  birthDate: z.string().nullable(),
  postalCode: z.string().nullable(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  emailBindFlag: z.boolean(),
  mobileBindFlag: z.boolean(),
  /** Spec section 4: names, mobile and email present and audit status at least 3. */
  depositVerified: z.boolean(),
});
export type KycInfo = z.infer<typeof kycInfoSchema>;
