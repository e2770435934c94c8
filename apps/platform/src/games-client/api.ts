/** The game page's calls to the platform: plain JSON with the game session header, never a cookie. */

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

export type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<ApiAnswer<T>>;

/** Calls authenticated by the session id sessionId() gives (none before the session exists). */
export function createApi(sessionId: () => string | null): Api {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const id = sessionId();
    const res = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', ...(id ? { 'x-game-session': id } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
      cache: 'no-store',
    });
    const data = (await res.json().catch(() => ({}))) as T;
    return { status: res.status, data };
  };
}

/** A fresh round id: 32 hex digits. */
export function roundId(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** How many times a round is sent again after a lost answer (a server error or no answer at all). */
export const ROUND_RETRIES = 3;

/**
 * Sends a round, and again with the same round id while the answer is lost (the server settles a round
 * only once): after 400, 800 and 1200 ms. The last server error is the answer; no answer at all throws.
 */
export async function sendWithRetries<T extends { status: number }>(
  send: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
): Promise<T> {
  for (let n = 0; ; n++) {
    let answer: T;
    try {
      answer = await send();
    } catch {
      if (n < ROUND_RETRIES) {
        await sleep(400 * (n + 1));
        continue;
      }
      throw new Error('network');
    }
    if (answer.status >= 500 && n < ROUND_RETRIES) {
      await sleep(400 * (n + 1));
      continue;
    }
    return answer;
  }
}
