/**
 * Why a session ended, as the live channel's `session-ended` event says it (events.ts). Kept apart from
 * the event schemas so that a first page can name the reasons without carrying zod. The page says why
 * with i18n `live.sessionEnded.<reason>`:
 * - `logout`: this session signed out (in another tab, or the page itself);
 * - `logged-out-elsewhere`: another of the player's sessions signed this one out;
 * - `password-changed`: the password was changed in another session;
 * - `player-disabled`: the platform no longer accepts the player's session (account disabled or revoked);
 * - `expired`: the session's absolute lifetime ended;
 * - `idle`: nobody acted for the idle time-out;
 * - `too-many-sessions`: a newer sign-in went over the per-player session limit;
 * - `session-invalid`: the session could not be kept (its upstream token could not be renewed);
 * - `terminal-refused`: the kiosk terminal was taken out of service.
 */
export const SESSION_END_REASONS = [
  'logout',
  'logged-out-elsewhere',
  'password-changed',
  'player-disabled',
  'expired',
  'idle',
  'too-many-sessions',
  'session-invalid',
  'terminal-refused',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
