/**
 * The registration payload of spec section 3 (loginName, password, loginType, referCode, email,
 * emailCode, btag, affiliateId) and what create_account answers.
 */
import { z } from 'zod';
import {
  LOGIN_TYPE,
  codeSchema,
  emailSchema,
  passwordSchema,
  referCodeSchema,
  usernameSchema,
} from '../rules/validation';

export const registeredUserSchema = z
  .object({
    /**
     * The username as the player typed it (4-18 letters or digits); the platform registers
     * site prefix + lowercased username (toLoginName). Required for loginType 1, ignored for 2.
     */
    loginName: usernameSchema.optional(),
    password: passwordSchema,
    /** 1: username + password (+ email); 2: email registration (a login name is assigned). */
    loginType: z.union([z.literal(LOGIN_TYPE.username), z.literal(LOGIN_TYPE.email)], {
      error: 'validation.invalid',
    }),
    /** A friend's referral code (optional). */
    referCode: referCodeSchema.optional(),
    email: emailSchema,
    /** The code sent by send_code_by_email with purpose 1. */
    emailCode: codeSchema,
    /** Affiliate tracking tag from the landing URL. */
    btag: z.string().trim().max(100).optional(),
    affiliateId: z.string().trim().max(64).optional(),
    /** Slider-captcha ticket, required only when the captcha switch for registration is on. */
    ticket: z.string().max(128).optional(),
  })
  .refine((v) => v.loginType !== LOGIN_TYPE.username || Boolean(v.loginName), {
    path: ['loginName'],
    message: 'validation.usernameEmpty',
  });

export const registrationResultSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  userNamePwdStatus: z.union([z.literal(0), z.literal(1)]),
  /** The new player's own referral code. */
  referCode: z.string(),
});
