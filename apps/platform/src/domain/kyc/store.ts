/**
 * KYC: four levels, each with a review status, and the audit status of spec section 4.
 *
 * - Level 1, basic information: Japanese first and last name, birth date, address (update_player_info).
 *   Approved automatically once that information is complete AND both phone and email are bound.
 * - Level 2, identity document: document type, number and the front/back/selfie pictures
 *   (submit_kyc_l2); reviewed by the operator (dev endpoint /_dev/kyc/approve or reject).
 * - Level 3, proof of address (add_player_info_picture with level 3); reviewed. Required for large
 *   withdrawals (100326).
 * - Level 4, source of funds (add_player_info_picture with level 4); reviewed.
 *
 * A level can only be approved when every level below it is approved. Pictures are kept in memory with
 * their content type and served back as a blob.
 */
import { randomBytes } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import { KYC_LEVEL_STATUS, KYC_LEVEL_TYPE, type KycLevelStatus } from '@casino/shared/schemas/kyc-info';
import {
  KYC_AUDIT_STATUS,
  isDepositVerificationComplete,
  kycAuditStatus as sharedAuditStatus,
  type KycAuditStatusValue,
} from '@casino/shared/rules/kyc';
import { fail } from '../../core/errors';
import type { Player } from '../../core/players';
import { defineSlice, type PlatformState } from '../../core/state';
import { getOrCreate } from '../../core/collections';

export type KycLevel = 1 | 2 | 3 | 4;

export interface KycPicture {
  id: string;
  playerId: string;
  level: KycLevel;
  /** front, back, selfie, address, funds, other */
  kind: string;
  contentType: string;
  bytes: Uint8Array;
  fileName: string;
  at: number;
}

export interface KycBasicInfo {
  firstNameJapanese: string;
  lastNameJapanese: string;
  firstNameKana: string | null;
  lastNameKana: string | null;
  birthDate: string | null;
  postalCode: string | null;
  address: string | null;
  occupation: string | null;
}

export interface KycLevelRecord {
  status: KycLevelStatus;
  submittedAt: number | null;
  reviewedAt: number | null;
  rejectReason: { ja: string; en: string } | null;
  pictureIds: string[];
  /** Level 2: the identity document. */
  documentType?: string;
  documentNumber?: string;
}

export interface KycRecord {
  started: boolean;
  basic: KycBasicInfo | null;
  basicAt: number | null;
  levels: Record<2 | 3 | 4, KycLevelRecord>;
  kyc2RewardClaimed: boolean;
}

const emptyLevel = (): KycLevelRecord => ({
  status: KYC_LEVEL_STATUS.notSubmitted,
  submittedAt: null,
  reviewedAt: null,
  rejectReason: null,
  pictureIds: [],
});

export class KycStore {
  private readonly records = new Map<string, KycRecord>();
  readonly pictures = new Map<string, KycPicture>();

  record(playerId: string): KycRecord {
    return getOrCreate(this.records, playerId, () => ({
      started: false,
      basic: null,
      basicAt: null,
      levels: { 2: emptyLevel(), 3: emptyLevel(), 4: emptyLevel() },
      kyc2RewardClaimed: false,
    }));
  }

  addPicture(p: Omit<KycPicture, 'id'>): KycPicture {
    const picture = { ...p, id: 'kp_' + randomBytes(12).toString('hex') };
    this.pictures.set(picture.id, picture);
    return picture;
  }
}

export const kycStore = defineSlice('kyc', () => new KycStore());

function basicComplete(b: KycBasicInfo | null): boolean {
  return Boolean(b?.firstNameJapanese && b.lastNameJapanese && b.birthDate && b.address);
}

/** Level 1's status: approved when the basic information is complete and phone and email are bound. */
export function level1Status(state: PlatformState, player: Player): KycLevelStatus {
  const r = kycStore(state).record(player.id);
  if (!basicComplete(r.basic)) return KYC_LEVEL_STATUS.notSubmitted;
  return player.emailBound && player.mobileBound ? KYC_LEVEL_STATUS.approved : KYC_LEVEL_STATUS.pending;
}

