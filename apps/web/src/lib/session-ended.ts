/**
 * A session that ended while a page was open (the live channel's `session-ended` event: signed out
 * elsewhere, password changed, idle time-out...): the page forgets the player's cached data, goes to the
 * login page and says why (../lib/live/session-ended-notice.tsx shows the reason, ja/en, namespace
 * live). The gateway has already moved any money in games back to cash when it ended the session; its
 * statement is shown after the next sign-in.
 */
import type { SessionEndReason } from '@casino/shared/live/events';
import { externalStore } from './external-store';
import { navigateTo } from './navigation';
import { sessionCleared } from './session-cleared';
import { pageLanguage } from './trpc';

/** The reason the page's session ended, until the player has read it (null: nothing to say). */
export const sessionEndedReason = externalStore<SessionEndReason | null>(null);

export function handleSessionEnded(reason: SessionEndReason): void {
  sessionEndedReason.set(reason);
  sessionCleared();
  const login = `/${pageLanguage()}/login`;
  if (window.location.pathname !== login) navigateTo(login, { replace: true });
}
