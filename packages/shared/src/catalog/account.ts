import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint } from './define';
import { CODES } from '../protocol/codes';
import {
  codeSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  usernameSchema,
} from '../rules/validation';
import { userInfoSchema } from '../schemas/user-info';
import { selfControlInputSchema, selfControlSchema } from '../schemas/self-control';
import { registeredUserSchema, registrationResultSchema } from '../schemas/registered-user';
import { vipProgressSchema } from '../schemas/vip-level';
import { firstDepositReportSchema } from '../schemas/first-deposit-report';

/** Preset avatars ("avatar_01".."avatar_16") or the fileId of an image uploaded with upload_file. */
export const avatarSchema = z
  .string()
  .trim()
  .regex(/^(avatar_(0[1-9]|1[0-6])|f_[A-Za-z0-9_-]{8,64})$/, 'validation.invalid');

export const accountCatalog = [
  endpoint({
    procedure: 'account.selfControl',
    path: '/api/v1/player/self_control',
    access: 'player',
    kind: 'mutation',
    summary: 'responsible-gaming self control: deposit limits, cool-off, self-exclusion; {} reads them',
    input: selfControlInputSchema,
    output: selfControlSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'account.modify',
    path: '/api/ext/v1/player/modify',
    access: 'player',
    kind: 'mutation',
    summary:
      'Japanese names; password change (oldPassword + newPassword); username + password after an email registration',
    input: z.object({
      firstNameJapanese: personNameSchema.optional(),
      lastNameJapanese: personNameSchema.optional(),
      oldPassword: passwordSchema.optional(),
      newPassword: passwordSchema.optional(),
      /** Only while userNamePwdStatus is 0: the username the player chooses (with newPassword). */
      username: usernameSchema.optional(),
    }),
    output: userInfoSchema,
    flags: {
      // A changed password ends the player's other sessions (a stolen one among them).
      secret: {
        kind: 'password',
        when: 'oldPassword',
        wrong: [CODES.WRONG_CREDENTIALS],
        after: 'endOtherSessions',
      },
    },
  }),
  endpoint({
    procedure: 'account.resetPassword',
    path: '/api/v1/player/reset_password',
    access: 'public',
    kind: 'mutation',
    summary:
      'reached from forgot-password; newPassword RSA-encrypted; a purpose-2 code by email (1) or SMS (2); ends a lock',
    input: z
      .object({
        /** 1: the code went by email; 2: by SMS to the bound phone. */
        resetType: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }),
        /** The account: its username / login name, or its email. */
        username: z.string().trim().min(1, 'validation.usernameEmpty').max(20).optional(),
        email: emailSchema.optional(),
        code: codeSchema,
        newPassword: passwordSchema,
      })
      .refine((v) => Boolean(v.username || v.email), {
        path: ['username'],
        message: 'validation.usernameEmpty',
      }),
    output: z.object({ loginName: z.string() }),
    flags: {},
  }),
  endpoint({
    procedure: 'account.createAccount',
    path: '/api/v1/player/create_account',
    access: 'public',
    kind: 'mutation',
    summary: 'registration; resets captcha; codes 100010, 100919, 100989',
    input: registeredUserSchema,
    output: registrationResultSchema,
    flags: {
      resetsCaptcha: true,
      rateLimit: { bucket: 'register' },
      accessCheck: true,
      errorContext: 'register',
    },
  }),
  endpoint({
    procedure: 'account.modifyAvatar',
    path: '/api/v1/player/modify_player_avatar',
    access: 'player',
    kind: 'mutation',
    input: z.object({ avatar: avatarSchema }),
    output: z.object({ avatar: z.string() }),
    flags: {},
  }),
  endpoint({
    procedure: 'account.levelProcess',
    path: '/api/v1/player/level/query_process',
    access: 'player',
    kind: 'query',
    summary: 'VIP level progress',
    input: noInputSchema,
    output: vipProgressSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'account.playerInfo',
    path: '/api/v1/player/query',
    access: 'player',
    kind: 'query',
    summary: 'user info (wallets, bind flags)',
    input: noInputSchema,
    output: userInfoSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'account.checkReportStatus',
    path: '/api/v1/player/checkReportStatus',
    access: 'player',
    kind: 'query',
    summary: 'first-deposit report',
    input: noInputSchema,
    output: firstDepositReportSchema,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'account.updateReportStatus',
    path: '/api/v1/player/updateReportStatus',
    access: 'player',
    kind: 'mutation',
    summary: 'first-deposit report: marks the first deposit reported',
    input: z.object({ reportStatus: z.literal(2) }),
    output: firstDepositReportSchema,
    flags: { silentErrors: true },
  }),
] as const;
