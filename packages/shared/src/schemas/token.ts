/**
 * The OAuth token pair of spec section 3 (access_token, refresh_token) as /auth/oauth/token answers it.
 * Tokens are opaque random strings; lifetimes are in seconds, as OAuth (RFC 6749 5.1) has them.
 */
import { z } from 'zod';

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires (then 1008). */
  expires_in: z.number().int().min(0),
  /** Seconds until the refresh token expires. */
  refresh_expires_in: z.number().int().min(0),
  /** The player's registered login name (site prefix + lowercased username): what player calls carry. */
  loginName: z.string().min(1),
});
export type Token = z.infer<typeof tokenSchema>;
