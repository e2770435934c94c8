import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@casino/shared/rules/validation';
import { withSensitiveLimit } from './sensitive-limit';

const schema = withSensitiveLimit(
  z.object({ email: emailSchema, name: z.string(), nested: z.array(z.object({ password: z.string() })) }),
  245,
);
const email = (n: number) => 'a'.repeat(n - 12) + '@example.com';

describe('sensitive fields too long for the RSA key', () => {
  it('accepts a sensitive value of exactly the key capacity and any length elsewhere', () => {
    expect(schema.safeParse({ email: email(245), name: 'n'.repeat(1000), nested: [] }).success).toBe(true);
  });

  it('refuses a longer email with the emailTooLong key on its path', () => {
    const r = schema.safeParse({ email: email(246), name: 'n', nested: [] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'validation.emailTooLong'],
    ]);
  });

  it('counts UTF-8 bytes and finds nested sensitive fields', () => {
    const r = withSensitiveLimit(z.object({ password: passwordSchema.or(z.string()) }), 10).safeParse({
      password: 'ééééééé',
    });
    expect(r.error!.issues[0]).toMatchObject({ path: ['password'], message: 'validation.tooLong' });
    const n = schema.safeParse({ email: email(20), name: 'n', nested: [{ password: 'p'.repeat(300) }] });
    expect(n.error!.issues[0]).toMatchObject({
      path: ['nested', 0, 'password'],
      message: 'validation.tooLong',
    });
  });
});
