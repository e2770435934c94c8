/**
 * The reference platform's dev endpoints (/_dev/*, docs/upstream-protocol.md section 9): seeding
 * players, reading the outbox of email/SMS codes, approving deposits and withdrawals, region blocks.
 * Test seeding only; the product itself never calls them.
 */
import { devKey } from './stack';

function platformUrl(): string {
  const url = process.env.E2E_PLATFORM_URL;
  if (!url) throw new Error('E2E_PLATFORM_URL is not set (global set-up did not run)');
  return url;
}

async function dev<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  base = platformUrl(),
): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { 'x-dev-key': devKey(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  purpose: number;
  code: string;
  at: number;
}

/** The newest code sent to `to`, waiting for it up to `timeoutMs`. */
export async function latestCode(to: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await dev<{ messages: OutboxMessage[] }>(
      'GET',
      `/_dev/outbox?to=${encodeURIComponent(to)}`,
    );
    if (messages[0]) return messages[0].code;
    if (Date.now() > until) throw new Error(`no code sent to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function createPlayer(p: {
  username: string;
  password: string;
  email?: string;
  mobile?: string;
  currency?: string;
  balances?: Record<string, string>;
}): Promise<{ loginName: string; id: string }> {
  return dev('POST', '/_dev/players', p);
}

/** A player on another stack's platform (a spec that starts a stack of its own). */
export function createPlayerOn(
  base: string,
  p: { username: string; password: string; balances?: Record<string, string> },
): Promise<{ loginName: string; id: string }> {
  return dev('POST', '/_dev/players', p, base);
}

/** A player's money on another stack's platform: cash and each game wallet, per currency. */
export const moneyOn = (base: string, loginName: string) =>
  dev<{ cash: Record<string, string>; games: Record<string, Record<string, string>> }>(
    'GET',
    `/_dev/money?loginName=${encodeURIComponent(loginName)}`,
    undefined,
    base,
  );

/** Adds to the first jackpot pool (the one the lobby lists first) of another stack's platform, as bets elsewhere would. */
export const contributeJackpotOn = (base: string, amount: string) =>
  dev<{ jackpotCode: string; amount: string }>('POST', '/_dev/jackpots/contribute', { amount }, base);
export const approveDeposit = (orderNo: string) => dev('POST', '/_dev/deposits/approve', { orderNo });
export const approveWithdrawal = (orderNo: string) => dev('POST', '/_dev/withdrawals/approve', { orderNo });
export const approveKyc = (loginName: string, level: number) =>
  dev('POST', '/_dev/kyc/approve', { loginName, level });
export const setAccess = (access: { limitedIps?: string[]; deniedIps?: string[] }) =>
  dev('POST', '/_dev/access', access);

/** A username unique to this run (4-18 letters and digits). */
export function uniqueName(prefix = 'pw'): string {
  return (prefix + Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36)).slice(0, 18);
}

/** The x of a live slider captcha (the image does not give it away to a program). */
export const captchaAnswer = async (captchaId: string) =>
  (await dev<{ x: number }>('GET', `/_dev/captcha/answer?captchaId=${encodeURIComponent(captchaId)}`)).x;

export const setCaptchaSwitch = (s: { login?: boolean; register?: boolean }) =>
  dev('POST', '/_dev/captcha/switch', s);

export const grantBonus = (b: {
  loginName: string;
  currency: string;
  amount: string;
  wagerMultiplier?: number;
}) => dev<{ bonus: { requestId: string } }>('POST', '/_dev/bonuses/grant', b);

export const setPlayerFlags = (f: { loginName: string; needBindPhone?: boolean; disabled?: boolean }) =>
  dev('POST', '/_dev/players/flags', f);
