/**
 * Slider captcha. generate_slider draws a textured background (gradient, soft noise, hard-edged bars and
 * shapes, grain), cuts a puzzle piece of a shape jittered per challenge (body size, knobs in or out on
 * each side, their size and place) out of it at a random (x, y), and darkens the hole, and two decoy
 * holes a shade darker, with a feathered edge: no flat outline colour, edge values that follow the
 * texture, and stronger edges elsewhere in the picture than at holes. A person must still find the one
 * hole at a glance: a decoy's outline differs from the piece's on at least three of its four sides
 * (knob, notch or flat) and it sits clearly above or below the piece's row (DECOY_ROW_OFFSET_PX).
 * It returns the background (shadeImage), the piece (cutoutImage) and y; x stays on the server.
 *
 * validate_slider takes the x the player slid the piece to and the drag's trace (points of x and
 * milliseconds since the press). Within TOLERANCE_PX, with a trace a person's hand could have made
 * (traceProblem), it answers a one-time ticket that the next login (or registration) presents. A captcha
 * id is good for one validation attempt and CAPTCHA_TTL_MS; a ticket for one use and TICKET_TTL_MS.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { defineSlice, type PlatformState } from '../../core/state';
import { createImage, pngDataUrl, type RgbaImage } from './png';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 150;
export const PIECE_SIZE = 50;
export const TOLERANCE_PX = 6;
/** How far at least a decoy hole sits above or below the piece's row. */
export const DECOY_ROW_OFFSET_PX = 18;
/** On how many of the four sides at least a decoy's outline differs from the piece's. */
export const DECOY_SIDES_DIFFERENT = 3;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const TICKET_TTL_MS = 5 * 60_000;
/** A drag shorter than this is no person's. */
export const MIN_TRACE_MS = 150;
/** Fewer pointer samples than this is a scripted jump. */
export const MIN_TRACE_POINTS = 6;
/** The trace's last x and the answered x may differ by rounding only. */
export const TRACE_END_PX = 2;

