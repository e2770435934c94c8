/**
 * What the heartbeat reports about the terminal right now (screen, open games, signed in). Screens
 * write it; the heartbeat loop reads it. Module state on purpose: it is about the terminal, not about a
 * customer, and it is never rendered.
 */
import type { Heartbeat } from './terminal-api';

export const kioskStatus: Omit<Heartbeat, 'version' | 'uptimeMs'> = {
  screen: 'attract',
  openGames: [],
  signedIn: false,
  customer: null,
  inGames: null,
  lastError: null,
};

/** Remembers the last error for the staff view (short, no customer data beyond what staff sees). */
export function noteError(text: string) {
  kioskStatus.lastError = `${new Date().toISOString().slice(11, 19)} ${text}`.slice(0, 200);
}

export const startedAt = performance.now();
