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
};

export const startedAt = performance.now();