interface Challenge {
  x: number;
  y: number;
  issuedAt: number;
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

// ------------------------------------------------------------------ randomness

/** xorshift128 seeded from crypto: the per-pixel grain and texture (cheap; the layout uses randomInt). */
function grain(): () => number {
  const s = new Uint32Array(randomBytes(16).buffer.slice(0));
  if (!(s[0]! | s[1]! | s[2]! | s[3]!)) s[0] = 1;
  return () => {
    let t = s[3]!;
    const u = s[0]!;
    s[3] = s[2]!;
    s[2] = s[1]!;
    s[1] = u;
    t ^= t << 11;
    t ^= t >>> 8;
    s[0] = (t ^ u ^ (u >>> 19)) >>> 0;
    return s[0]! / 4294967296;
  };
}

const between = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();

// ------------------------------------------------------------------ the piece's shape

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

interface Knob {
  kind: 'out' | 'in';
  cx: number;
  cy: number;
  r: number;
}

export interface Shape {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  knobs: Knob[];
  /** For telling decoys apart from the piece: the knob kind per side (o, i, n). */
  signature: string;
}

/** A jigsaw piece inside the PIECE_SIZE box: a body with a knob out, a notch in, or nothing per side. */
export function randomShape(): Shape {
  const kinds: ('out' | 'in' | 'none')[] = SIDES.map(() => (['out', 'in', 'none'] as const)[randomInt(3)]!);
  if (!kinds.some((k) => k !== 'none')) kinds[randomInt(4)] = 'out';
  const r = randomInt(5, 9);
  const margin = (i: number) => (kinds[i] === 'out' ? Math.ceil(r * 1.3) + 1 : randomInt(1, 5));
  const x0 = margin(3);
  const y0 = margin(0);
  const x1 = PIECE_SIZE - margin(1) - randomInt(0, 4);
  const y1 = PIECE_SIZE - margin(2) - randomInt(0, 4);
  const knobs: Knob[] = [];
  SIDES.forEach((side, i) => {
    const kind = kinds[i]!;
    if (kind === 'none') return;
    const along = randomInt(35, 66) / 100;
    const out = kind === 'out' ? 0.3 * r : -0.3 * r;
    const horizontal = side === 'top' || side === 'bottom';
    const cx = horizontal ? x0 + (x1 - x0) * along : side === 'left' ? x0 - out : x1 + out;
    const cy = horizontal ? (side === 'top' ? y0 - out : y1 + out) : y0 + (y1 - y0) * along;
    knobs.push({ kind, cx, cy, r });
  });
  return { x0, y0, x1, y1, knobs, signature: kinds.map((k) => k[0]).join('') };
}

/** On how many sides two shapes differ (knob out, notch in or flat). */
export function sidesDifferent(a: string, b: string): number {
  return [...a].filter((k, i) => k !== b[i]).length;
}

/** A decoy's outline: another shape, different from the piece's on at least DECOY_SIDES_DIFFERENT sides. */
export function decoyShape(piece: Shape): Shape {
  let decoy = randomShape();
  while (sidesDifferent(decoy.signature, piece.signature) < DECOY_SIDES_DIFFERENT) decoy = randomShape();
  return decoy;
}

/** A decoy's row: at least DECOY_ROW_OFFSET_PX above or below the piece's row y, inside the picture. */
export function decoyRow(y: number, pick: number = randomInt(2)): number {
  const lowest = 2;
  const highest = CAPTCHA_HEIGHT - PIECE_SIZE - 2;
  const spread = randomInt(0, 13);
  const above = y - DECOY_ROW_OFFSET_PX - spread;
  const below = y + DECOY_ROW_OFFSET_PX + spread;
  const canAbove = above >= lowest;
  const canBelow = below <= highest;
  if (canAbove && (!canBelow || pick === 0)) return above;
  if (canBelow) return below;
  // The picture is too low for either (not with today's sizes): the farthest row that fits.
  return y - lowest > highest - y ? lowest : highest;
}

function inShape(s: Shape, px: number, py: number): boolean {
  let inside = px >= s.x0 && px < s.x1 && py >= s.y0 && py < s.y1;
  for (const k of s.knobs) {
    const d = (px + 0.5 - k.cx) ** 2 + (py + 0.5 - k.cy) ** 2 <= k.r * k.r;
    if (d) inside = k.kind === 'out';
  }
  return inside;
}

/** Coverage 0..1 of the shape per pixel of the box: 2x2 samples, then a 3x3 blur (a soft, uneven edge). */
function coverage(s: Shape): Float32Array {
  const n = PIECE_SIZE;
  const raw = new Float32Array(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      let c = 0;
      for (const [dx, dy] of [
        [-0.25, -0.25],
        [0.25, -0.25],
        [-0.25, 0.25],
        [0.25, 0.25],
      ] as const)
        if (inShape(s, x + dx, y + dy)) c++;
      raw[y * n + x] = c / 4;
    }
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < n && yy < n) sum += raw[yy * n + xx]!;
        }
      out[y * n + x] = sum / 9;
    }
  return out;
}

// ------------------------------------------------------------------ the picture

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

