/**
 * Signed platform requests for the benches that talk to the platform directly (and through the bare
 * proxy): the headers of spec section 7 with a fresh request id, timestamp and HMAC signature for
 * every request, as the platform refuses replays.
 */
import { randomUUID } from 'node:crypto';
import { HEADERS, WIRE_PREFIX } from '@casino/shared/protocol/wire';
import { signRequest } from '../../apps/gateway/src/lib/wire-crypto';
import { UpstreamClient } from '../../apps/gateway/src/lib/upstream';
import type { BenchPlatform } from './stack';

const DEVICE = randomUUID();

export function signedRequest(
  platform: BenchPlatform,
  path: string,
  payload: Record<string, unknown>,
  bearer?: string,
): { method: 'POST'; path: string; headers: Record<string, string>; body: string } {
  const timestamp = String(Date.now());
  const requestId = randomUUID();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [HEADERS.appId]: 'casino-web',
    [HEADERS.requestId]: requestId,
    [HEADERS.deviceId]: DEVICE,
    [HEADERS.timestamp]: timestamp,
    [HEADERS.timezone]: 'Asia/Tokyo',
    [HEADERS.language]: 'ja-JP',
    [HEADERS.merchantCode]: platform.keys.merchantCode,
    [HEADERS.signature]: signRequest(platform.keys.merchantSecret, {
      timestamp,
      requestId,
      path,
      body: payload,
    }),
    [HEADERS.clientIp]: '127.0.0.1',
  };
  if (bearer) headers[HEADERS.authorization] = `Bearer ${bearer}`;
  return { method: 'POST', path: WIRE_PREFIX + path, headers, body: JSON.stringify(payload) };
}

/** The gateway's upstream client of the platform, one connection (the benches' own direct calls). */
export function upstreamClient(platform: BenchPlatform) {
  return new UpstreamClient({
    url: platform.url,
    timeoutMs: 10_000,
    connections: 1,
    appId: 'casino-web',
    merchantCode: platform.keys.merchantCode,
    merchantSecret: platform.keys.merchantSecret,
    clientId: platform.keys.clientId,
    clientSecret: platform.keys.clientSecret,
    rsaPublicKeyPem: platform.keys.publicKeyPem,
    rsaPadding: 'pkcs1',
  });
}

/** Logs a player in at the platform directly; returns the bearer token and login name. */
export async function platformLogin(platform: BenchPlatform, username: string, password: string) {
  const client = upstreamClient(platform);
  try {
    const r = await client.call({
      path: '/auth/oauth/token',
      client: 'main',
      payload: { grantType: 'web_password', loginType: 1, username, password },
      auth: 'basic',
      deviceId: DEVICE,
      language: 'ja-JP',
      timezone: 'Asia/Tokyo',
      clientIp: '127.0.0.1',
    });
    if (!r.ok || !('data' in r)) throw new Error(`platform login failed: ${JSON.stringify(r)}`);
    const d = r.data as { access_token: string; loginName: string };
    return { bearer: d.access_token, loginName: d.loginName };
  } finally {
    await client.close();
  }
}
