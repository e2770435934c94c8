/**
 * What the game page (this folder, bundled into /games/assets/game.js) and the platform say to each
 * other: the page's configuration (the JSON in <script id="game-config">), the game session, a round's
 * answer, and the window.postMessage protocol with the host page (docs/upstream-protocol.md, "Game
 * pages"). Types only from the server's domain: the page bundles none of its code.
 */
import type {
  BaccaratOutcome,
  BaccaratSide,
  EngineKind,
  PachinkoOutcome,
  Pocket,
  ReelOutcome,
} from '../domain/games/engines';
import type { FishId, FishOutcome } from '../domain/games/fish';
import type { GAME_PAGE_TEXT } from '../domain/games/page-text';
import type { HandClass, PokerOutcome } from '../domain/games/poker';
import type { Outcome as MatchResult, SportsOutcome } from '../domain/games/sports';

export type { EngineKind, MatchResult };
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** The page's texts, in its language. */
export type GameText = Texts<(typeof GAME_PAGE_TEXT)['ja']>;
/** The keys of the plain texts (not the nested name tables). */
export type TextKey = { [K in keyof GameText]: GameText[K] extends string ? K : never }[keyof GameText];
export type Lang = 'ja' | 'en';

export interface ReelsPaytable {
  kind: 'reels3' | 'reels5';
  reels: number;
  rows: number;
  /** Each line is the row index on each reel. */
  lines: number[][];
  symbols: { id: string; pays: Record<number, number> }[];
}
export interface PachinkoPaytable {
  kind: 'pachinko';
  ballsPerBet: number;
  pockets: { id: Pocket['id']; multiplier: number }[];
  lottery: { odds: number; jackpotMultiplier: number };
}
export interface BaccaratPaytable {
  kind: 'baccarat';
  sides: readonly BaccaratSide[];
  /** Hundredths of the bet returned (stake included). */
  returns: Readonly<Record<BaccaratSide, number>>;
}
export interface FishPaytable {
  kind: 'fish';
  fish: readonly { id: FishId; multiplier: number }[];
  rtpBp: number;
}
export interface PokerPaytable {
  kind: 'poker';
  bonus: Partial<Record<HandClass, number>>;
  unqualifiedReturn: number;
}
export interface FixtureView {
  matchId: string;
  league: string;
  home: string;
  away: string;
  kickoff: number;
  /** Decimal odds (2.15). */
  odds: Record<MatchResult, number>;
}
export interface SportsPaytable {
  kind: 'sports';
  margin: number;
  fixtures: FixtureView[];
}
export type Paytable =
  ReelsPaytable | PachinkoPaytable | BaccaratPaytable | FishPaytable | PokerPaytable | SportsPaytable;

export type Outcome =
  ReelOutcome | PachinkoOutcome | BaccaratOutcome | FishOutcome | PokerOutcome | SportsOutcome;

/** The page's configuration, as the platform writes it into the HTML shell. */
export interface GamePageConfig {
  gameId: string;
  platformCode: string;
  name: string;
  provider: string;
  engine: EngineKind;
  machineKind: 'pachinko' | 'pachislot' | null;
  hue: number;
  jackpot: boolean;
  rtp: string;
  lang: Lang;
  demo: boolean;
  /** The CSP frame-ancestors sources: the origins a host page may have. */
  frameAncestors: string[];
  text: GameText;
  paytable: Paytable;
}

/** POST /games/api/session */
export interface GameSessionView {
  sessionId: string;
  gameId: string;
  demo: boolean;
  currency: string;
  balance: string;
  betSteps: string[];
  defaultBet: string;
  multiMode: boolean;
  returnUrl: string | null;
}

/** POST /games/api/spin (200) */
export interface SpinAnswer {
  roundId: string;
  orderNo: string;
  replayed: boolean;
  bet: string;
  win: string;
  jackpotWin: string;
  jackpotCode: string | null;
  outcome: Outcome;
  balance: string;
  currency: string;
}

/** A refused call: { code, msg } (msg in the session's language where the platform has one). */
export interface ApiRefusal {
  code?: string | number;
  msg?: string;
}

// ---- window.postMessage between the game page and its host page ----
export const HOST_SOURCE = 'casino-host';
export const GAME_SOURCE = 'casino-game';

/** What a host page may tell the game. */
export type HostMessage =
  | { type: 'audio'; muted: boolean }
  /** `keyboard: false`: a field of the host page has the keyboard; the game leaves it there. */
  | { type: 'focus'; focused: boolean; keyboard: boolean }
  | { type: 'refresh-balance' }
  | { type: 'ping' };

/** What the game tells its host page (each sent with source, gameId and platformCode added). */
export type GameMessage =
  | { type: 'ready'; demo: boolean; muted: boolean; balance: string; currency: string }
  | { type: 'pong' }
  | { type: 'audio'; muted: boolean }
  | { type: 'exit' }
  | { type: 'focus-request' }
  | { type: 'balance'; balance: string; currency: string }
  | { type: 'bet'; roundId: string; amount: string; win: string; currency: string }
  | { type: 'error'; code: string | number; message: string };

export type PostedGameMessage = GameMessage & {
  source: typeof GAME_SOURCE;
  gameId: string;
  platformCode: string;
};