function background(rand: () => number): RgbaImage {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const img = createImage(W, H);
  const c0 = [between(rand, 60, 200), between(rand, 60, 200), between(rand, 60, 200)];
  const c1 = [between(rand, 60, 200), between(rand, 60, 200), between(rand, 60, 200)];
  const angle = between(rand, 0, Math.PI * 2);
  const [ax, ay] = [Math.cos(angle) / W, Math.sin(angle) / H];
  // Soft value noise on a 30 px grid, per channel.
  const GX = Math.ceil(W / 30) + 1;
  const GY = Math.ceil(H / 30) + 1;
  const grid = Float32Array.from({ length: GX * GY * 3 }, () => between(rand, -35, 35));
  // Hard-edged vertical bars over the full height, and rectangles and discs: strong edges everywhere.
  type Paint = { x0: number; y0: number; x1: number; y1: number; disc: boolean; c: number[]; a: number };
  const paints: Paint[] = [];
  const colour = () => [between(rand, 0, 255), between(rand, 0, 255), between(rand, 0, 255)];
  for (let i = 0, n = 4 + Math.floor(rand() * 3); i < n; i++) {
    const x0 = Math.floor(between(rand, 0, W));
    const w = Math.floor(between(rand, 6, 40));
    paints.push({ x0, y0: 0, x1: x0 + w, y1: H, disc: false, c: colour(), a: between(rand, 0.45, 0.8) });
  }
  for (let i = 0, n = 5 + Math.floor(rand() * 4); i < n; i++) {
    const [x0, y0] = [Math.floor(between(rand, -20, W)), Math.floor(between(rand, -20, H))];
    const [w, h] = [Math.floor(between(rand, 15, 70)), Math.floor(between(rand, 15, 90))];
    const disc = rand() < 0.5;
    paints.push({
      x0,
      y0,
      x1: x0 + w,
      y1: y0 + (disc ? w : h),
      disc,
      c: colour(),
      a: between(rand, 0.35, 0.75),
    });
  }
  // Grain in 2x2 cells of four levels: texture for the eye and for edge finders, few bytes in the PNG.
  const GW = Math.ceil(W / 2);
  const levels = [-10, -4, 4, 10];
  const grainAt = Int8Array.from({ length: GW * Math.ceil(H / 2) }, () => levels[Math.floor(rand() * 4)]!);
  const f = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    const gy = y / 30;
    const iy = Math.floor(gy);
    const fy = gy - iy;
    for (let x = 0; x < W; x++) {
      const gx = x / 30;
      const ix = Math.floor(gx);
      const fx = gx - ix;
      const t = Math.min(1, Math.max(0, 0.5 + (x - W / 2) * ax + (y - H / 2) * ay));
      const i = (y * W + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const n00 = grid[(iy * GX + ix) * 3 + ch]!;
        const n10 = grid[(iy * GX + ix + 1) * 3 + ch]!;
        const n01 = grid[((iy + 1) * GX + ix) * 3 + ch]!;
        const n11 = grid[((iy + 1) * GX + ix + 1) * 3 + ch]!;
        const noise = (n00 * (1 - fx) + n10 * fx) * (1 - fy) + (n01 * (1 - fx) + n11 * fx) * fy;
        f[i + ch] = c0[ch]! * (1 - t) + c1[ch]! * t + noise;
      }
    }
  }
  for (const p of paints) {
    const [cx, cy, r2] = [(p.x0 + p.x1) / 2, (p.y0 + p.y1) / 2, ((p.x1 - p.x0) / 2) ** 2];
    for (let y = Math.max(0, p.y0); y < Math.min(H, p.y1); y++)
      for (let x = Math.max(0, p.x0); x < Math.min(W, p.x1); x++) {
        if (p.disc && (x - cx) ** 2 + (y - cy) ** 2 >= r2) continue;
        const i = (y * W + x) * 3;
        for (let ch = 0; ch < 3; ch++) f[i + ch] = f[i + ch]! * (1 - p.a) + p.c[ch]! * p.a;
      }
  }
  const d = img.data;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const g = grainAt[(y >> 1) * GW + (x >> 1)]!;
      const i = (y * W + x) * 3;
      const o = (y * W + x) * 4;
      for (let ch = 0; ch < 3; ch++) d[o + ch] = clamp(Math.round(f[i + ch]! + g));
      d[o + 3] = 255;
    }
  return img;
}

/** Darkens the shape at (x, y) in the picture, blended by its soft coverage (no outline of its own). */
function cutHole(
  bg: RgbaImage,
  cover: Float32Array,
  x: number,
  y: number,
  depth: number,
  rand: () => number,
) {
  for (let py = 0; py < PIECE_SIZE; py++)
    for (let px = 0; px < PIECE_SIZE; px++) {
      const a = cover[py * PIECE_SIZE + px]!;
      if (a === 0) continue;
      const i = ((y + py) * bg.width + (x + px)) * 4;
      const k = 1 - a * (depth + (rand() - 0.5) * 0.08);
      for (let c = 0; c < 3; c++) bg.data[i + c] = clamp(Math.round(bg.data[i + c]! * k));
    }
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
  const rand = grain();
  const x = randomInt(PIECE_SIZE + 10, CAPTCHA_WIDTH - PIECE_SIZE - 4);
  const y = randomInt(4, CAPTCHA_HEIGHT - PIECE_SIZE - 4);
  const bg = background(rand);
  const shape = randomShape();
  const cover = coverage(shape);

  // The piece: the picture under the shape, its edge lightened by an amount that varies along it.
  const piece = createImage(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py++)
    for (let px = 0; px < PIECE_SIZE; px++) {
      const a = cover[py * PIECE_SIZE + px]!;
      if (a === 0) continue;
      const src = ((y + py) * bg.width + (x + px)) * 4;
      const dst = (py * PIECE_SIZE + px) * 4;
      const rim = (1 - Math.abs(2 * a - 1)) * between(rand, 0.25, 0.5);
      for (let c = 0; c < 3; c++)
        piece.data[dst + c] = clamp(bg.data[src + c]! + (255 - bg.data[src + c]!) * rim);
      piece.data[dst + 3] = Math.round(255 * Math.min(1, a * 1.6));
    }

  // The hole and two decoys of clearly other outlines off the piece's row, none overlapping.
  const depth = between(rand, 0.38, 0.55);
  cutHole(bg, cover, x, y, depth, rand);
  const taken = [x];
  // Decoys a shade darker than the hole, so "the darkest place" is a decoy more often than not.
  for (let tries = 0; tries < 60 && taken.length <= 2; tries++) {
    const dx = randomInt(PIECE_SIZE, CAPTCHA_WIDTH - PIECE_SIZE - 2);
    if (taken.some((t) => Math.abs(t - dx) < PIECE_SIZE + 2)) continue;
    cutHole(bg, coverage(decoyShape(shape)), dx, decoyRow(y), depth + between(rand, 0.03, 0.1), rand);
    taken.push(dx);
  }

  const captchaId = randomBytes(16).toString('base64url');
  store.challenges.set(captchaId, { x, y, issuedAt: now, expiresAt: now + CAPTCHA_TTL_MS });
  return {
    captchaId,
    shadeImage: pngDataUrl(bg, { alpha: false }),
    cutoutImage: pngDataUrl(piece),
    y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresIn: CAPTCHA_TTL_MS / 1000,
  };
}

