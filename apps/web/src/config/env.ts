/**
 * The front end's configuration, parsed once from Vite's import.meta.env. Every variable is optional
 * with a safe default; a bad value fails fast at start-up with the variable's name.
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_TRPC_URL: z.string().startsWith('/').default('/trpc'),
  VITE_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  VITE_SITE_URL: z.string().optional(),
});

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid front-end environment: ${names}`);
  }
  return parsed.data;
}

export const env = parseEnv();

/** Spec section 9: request time-out. */
export const REQUEST_TIMEOUT_MS = env.VITE_REQUEST_TIMEOUT_MS;