/** The four levels as spec section 3 has them (type and status, plus review details). */
export function kycLevels(state: PlatformState, player: Player, lang: 'ja' | 'en' = 'ja') {
  const r = kycStore(state).record(player.id);
  const l1Status = level1Status(state, player);
  const view = (n: 2 | 3 | 4) => {
    const l = r.levels[n];
    return {
      type: KYC_LEVEL_TYPE[n],
      status: l.status,
      rejectReason: l.rejectReason ? (lang === 'ja' ? l.rejectReason.ja : l.rejectReason.en) : null,
      submittedAt: l.submittedAt,
      reviewedAt: l.reviewedAt,
      pictureIds: [...l.pictureIds],
    };
  };
  return {
    firstLevel: {
      type: KYC_LEVEL_TYPE[1],
      status: l1Status,
      rejectReason: null,
      submittedAt: r.basicAt,
      reviewedAt: l1Status === KYC_LEVEL_STATUS.approved ? r.basicAt : null,
      pictureIds: [],
    },
    secondLevel: view(2),
    thirdLevel: view(3),
    fourthLevel: view(4),
  };
}

/**
 * The audit status of spec section 4 (the shared rule of packages/shared/src/rules/kyc.ts): -1 unknown
 * player, 0 started, 0.5 a phone or email bound, 1 level 1 approved and both bound, 2/3/4 approved.
 */
export function kycAuditStatus(state: PlatformState, playerId: string): KycAuditStatusValue {
  const player = state.players.get(playerId);
  if (!player) return KYC_AUDIT_STATUS.unknown;
  return sharedAuditStatus(kycLevels(state, player), {
    emailBindFlag: player.emailBound,
    mobileBindFlag: player.mobileBound,
  });
}

/** The highest approved level as an integer (0 = none): 1 needs both phone and email bound. */
export function kycApprovedLevel(state: PlatformState, playerId: string): number {
  const audit = kycAuditStatus(state, playerId);
  return audit >= 1 ? Math.floor(audit) : 0;
}

/** The KYC info answered by query_player_info and the KYC mutations. */
export function kycInfo(state: PlatformState, player: Player, lang: 'ja' | 'en') {
  const r = kycStore(state).record(player.id);
  const audit = kycAuditStatus(state, player.id);
  const b = r.basic;
  return {
    ...kycLevels(state, player, lang),
    auditStatus: audit,
    firstNameJapanese: b?.firstNameJapanese ?? player.firstNameJapanese,
    lastNameJapanese: b?.lastNameJapanese ?? player.lastNameJapanese,
    firstNameKana: b?.firstNameKana ?? null,
    lastNameKana: b?.lastNameKana ?? null,
    birthDate: b?.birthDate ?? null,
    postalCode: b?.postalCode ?? null,
    address: b?.address ?? null,
    occupation: b?.occupation ?? null,
    emailBindFlag: player.emailBound,
    mobileBindFlag: player.mobileBound,
    depositVerified: isDepositVerificationComplete(
      {
        firstNameJapanese: player.firstNameJapanese,
        lastNameJapanese: player.lastNameJapanese,
        mobile: player.mobileBound ? player.mobile : null,
        email: player.emailBound ? player.email : null,
      },
      audit,
    ),
  };
}

/** Throws 100326 (KYC level 3 required) unless the player's levels 1..3 are approved. */
export function assertKycLevel(state: PlatformState, playerId: string, required: number): void {
  if (kycApprovedLevel(state, playerId) >= required) return;
  fail(
    CODES.KYC_L3_REQUIRED,
    `本人確認（レベル${required}）の承認が必要です`,
    `Identity verification level ${required} must be approved first`,
    { requiredLevel: required, approvedLevel: kycApprovedLevel(state, playerId) },
  );
}
