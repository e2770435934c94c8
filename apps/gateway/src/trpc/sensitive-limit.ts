/**
 * RSA carries a bounded number of bytes per field (lib/wire-crypto.ts): a sensitive field (email,
 * password, phone... the wire's SENSITIVE_FIELDS) longer than the configured key can carry is refused
 * here, with a field error in the player's language, before any upstream call. Without this an email
 * of 246 to 254 characters (valid by the product's own 254 limit) would fail inside the encryption.
 */
import type { z } from 'zod';
import { SENSITIVE_FIELDS } from '@casino/shared/protocol/wire';

/** The i18n key of the field error for a sensitive value too long to encrypt. */
export function tooLongKey(field: string): string {
  return field === 'email' ? 'validation.emailTooLong' : 'validation.tooLong';
}

type Issue = { path: (string | number)[]; field: string };

function overLong(value: unknown, maxBytes: number, path: (string | number)[], out: Issue[], depth = 0) {
  if (depth > 32 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => overLong(v, maxBytes, [...path, i], out, depth + 1));
    return;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SENSITIVE_FIELDS.has(k) && typeof v === 'string') {
      if (Buffer.byteLength(v, 'utf8') > maxBytes) out.push({ path: [...path, k], field: k });
    } else overLong(v, maxBytes, [...path, k], out, depth + 1);
  }
}

/** The schema plus a check that every sensitive string fits in one RSA block of the configured key. */
export function withSensitiveLimit<S extends z.ZodType>(schema: S, maxBytes: number): S {
  return schema.superRefine((value, ctx) => {
    const issues: Issue[] = [];
    overLong(value, maxBytes, [], issues);
    for (const i of issues)
      ctx.addIssue({ code: 'custom', path: i.path, message: tooLongKey(i.field), input: value });
  }) as unknown as S;
}
