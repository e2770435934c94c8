/**
 * The front end's configuration, parsed once from Vite's import.meta.env. Every variable is optional
 * with a safe default; a bad value fails fast at start-up with the variable's name. Plain rules, no
 * schema library: this module is in the first page's entry chunk.
 */

export interface FrontEndEnv {
  VITE_TRPC_URL: string;
  VITE_REQUEST_TIMEOUT_MS: number;
  VITE_SITE_URL?: string;
}

export function parseEnv(raw: Record<string, unknown>): FrontEndEnv {
  const bad: string[] = [];
  const trpc = raw.VITE_TRPC_URL ?? '/trpc';
  if (typeof trpc !== 'string' || !trpc.startsWith('/')) bad.push('VITE_TRPC_URL');
  const timeoutRaw = raw.VITE_REQUEST_TIMEOUT_MS;
  const timeout = timeoutRaw === undefined || timeoutRaw === '' ? 30_000 : Number(timeoutRaw);
  if (!Number.isInteger(timeout) || timeout <= 0) bad.push('VITE_REQUEST_TIMEOUT_MS');
  const site = raw.VITE_SITE_URL;
  if (site !== undefined && typeof site !== 'string') bad.push('VITE_SITE_URL');
  if (bad.length) throw new Error(`Invalid front-end environment: ${bad.join(', ')}`);
  return {
    VITE_TRPC_URL: trpc as string,
    VITE_REQUEST_TIMEOUT_MS: timeout,
    ...(site === undefined ? {} : { VITE_SITE_URL: site as string }),
  };
}

export const env = parseEnv(import.meta.env);

/** Spec section 9: request time-out. */
export const REQUEST_TIMEOUT_MS = env.VITE_REQUEST_TIMEOUT_MS;
