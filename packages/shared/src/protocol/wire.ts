/**
 * The upstream wire protocol shared by the gateway (client side) and the reference platform (server
 * side): header names, the canonical string that is signed, the sensitive fields that travel
 * RSA-encrypted, and the two response envelopes. Written down in docs/upstream-protocol.md.
 * Isomorphic: the HMAC and RSA themselves live in each app (node:crypto, node-forge).
 *
 * RSA: 2048-bit key; each sensitive string value is encrypted on its own as UTF-8 and sent base64.
 * Padding PKCS#1 v1.5 by default; with OAEP, SHA-256 is the hash and the MGF1 hash.
 */
import { z } from 'zod';

/** The two upstream API clients (each with its own keys); the catalog says which one a call uses. */
export type Client = 'main' | 'second';

export const WIRE_PREFIX = '/_api_';

export const HEADERS = {
  appId: 'x-app-id',
  requestId: 'x-request-id',
  deviceId: 'x-device-id',
  timestamp: 'x-timestamp',
  timezone: 'x-timezone',
  language: 'x-language',
  merchantCode: 'x-merchant-code',
  signature: 'x-signature',
  /** The player's IP as the gateway saw it (checkIp, registration risk). */
  clientIp: 'x-client-ip',
  /** The gateway's id of the browser's request (several upstream attempts share it); not signed. */
  correlationId: 'x-correlation-id',
  authorization: 'authorization',
} as const;

/** A request whose timestamp is further than this from the platform's clock is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Field names whose values are RSA-encrypted wherever they sit in a payload (spec section 7). */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'mobile',
  'mobileNo',
  'phone',
  'accountNo',
  'withdrawPassword',
  'withdrawalPassword',
  'email',
  'pwd',
]);

/** JSON with object keys sorted recursively: the payload part of the signed string. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return '[' + value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',') + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
}

/** The exact string the HMAC-SHA256 signature is computed over. */
export function signingString(parts: {
  timestamp: string;
  requestId: string;
  path: string;
  body: unknown;
}): string {
  return [parts.timestamp, parts.requestId, parts.path, canonicalJson(parts.body ?? {})].join('\n');
}

/**
 * Returns a deep copy of `payload` with every sensitive string field replaced by `transform(value)`.
 * Used with encryption by the gateway and decryption by the platform.
 */
export function mapSensitiveFields(
  payload: unknown,
  transform: (value: string, key: string) => string,
): unknown {
  if (Array.isArray(payload)) return payload.map((v) => mapSensitiveFields(v, transform));
  if (payload === null || typeof payload !== 'object') return payload;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload as Record<string, unknown>)) {
    if (SENSITIVE_FIELDS.has(k) && typeof v === 'string' && v !== '') out[k] = transform(v, k);
    else out[k] = mapSensitiveFields(v, transform);
  }
  return out;
}

/** Main client envelope. */
export const mainEnvelope = z.object({
  success: z.boolean(),
  code: z.union([z.number(), z.string()]),
  msg: z.string().optional(),
  data: z.unknown().optional(),
});
export type MainEnvelope = z.infer<typeof mainEnvelope>;

/** Second client envelope (/phoenix/ and /rex/ paths): code 200 is success. */
export const secondEnvelope = z.object({
  code: z.union([z.number(), z.string()]),
  msg: z.string().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});
export type SecondEnvelope = z.infer<typeof secondEnvelope>;

export const SECOND_CLIENT_OK = 200;
