/**
 * Password case (spec section 5: the password "is sent lowercased"). The operator's platform holds the
 * passwords its own client lowercased, so with `lower` (the default) the gateway lowercases every
 * password a player types before it is encrypted (registration, login, reset, change old and new), and
 * a player who typed "MiXeD123" signs in with any case. `preserve` is for a platform whose passwords
 * are case-sensitive. The withdrawal password is a separate secret and always keeps its case.
 *
 * The gateway reads the setting as PASSWORD_CASE, the reference platform reads the same variable for
 * the players it seeds and creates, and the front ends learn it from common.config (`passwordCase`).
 */
export const PASSWORD_CASES = ['lower', 'preserve'] as const;
export type PasswordCase = (typeof PASSWORD_CASES)[number];
export const DEFAULT_PASSWORD_CASE: PasswordCase = 'lower';

/**
 * The payload fields that carry a player's login password, wherever they sit. Not
 * `withdrawPassword` / `withdrawalPassword`: the withdrawal password keeps its case.
 */
export const PLAYER_PASSWORD_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'pwd',
]);

/** One player password as the platform must receive it under `mode`. */
export function applyPasswordCase(password: string, mode: PasswordCase): string {
  return mode === 'lower' ? password.toLowerCase() : password;
}

/**
 * A copy of `payload` with every player password field (at any depth) in the case `mode` asks for;
 * the payload itself is never changed. With `preserve` the payload is returned as it is.
 */
export function applyPasswordCaseToPayload<T>(payload: T, mode: PasswordCase): T {
  if (mode === 'preserve') return payload;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = PLAYER_PASSWORD_FIELDS.has(k) && typeof v === 'string' ? applyPasswordCase(v, mode) : walk(v);
    }
    return out;
  };
  return walk(payload) as T;
}
