/**
 * Handlers of the KYC group: level 1 information, picture upload and download, level 2 submission,
 * levels 3 and 4 with pictures, and the KYC level 2 task reward.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { KYC_PICTURE_TYPES } from '@casino/shared/catalog/kyc';
import { KYC_LEVEL_STATUS } from '@casino/shared/schemas/kyc-info';
import { fromUnits } from '@casino/shared/schemas/money';
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { fail } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { grantBonus } from '../bonus/store';
import { decodeChecked } from '../common/files';
import { kycApprovedLevel, kycInfo, kycStore, type KycLevel } from './store';

/** The KYC level 2 task reward: plain cash (no wagering). */
export const KYC2_REWARD = { currency: 'JPY' as const, amount: 1000_00000000n };

function ageOn(birthDate: string, now: number): number {
  const b = new Date(birthDate + 'T00:00:00Z');
  const n = new Date(now);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  if (
    n.getUTCMonth() < b.getUTCMonth() ||
    (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())
  )
    age -= 1;
  return age;
}

function stateConflict(ja: string, en: string, data?: unknown): never {
  fail(CODES.STATE_CONFLICT, ja, en, data);
}

/** Pictures must exist, belong to the player and have been uploaded for this level. */
function ownPictures(state: PlatformState, player: Player, ids: string[], level: KycLevel): void {
  for (const id of ids) {
    const pic = kycStore(state).pictures.get(id);
    if (!pic || pic.playerId !== player.id || pic.level !== level) {
      fail(CODES.FILE_REJECTED, '添付された画像が見つかりません', 'An attached picture was not found', {
        reason: 'picture',
        pictureId: id,
      });
    }
  }
}

function assertMaySubmit(state: PlatformState, player: Player, level: 2 | 3 | 4): void {
  const approved = kycApprovedLevel(state, player.id);
  if (approved < level - 1) {
    stateConflict(
      `先にレベル${level - 1}の本人確認を完了してください`,
      `Complete verification level ${level - 1} first`,
      { requiredLevel: level - 1, approvedLevel: approved },
    );
  }
  const current = kycStore(state).record(player.id).levels[level].status;
  if (current === KYC_LEVEL_STATUS.pending || current === KYC_LEVEL_STATUS.approved) {
    stateConflict(
      current === KYC_LEVEL_STATUS.pending ? 'このレベルは審査中です' : 'このレベルはすでに承認されています',
      current === KYC_LEVEL_STATUS.pending
        ? 'This level is already under review'
        : 'This level is already approved',
      { level, status: current },
    );
  }
}

