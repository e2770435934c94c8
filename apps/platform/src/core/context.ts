/** What a handler gets besides its validated input. */
import type { FastifyBaseLogger } from 'fastify';
import { CODES } from '@casino/shared/protocol/codes';
import type { PlatformConfig } from '../config';
import type { PlatformKeys } from '../keys';
import { MESSAGES, PlatformError } from './errors';
import type { Player } from './players';
import type { PlatformState } from './state';

export type Lang = 'ja' | 'en';

export interface RequestInfo {
  path: string;
  ip: string;
  deviceId: string;
  appId: string;
  requestId: string;
  timezone: string | undefined;
  /** The raw Authorization header (Basic for the token endpoint, Bearer otherwise). */
  authorization: string | undefined;
}

export interface HandlerContext {
  state: PlatformState;
  config: PlatformConfig;
  keys: PlatformKeys;
  lang: Lang;
  now: number;
  /** The player of a valid bearer token (always set for player entries; optional on public ones). */
  playerId: string | null;
  player(): Player;
  req: RequestInfo;
  /** Base URL the browser reaches the platform at (game launch URLs). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Picks the text of the request's language. */
  t(text: { ja: string; en: string }): string;
}

export function makeContext(fields: Omit<HandlerContext, 'player' | 't'>): HandlerContext {
  return {
    ...fields,
    player() {
      const p = fields.playerId ? fields.state.players.get(fields.playerId) : undefined;
      if (!p) throw new PlatformError(CODES.UNAUTHORIZED, MESSAGES.unauthorized);
      return p;
    },
    t(text) {
      return text[fields.lang];
    },
  };
}
