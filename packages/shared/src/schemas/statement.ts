/**
 * A statement of money that came back from game wallets to cash (a return, a sweep, a session end): the
 * gateway's `gameWallets` procedures answer it, and the live channel (../live/events.ts) pushes it.
 */
import { z } from 'zod';

/** Why the money came back. */
export const RETURN_REASONS = [
  'left',
  'sweep',
  'logout',
  'session-ended',
  'session-invalid',
  'terminal-refused',
  'restart',
  'staff-reload',
  'recovered',
  'staff-return',
  'cashout',
  'player',
] as const;

export const statementSchema = z.object({
  /** The reference the player can quote (and the kiosk prints in its QR code). */
  id: z.string(),
  at: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  /** One line per game wallet and currency that held money. */
  lines: z.array(
    z.object({ platformCode: z.string(), currency: z.string(), amount: z.string(), orderNo: z.string() }),
  ),
  /** The cash wallets right after the return. */
  cashBalances: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type StatementView = z.infer<typeof statementSchema>;

/**
 * Returns nobody at a kiosk terminal asked for (a sweep, a page closed, a crashed visit recovered, a
 * staff return): the statement is its owner's, so the terminal's screen says only that a visit ended
 * unexpectedly (no name, amount or reference) and the owner sees it at their next sign-in.
 */
const OWNER_ONLY_REASONS: ReadonlySet<string> = new Set(['sweep', 'left', 'recovered', 'staff-return']);
export const isOwnerOnly = (s: Pick<StatementView, 'reason' | 'lines'>): boolean =>
  OWNER_ONLY_REASONS.has(s.reason) && s.lines.length > 0;
