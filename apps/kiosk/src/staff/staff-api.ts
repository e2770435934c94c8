/**
 * The staff view's calls to the gateway's staff API (apps/gateway/src/kiosk, /kiosk-api/ops/*). The
 * credential travels as a bearer header from this page's memory only: no cookie (so it is never the
 * player session and needs no CSRF guard), nothing stored in the browser.
 */
import type { StaffReturnAudit, TerminalStatusView } from '@casino/shared/live/events';

/** A terminal as the gateway reports it (the staff stream and GET /kiosk-api/ops/terminals). */
export type TerminalRow = TerminalStatusView;

export type { StaffReturnAudit };

export type StaffAction = 'lock' | 'unlock' | 'reload' | 'return';

export type StaffResult<T> =
  { ok: true; value: T } | { ok: false; why: 'unauthorized' | 'offline' | 'conflict' | 'other' };

async function call<T>(
  credential: string,
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<StaffResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/kiosk-api/ops${path}`, {
      method,
      headers: { authorization: `Bearer ${credential}` },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(8_000),
    });
  } catch {
    return { ok: false, why: 'offline' };
  }
  if (res.status === 401 || res.status === 404) return { ok: false, why: 'unauthorized' };
  if (res.status === 409) return { ok: false, why: 'conflict' };
  if (!res.ok) return { ok: false, why: res.status >= 500 ? 'offline' : 'other' };
  return { ok: true, value: (await res.json()) as T };
}

export const staffApi = {
  me: (credential: string) => call<{ venue: string | null; heartbeatMs: number }>(credential, '/me'),
  terminals: (credential: string) =>
    call<{ terminals: TerminalRow[]; at: number; heartbeatMs: number }>(credential, '/terminals'),
  act: (credential: string, id: string, action: StaffAction) =>
    call<{ ok: true; wallets?: StaffReturnAudit['wallets'] }>(
      credential,
      `/terminals/${encodeURIComponent(id)}/${action}`,
      'POST',
    ),
  audit: (credential: string) => call<{ entries: StaffReturnAudit[] }>(credential, '/audit'),
};
