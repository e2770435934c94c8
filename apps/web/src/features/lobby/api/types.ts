/**
 * The lobby's view types: the catalog's entities where they fit as they are, plus the few shapes the
 * CMS and the ticker need.
 */
import type { Game } from '@casino/shared/schemas/game';
import { GAME_TYPES, type GameType } from '@casino/shared/rules/game-kinds';
import type { Machine } from '@casino/shared/schemas/machine';

export const CATEGORIES = GAME_TYPES;
export type Category = GameType;

export function isCategory(value: string | undefined): value is Category {
  return value !== undefined && (CATEGORIES as readonly string[]).includes(value);
}

export type GameVM = Pick<
  Game,
  | 'gameId'
  | 'platformCode'
  | 'providerCode'
  | 'gameName'
  | 'gameType'
  | 'imageUrl'
  | 'labels'
  | 'supMultiMode'
  | 'demo'
  | 'lobbyCode'
>;

/** Live dealers and sports books open in their own window; the rest play on the game page. */
export function opensInNewWindow(g: Pick<Game, 'gameType' | 'lobbyCode'>): boolean {
  return g.gameType === 'live-casino' || g.gameType === 'sports';
}

export type MachineVM = Machine;

/** A lobby banner (packages/shared/src/rules/first-screen.ts picks and orders them). */
export type { Banner as BannerVM } from '@casino/shared/rules/first-screen';

export interface TopicVM {
  id: string;
  title: string;
  summary: string;
  date: number | null;
  href: string | null;
}
