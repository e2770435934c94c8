import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint } from './define';
import { tokenSchema } from '../schemas/token';
import { LOGIN_TYPE, passwordSchema } from '../rules/validation';

/**
 * Login. loginType 1: `username` is the username as typed, lowercased (the platform adds the site
 * prefix); loginType 2: `username` is the email address. `ticket` is the one-time slider-captcha
 * ticket from validate_slider, required after 3 failed logins (100701).
 */
export const passwordGrantSchema = z.object({
  grantType: z.literal('web_password'),
  loginType: z.union([z.literal(LOGIN_TYPE.username), z.literal(LOGIN_TYPE.email)], {
    error: 'validation.invalid',
  }),
  username: z
    .string({ error: 'validation.usernameEmpty' })
    .trim()
    .min(1, 'validation.usernameEmpty')
    .max(254, 'validation.usernameError'),
  password: passwordSchema,
  ticket: z.string().min(1).max(128).optional(),
});

/** Refresh: the refresh token is single-use (rotation); a reused one revokes its family (1018). */
export const refreshGrantSchema = z.object({
  grantType: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512),
});

export const tokenInputSchema = z.discriminatedUnion('grantType', [passwordGrantSchema, refreshGrantSchema]);

export const authCatalog = [
  endpoint({
    procedure: 'auth.token',
    path: '/auth/oauth/token',
    access: 'public',
    kind: 'mutation',
    summary:
      'grantType web_password or refresh_token; basic authorization; resets captcha; codes 100700, 100701',
    input: tokenInputSchema,
    output: tokenSchema,
    flags: { resetsCaptcha: true },
  }),
  endpoint({
    procedure: 'auth.logout',
    path: '/auth/oauth/logout',
    access: 'player',
    kind: 'mutation',
    summary: 'revokes the token family of the bearer token',
    input: noInputSchema,
    output: z.null(),
    flags: {},
  }),
] as const;
