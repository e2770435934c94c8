/**
 * What a game engine's module gives the page (engines/*.ts, one per engine): the label of its play
 * button, its paytable's body, and the machine that draws rounds on the page's screen.
 */
import type { GamePageConfig, GameText, Outcome, Paytable, TextKey } from './contract';
import type { Sound } from './sound';

export interface MachineContext {
  cfg: GamePageConfig;
  T: GameText;
  /** The screen's canvas (a machine without one removes it). */
  canvas: HTMLCanvasElement;
  sound: Sound;
  /** Whether a round is being played. */
  isBusy(): boolean;
  /** Plays a round, as the play button does. */
  play(): void;
}

export interface Machine<O extends Outcome = Outcome> {
  /** The round is sent: start moving. */
  start(): void;
  /** The round failed: stop. */
  abort(): void;
  /** Draw the round's outcome, then call done. */
  show(outcome: O, done: () => void): void;
  /** Controls placed between the screen and the play controls (the baccarat sides). */
  controls?: HTMLElement;
  /** Before a round: ready the player's choice; a text that refuses the round (no pick yet), or null. */
  prepare?(): TextKey | null;
  /** What the round adds to its round id and bet (the side, pick or target). */
  choice?(): Record<string, unknown>;
}

export interface Engine<P extends Paytable = Paytable, O extends Outcome = Outcome> {
  /** The text of the play button. */
  playLabel: TextKey;
  /** The paytable dialog's body (the title, the RTP line and the close button are the page's). */
  paytable(p: P, T: GameText): Node[];
  create(ctx: MachineContext, p: P): Machine<O>;
}

/** An engine for the registry: the platform sends each engine's own paytable and outcomes. */
export const anyEngine = <P extends Paytable, O extends Outcome>(e: Engine<P, O>) => e as unknown as Engine;