// ------------------------------------------------------------------ the answer

export interface TracePoint {
  x: number;
  t: number;
}

/**
 * Why a drag trace is not a person's, or null when it could be: too few points, too short in time,
 * timestamps going back, not starting at the left or not ending at the answered x, longer than the
 * challenge has existed, or moving at one constant speed / in equal steps (a script's straight line).
 */
export function traceProblem(trace: TracePoint[], x: number, elapsedMs: number): string | null {
  if (trace.length < MIN_TRACE_POINTS) return 'too few points';
  for (let i = 0; i < trace.length; i++) {
    const p = trace[i]!;
    if (!Number.isFinite(p.x) || !Number.isFinite(p.t) || p.t < 0) return 'bad point';
    if (i > 0 && p.t < trace[i - 1]!.t) return 'time goes back';
  }
  const first = trace[0]!;
  const last = trace.at(-1)!;
  const duration = last.t - first.t;
  if (duration < MIN_TRACE_MS) return 'too fast';
  if (duration > elapsedMs + 100) return 'longer than the challenge';
  if (Math.abs(first.x) > TOLERANCE_PX) return 'does not start at the left';
  if (Math.abs(last.x - x) > TRACE_END_PX) return 'ends elsewhere';
  // One straight line in (t, x): a constant speed.
  const n = trace.length;
  const mt = trace.reduce((s, p) => s + p.t, 0) / n;
  const mx = trace.reduce((s, p) => s + p.x, 0) / n;
  let stt = 0;
  let stx = 0;
  for (const p of trace) {
    stt += (p.t - mt) ** 2;
    stx += (p.t - mt) * (p.x - mx);
  }
  const slope = stt > 0 ? stx / stt : 0;
  const worst = Math.max(...trace.map((p) => Math.abs(p.x - (mx + slope * (p.t - mt)))));
  if (worst < 1.5) return 'constant speed';
  // Equal steps whatever the timing (a loop of moves).
  const steps = trace.slice(1).map((p, i) => p.x - trace[i]!.x);
  if (Math.max(...steps) - Math.min(...steps) <= 0.5) return 'equal steps';
  return null;
}

/**
 * One attempt per captcha id: returns a ticket when x is within the tolerance and the trace passes
 * (a missing trace passes only when `traceRequired` is off), otherwise null.
 */
export function validateSlider(
  state: PlatformState,
  answer: { captchaId: string; x: number; trace?: TracePoint[] | undefined },
  now: number,
  traceRequired = true,
): string | null {
  const store = captchaStore(state);
  const challenge = store.challenges.get(answer.captchaId);
  store.challenges.delete(answer.captchaId);
  if (!challenge || challenge.expiresAt <= now) return null;
  if (Math.abs(challenge.x - answer.x) > TOLERANCE_PX) return null;
  if (answer.trace ? traceProblem(answer.trace, answer.x, now - challenge.issuedAt) : traceRequired)
    return null;
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