export const kycHandlers: GroupHandlers<'kyc'> = {
  'kyc.queryPlayerInfo': (_input, ctx) => {
    const player = ctx.player();
    kycStore(ctx.state).record(player.id).started = true;
    return kycInfo(ctx.state, player, ctx.lang);
  },

  'kyc.updatePlayerInfo': (input, ctx) => {
    const player = ctx.player();
    const age = ageOn(input.birthDate, ctx.now);
    if (age < 18 || age > 120) {
      fail(CODES.VALIDATION, '18歳未満の方はご利用いただけません', 'You must be 18 or older', {
        fields: { birthDate: 'validation.invalid' },
      });
    }
    const r = kycStore(ctx.state).record(player.id);
    if (r.levels[2].status === KYC_LEVEL_STATUS.approved || r.levels[2].status === KYC_LEVEL_STATUS.pending) {
      // Names are checked against the identity document: no changes once it is submitted.
      if (
        r.basic &&
        (r.basic.firstNameJapanese !== input.firstNameJapanese ||
          r.basic.lastNameJapanese !== input.lastNameJapanese ||
          r.basic.birthDate !== input.birthDate)
      ) {
        stateConflict(
          '本人確認書類の提出後は氏名と生年月日を変更できません',
          'Name and birth date cannot change after the identity document was submitted',
        );
      }
    }
    r.started = true;
    r.basic = {
      firstNameJapanese: input.firstNameJapanese,
      lastNameJapanese: input.lastNameJapanese,
      firstNameKana: input.firstNameKana ?? null,
      lastNameKana: input.lastNameKana ?? null,
      birthDate: input.birthDate,
      postalCode: input.postalCode ?? null,
      address: input.address,
      occupation: input.occupation ?? null,
    };
    r.basicAt = ctx.now;
    player.firstNameJapanese = input.firstNameJapanese;
    player.lastNameJapanese = input.lastNameJapanese;
    return kycInfo(ctx.state, player, ctx.lang);
  },

  'kyc.uploadKycPicture': (input, ctx) => {
    const player = ctx.player();
    const bytes = decodeChecked(input.data, input.contentType, KYC_PICTURE_TYPES);
    const store = kycStore(ctx.state);
    const mine = [...store.pictures.values()].filter((p) => p.playerId === player.id).length;
    if (mine >= 50) {
      fail(CODES.FILE_REJECTED, 'アップロードできる画像の上限に達しました', 'Too many pictures uploaded', {
        reason: 'count',
      });
    }
    const pic = store.addPicture({
      playerId: player.id,
      level: input.level,
      kind: input.kind,
      contentType: input.contentType,
      bytes: new Uint8Array(bytes),
      fileName: input.fileName,
      at: ctx.now,
    });
    kycStore(ctx.state).record(player.id).started = true;
    return {
      pictureId: pic.id,
      level: pic.level,
      kind: pic.kind,
      contentType: pic.contentType,
      size: bytes.length,
    };
  },

  'kyc.downloadPlayerPicture': (input, ctx) => {
    const player = ctx.player();
    const pic = kycStore(ctx.state).pictures.get(input.pictureId);
    if (!pic || pic.playerId !== player.id) {
      fail(CODES.NOT_FOUND, '画像が見つかりません', 'Picture not found');
    }
    return { contentType: pic.contentType, bytes: pic.bytes };
  },

  'kyc.submitKycL2': (input, ctx) => {
    const player = ctx.player();
    assertMaySubmit(ctx.state, player, 2);
    const ids = [
      input.frontPictureId,
      input.selfiePictureId,
      ...(input.backPictureId ? [input.backPictureId] : []),
    ];
    ownPictures(ctx.state, player, ids, 2);
    if (input.documentType !== 'passport' && !input.backPictureId) {
      fail(CODES.VALIDATION, '書類の裏面の画像を添付してください', 'Please attach the back of the document', {
        fields: { backPictureId: 'validation.required' },
      });
    }
    const level = kycStore(ctx.state).record(player.id).levels[2];
    Object.assign(level, {
      status: KYC_LEVEL_STATUS.pending,
      submittedAt: ctx.now,
      reviewedAt: null,
      rejectReason: null,
      pictureIds: ids,
      documentType: input.documentType,
      documentNumber: input.documentNumber,
    });
    return kycInfo(ctx.state, player, ctx.lang);
  },

  'kyc.addPlayerInfoPicture': (input, ctx) => {
    const player = ctx.player();
    assertMaySubmit(ctx.state, player, input.level);
    ownPictures(ctx.state, player, input.pictureIds, input.level);
    const level = kycStore(ctx.state).record(player.id).levels[input.level];
    Object.assign(level, {
      status: KYC_LEVEL_STATUS.pending,
      submittedAt: ctx.now,
      reviewedAt: null,
      rejectReason: null,
      pictureIds: [...input.pictureIds],
    });
    return kycInfo(ctx.state, player, ctx.lang);
  },

  'kyc.rewardKyc2': (_input, ctx) => {
    const player = ctx.player();
    if (kycApprovedLevel(ctx.state, player.id) < 2) {
      stateConflict(
        '本人確認レベル2の承認後に受け取れます',
        'Available once verification level 2 is approved',
      );
    }
    const r = kycStore(ctx.state).record(player.id);
    if (r.kyc2RewardClaimed)
      stateConflict('この報酬はすでに受け取り済みです', 'This reward was already claimed');
    grantBonus(ctx.state, {
      playerId: player.id,
      currency: KYC2_REWARD.currency,
      amount: KYC2_REWARD.amount,
      bonusType: BONUS_TYPE.TASK,
      name: { ja: '本人確認レベル2達成報酬', en: 'KYC level 2 reward' },
      wagerMultiplier: 0,
      key: `kyc2-reward:${player.id}`,
      at: ctx.now,
      source: { task: 'kyc2' },
    });
    r.kyc2RewardClaimed = true;
    return { rewarded: true as const, currency: KYC2_REWARD.currency, amount: fromUnits(KYC2_REWARD.amount) };
  },
};
