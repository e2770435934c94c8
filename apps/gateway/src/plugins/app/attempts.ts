/**
 * Per-player limits on the secrets a logged-in session proves again (the withdrawal password, the
 * current password, a payout verification code), kept in the store so every instance shares them.
 *
 * - One secret-checking call per player and secret at a time (`busy`): parallel guesses cannot race
 *   past the count.
 * - Wrong answers are counted in a window of SECRET_WINDOW_MS; the SECRET_MAX_ATTEMPTS-th wrong answer
 *   sets a lock for SECRET_LOCK_MS. While locked every answer is refused before it reaches the
 *   platform, the right one too, and the refusal says when the lock ends.
 * - A right answer clears the count. The count is per player (login name), never per IP or session, so
 *   new sessions or addresses do not buy more guesses.
 */
import { createHash } from 'node:crypto';
import type { SecretFlag } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../../config';
import type { Store } from '../../store/store';

/** Which secret: each has its own count and lock (the catalog flag `secret.kind`). */
export type SecretKind = SecretFlag['kind'];

const digest = (v: string) => createHash('sha256').update(v.toLowerCase()).digest('base64url').slice(0, 22);

export type AttemptStart =
  | { ok: true; release: () => Promise<void> }
  | { ok: false; reason: 'locked'; until: number }
  | { ok: false; reason: 'busy' };

export class SecretAttempts {
  constructor(
    private readonly config: GatewayConfig['secrets'] & { busyMs: number },
    private readonly store: Store,
  ) {}

  private keys(kind: SecretKind, player: string) {
    const h = digest(player);
    return { count: `sa:n:${kind}:${h}`, lock: `sa:l:${kind}:${h}`, busy: `sa:b:${kind}:${h}` };
  }

  /** When the player's lock on this secret ends, or null when not locked. */
  async lockedUntil(kind: SecretKind, player: string): Promise<number | null> {
    const until = Number(await this.store.get(this.keys(kind, player).lock));
    return Number.isFinite(until) && until > Date.now() ? until : null;
  }

  /** Before a call that checks the secret: refused while locked or while another check runs. */
  async begin(kind: SecretKind, player: string): Promise<AttemptStart> {
    const k = this.keys(kind, player);
    const until = await this.lockedUntil(kind, player);
    if (until !== null) return { ok: false, reason: 'locked', until };
    const token = `${Date.now()}.${Math.random()}`;
    if (!(await this.store.setNx(k.busy, token, this.config.busyMs))) return { ok: false, reason: 'busy' };
    return { ok: true, release: () => this.store.delIfEquals(k.busy, token) };
  }

  /** A wrong answer: counts it, and locks at the limit. Returns the lock's end when it locked. */
  async wrong(kind: SecretKind, player: string): Promise<number | null> {
    const k = this.keys(kind, player);
    const { count } = await this.store.hit(k.count, this.config.windowMs);
    if (count < this.config.maxAttempts) return null;
    const until = Date.now() + this.config.lockMs;
    await this.store.set(k.lock, String(until), this.config.lockMs);
    await this.store.del(k.count);
    return until;
  }

  /** A right answer: the count starts again. */
  async right(kind: SecretKind, player: string): Promise<void> {
    await this.store.del(this.keys(kind, player).count);
  }

  /** Remembers a payout destination added now; it may be withdrawn to after the cooling period. */
  async newPayoutDestination(player: string, id: string): Promise<void> {
    const ms = this.config.payoutCoolingMs;
    if (ms <= 0) return;
    await this.store.set(`sa:p:${digest(player)}:${digest(id)}`, String(Date.now() + ms), ms);
  }

  /** When a payout destination becomes usable, or null when it already is. */
  async payoutUsableAt(player: string, id: string): Promise<number | null> {
    const at = Number(await this.store.get(`sa:p:${digest(player)}:${digest(id)}`));
    return Number.isFinite(at) && at > Date.now() ? at : null;
  }
}
