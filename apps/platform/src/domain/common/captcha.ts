/**
 * Slider captcha. generate_slider draws a random background, cuts a puzzle piece out of it at a random
 * (x, y), and returns the background with the hole (shadeImage), the piece (cutoutImage) and y; x stays
 * on the server. validate_slider takes the x the player slid the piece to: within TOLERANCE_PX it
 * answers a one-time ticket that the next login (or registration) presents. A captcha id is good for
 * one validation attempt and CAPTCHA_TTL_MS; a ticket for one use and TICKET_TTL_MS.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { defineSlice, type PlatformState } from '../../core/state';
import { createImage, pngDataUrl, type RgbaImage } from './png';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 150;
export const PIECE_SIZE = 50;
export const TOLERANCE_PX = 6;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const TICKET_TTL_MS = 5 * 60_000;

interface Challenge {
  x: number;
  y: number;
  expiresAt: number;
}

class CaptchaStore {
  readonly challenges = new Map<string, Challenge>();
  readonly tickets = new Map<string, number>();

  prune(now: number): void {
    if (this.challenges.size > 5000)
      for (const [k, v] of this.challenges) if (v.expiresAt < now) this.challenges.delete(k);
    if (this.tickets.size > 5000) for (const [k, v] of this.tickets) if (v < now) this.tickets.delete(k);
  }
}

const captchaStore = defineSlice('captcha', () => new CaptchaStore());

/** Piece shape: a rounded square with a knob on the top and one on the right (a jigsaw piece). */
function inPiece(px: number, py: number): boolean {
  const s = PIECE_SIZE;
  const knob = 7;
  const body = { x0: 0, y0: knob + 2, x1: s - knob - 2, y1: s };
  const inBody = px >= body.x0 && px < body.x1 && py >= body.y0 && py < body.y1;
  const topKnob = (px - (body.x0 + body.x1) / 2) ** 2 + (py - body.y0) ** 2 <= knob * knob;
  const rightKnob = (px - body.x1) ** 2 + (py - (body.y0 + body.y1) / 2) ** 2 <= knob * knob;
  return inBody || topKnob || rightKnob;
}

function onEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1);
}

function background(): RgbaImage {
  const img = createImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const [r0, g0, b0, r1, g1, b1] = Array.from(randomBytes(6));
  const blobs = Array.from({ length: 9 }, () => ({
    cx: randomInt(CAPTCHA_WIDTH),
    cy: randomInt(CAPTCHA_HEIGHT),
    r: randomInt(12, 40),
    c: Array.from(randomBytes(3)),
  }));
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const t = x / img.width;
      const u = y / img.height;
      let r = r0! * (1 - t) + r1! * t;
      let g = g0! * (1 - u) + g1! * u;
      let b = (b0! + b1!) / 2 + 40 * Math.sin((x + y) / 17);
      for (const blob of blobs) {
        if ((x - blob.cx) ** 2 + (y - blob.cy) ** 2 < blob.r ** 2) {
          r = (r + blob.c[0]!) / 2;
          g = (g + blob.c[1]!) / 2;
          b = (b + blob.c[2]!) / 2;
        }
      }
      const i = (y * img.width + x) * 4;
      img.data[i] = Math.max(0, Math.min(255, r));
      img.data[i + 1] = Math.max(0, Math.min(255, g));
      img.data[i + 2] = Math.max(0, Math.min(255, b));
      img.data[i + 3] = 255;
    }
  }
  return img;
}

export interface SliderChallenge {
  captchaId: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
  width: number;
  height: number;
  pieceSize: number;
  expiresIn: number;
}

export function generateSlider(state: PlatformState, now: number): SliderChallenge {
  const store = captchaStore(state);
  store.prune(now);
  const x = randomInt(PIECE_SIZE + 20, CAPTCHA_WIDTH - PIECE_SIZE - 5);
  const y = randomInt(5, CAPTCHA_HEIGHT - PIECE_SIZE - 5);
  const bg = background();
  const piece = createImage(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue;
      const src = ((y + py) * bg.width + (x + px)) * 4;
      const dst = (py * PIECE_SIZE + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c++) piece.data[dst + c] = edge ? 255 : bg.data[src + c]!;
      piece.data[dst + 3] = 255;
      // The hole: darkened, with a light outline.
      for (let c = 0; c < 3; c++) bg.data[src + c] = edge ? 230 : Math.round(bg.data[src + c]! * 0.35);
    }
  }
  const captchaId = randomBytes(16).toString('base64url');
  store.challenges.set(captchaId, { x, y, expiresAt: now + CAPTCHA_TTL_MS });
  return {
    captchaId,
    shadeImage: pngDataUrl(bg),
    cutoutImage: pngDataUrl(piece),
    y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresIn: CAPTCHA_TTL_MS / 1000,
  };
}

/** One attempt per captcha id: returns a ticket when x is within the tolerance, otherwise null. */
export function validateSlider(
  state: PlatformState,
  captchaId: string,
  x: number,
  now: number,
): string | null {
  const store = captchaStore(state);
  const challenge = store.challenges.get(captchaId);
  store.challenges.delete(captchaId);
  if (!challenge || challenge.expiresAt <= now) return null;
  if (Math.abs(challenge.x - x) > TOLERANCE_PX) return null;
  const ticket = randomBytes(24).toString('base64url');
  store.tickets.set(ticket, now + TICKET_TTL_MS);
  return ticket;
}

/** Consumes a ticket: true once, for an issued unexpired ticket. */
export function consumeCaptchaTicket(state: PlatformState, ticket: string | undefined, now: number): boolean {
  if (!ticket) return false;
  const store = captchaStore(state);
  const expiresAt = store.tickets.get(ticket);
  store.tickets.delete(ticket);
  return expiresAt !== undefined && expiresAt > now;
}

/** For tests and the dev endpoint only: the x of a live challenge (a real client never learns it). */
export function peekSliderX(state: PlatformState, captchaId: string): number | undefined {
  return captchaStore(state).challenges.get(captchaId)?.x;
}
