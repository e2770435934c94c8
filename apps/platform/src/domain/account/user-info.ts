/** The user info of spec section 3 as player/query (and modify) answer it. */
import type { UserInfo } from '@casino/shared/schemas/user-info';
import type { SelfControlSettings } from '@casino/shared/schemas/self-control';
import { LIMIT_PERIODS, settleLimits } from './self-control';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { walletsOf } from '../../core/wallets';
import { kycAuditStatus } from '../kyc/store';
import { maskEmail, maskMobile } from '../verification/codes';
import { freeSpinWalletsOf } from './free-spins';
import { SITE_PREFIX } from '@casino/shared/rules/validation';

export function selfControlView(player: Player, now: number): SelfControlSettings {
  settleLimits(player, now);
  const sc = player.selfControl;
  return {
    currency: player.currency,
    dailyDepositLimit: sc.dailyDepositLimit,
    weeklyDepositLimit: sc.weeklyDepositLimit,
    monthlyDepositLimit: sc.monthlyDepositLimit,
    coolOffUntil: sc.coolOffUntil,
    selfExcludedUntil: sc.selfExcludedUntil,
    pendingLimits: LIMIT_PERIODS.flatMap((period) => {
      const p = sc.pendingLimits?.[period];
      return p ? [{ period, limit: p.limit, effectiveAt: p.effectiveAt }] : [];
    }),
  };
}

export function userInfo(
  state: PlatformState,
  player: Player,
  now: number,
  lang: 'ja' | 'en' = 'ja',
): UserInfo {
  return {
    id: player.id,
    loginName: player.loginName,
    username: player.loginName.startsWith(SITE_PREFIX)
      ? player.loginName.slice(SITE_PREFIX.length)
      : player.username,
    emailBindFlag: player.emailBound,
    mobileBindFlag: player.mobileBound,
    needBindPhone: player.needBindPhone && !player.mobileBound,
    userNamePwdStatus: player.userNamePwdStatus,
    firstNameJapanese: player.firstNameJapanese,
    lastNameJapanese: player.lastNameJapanese,
    mobile: player.mobile ? maskMobile(player.mobile) : null,
    email: player.email ? maskEmail(player.email) : null,
    avatar: player.avatar,
    currency: player.currency,
    vipLevel: player.vipLevel,
    referCode: player.referCode,
    googleAuthBindFlag: player.googleAuthBound,
    kycAuditStatus: kycAuditStatus(state, player.id) as UserInfo['kycAuditStatus'],
    selfControl: selfControlView(player, now),
    wallets: walletsOf(state, player.id),
    freeSpinWalletList: freeSpinWalletsOf(state, player.id, now, lang),
    registerTime: player.createdAt,
  };
}
