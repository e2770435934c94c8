/**
 * The token endpoint's wire payloads and answer (catalog entry auth.token), in one place.
 */
import type { TokenPair } from './secrets';

export const LOGIN_TYPE_WIRE = { username: 1, email: 2 } as const;

export function refreshGrant(refreshToken: string) {
  return { grantType: 'refresh_token', refresh_token: refreshToken };
}

export function readTokenPair(data: unknown): TokenPair | null {
  const d = data as { access_token?: unknown; refresh_token?: unknown } | null;
  if (!d || typeof d.access_token !== 'string' || typeof d.refresh_token !== 'string') return null;
  return { accessToken: d.access_token, refreshToken: d.refresh_token };
}
