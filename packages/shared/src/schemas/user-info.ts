/**
 * User info of spec section 3 (player/query): identity, bind flags, userNamePwdStatus, Japanese names,
 * contact details (masked: the full values never leave the platform once bound), wallets in the
 * order of section 9 and the free spin wallets.
 */
import { z } from 'zod';
import { currencySchema } from './money';
import { walletBalanceSchema } from './wallet-balance';
import { freeSpinWalletSchema } from './free-spin';
import { kycAuditStatusSchema } from './kyc-info';
import { selfControlSchema } from './self-control';

export const userInfoSchema = z.object({
  id: z.string(),
  /** Site prefix + lowercased username, e.g. "jctaro01". */
  loginName: z.string(),
  /** The username without the site prefix. */
  username: z.string(),
  emailBindFlag: z.boolean(),
  mobileBindFlag: z.boolean(),
  /** The operator asks this player to bind a phone (after-login step 1). */
  needBindPhone: z.boolean(),
  /** 1 when the player chose a username and password, 0 after an email-only registration. */
  userNamePwdStatus: z.union([z.literal(0), z.literal(1)]),
  firstNameJapanese: z.string().nullable(),
  lastNameJapanese: z.string().nullable(),
  /** Masked, e.g. "090****5678"; null when none. */
  mobile: z.string().nullable(),
  /** Masked, e.g. "ta***@example.com"; null when none. */
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  currency: currencySchema,
  vipLevel: z.number().int().min(0),
  /** The player's own referral code (to invite friends). */
  referCode: z.string(),
  googleAuthBindFlag: z.boolean(),
  kycAuditStatus: kycAuditStatusSchema,
  selfControl: selfControlSchema,
  wallets: z.array(walletBalanceSchema),
  freeSpinWalletList: z.array(freeSpinWalletSchema),
  /** Epoch ms. */
  registerTime: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
