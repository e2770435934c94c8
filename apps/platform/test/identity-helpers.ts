/** Helpers of the identity tests: the slider captcha (its images, naive solvers, drag traces), the outbox. */
import { inflateSync } from 'node:zlib';
import { vi } from 'vitest';
import type { TestPlatform } from './harness';

interface Decoded {
  width: number;
  height: number;
  rgba: Buffer;
}

/** Decodes the platform's PNGs (8-bit RGB or RGBA, any of the five row filters, no interlace). */
export function decodePngDataUrl(dataUrl: string): Decoded {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 2 ? 3 : 4;
  const idat: Buffer[] = [];
  let off = 8;
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.subarray(off + 4, off + 8).toString('ascii');
    if (type === 'IDAT') idat.push(png.subarray(off + 8, off + 8 + len));
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? rows[y * stride + i - channels]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? rows[(y - 1) * stride + i - channels]! : 0;
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      const predicted =
        filter === 1
          ? a
          : filter === 2
            ? b
            : filter === 3
              ? (a + b) >> 1
              : filter === 4
                ? pa <= pb && pa <= pc
                  ? a
                  : pb <= pc
                    ? b
                    : c
                : 0;
      rows[y * stride + i] = (v + predicted) & 0xff;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rows.copy(rgba, p * 4, p * channels, p * channels + 3);
    rgba[p * 4 + 3] = channels === 4 ? rows[p * channels + 3]! : 255;
  }
  return { width, height, rgba };
}

/**
 * The naive solvers of the security review: the hole's left edge as the first column where a run of pure
 * (230,230,230) pixels goes down the piece's body, or as the column with the strongest vertical edge in
 * the piece's rows. Each answers an x (or -1 when it finds nothing).
 */
export function solveByOutline(shadeImage: string, y: number): number {
  const img = decodePngDataUrl(shadeImage);
  for (let x = 0; x < img.width; x++) {
    let run = 0;
    for (let row = y + 15; row < Math.min(img.height, y + 45); row++) {
      const i = (row * img.width + x) * 4;
      if (img.rgba[i] === 230 && img.rgba[i + 1] === 230 && img.rgba[i + 2] === 230) run++;
    }
    if (run === 30) return x;
  }
  return -1;
}

export function solveByStrongestEdge(shadeImage: string, y: number, pieceSize = 50): number {
  const img = decodePngDataUrl(shadeImage);
  const lum = (x: number, row: number) => {
    const i = (row * img.width + x) * 4;
    return 0.299 * img.rgba[i]! + 0.587 * img.rgba[i + 1]! + 0.114 * img.rgba[i + 2]!;
  };
  let best = -1;
  let bestScore = -1;
  // The piece starts at the left; the hole is somewhere to the right of it.
  for (let x = pieceSize; x < img.width - 10; x++) {
    let score = 0;
    for (let row = y; row < Math.min(img.height, y + pieceSize); row++)
      score += Math.abs(lum(x, row) - lum(x - 1, row));
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/** A drag trace like a person's: speeds up, slows down, overshoots a little and comes back to `x`. */
export function humanTrace(x: number, durationMs = 700): { x: number; t: number }[] {
  const points: { x: number; t: number }[] = [];
  let t = 0;
  const overshoot = Math.min(6, x * 0.05);
  while (t < durationMs * 0.8) {
    const s = t / (durationMs * 0.8);
    const eased = s < 0.5 ? 2 * s * s : 1 - (-2 * s + 2) ** 2 / 2;
    points.push({ x: Math.round((x + overshoot) * eased * 10) / 10, t: Math.round(t * 10) / 10 });
    t += 14 + ((points.length * 7) % 5);
  }
  for (; t <= durationMs; t += 17) {
    const s = (t - durationMs * 0.8) / (durationMs * 0.2);
    points.push({ x: Math.round((x + overshoot * (1 - s)) * 10) / 10, t: Math.round(t * 10) / 10 });
  }
  points.push({ x, t: durationMs + 9 });
  return points;
}

export interface Challenge {
  captchaId: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
}

export type TracePoint = { x: number; t: number };

/** The x of a live challenge, from the dev endpoint (the image is not meant to give it away). */
export async function sliderAnswer(p: TestPlatform, captchaId: string): Promise<number> {
  return (await p.dev<{ x: number }>('GET', `/captcha/answer?captchaId=${captchaId}`)).x;
}

/**
 * validate_slider as a person's browser sends it: after the drag took its time. The platform's clock
 * (Date, faked here when the test has not faked it already) moves on by the trace's duration first, so
 * no test waits for real time.
 */
export async function answerSlider(
  p: TestPlatform,
  captchaId: string,
  x: number,
  trace: TracePoint[] | undefined,
) {
  const faked = vi.isFakeTimers();
  if (!faked) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    vi.setSystemTime(Date.now() + (trace?.at(-1)?.t ?? 0) + 300);
    return await p.call<{ ticket: string }>('/api/v1/captcha/validate_slider', {
      captchaId,
      x,
      ...(trace ? { trace } : {}),
    });
  } finally {
    if (!faked) vi.useRealTimers();
  }
}

/** generate_slider, its answer, validate_slider with a person's drag: a real one-time ticket. */
export async function captchaTicket(p: TestPlatform): Promise<string> {
  const gen = await p.call<Challenge>('/api/v1/captcha/generate_slider', {});
  const c = gen.body.data!;
  const x = await sliderAnswer(p, c.captchaId);
  const val = await answerSlider(p, c.captchaId, x, humanTrace(x));
  if (!val.body.success) throw new Error(`captcha refused: ${JSON.stringify(val.body)}`);
  return val.body.data!.ticket;
}

export async function latestCode(p: TestPlatform, to: string): Promise<string> {
  const { messages } = await p.dev<{ messages: { code: string }[] }>(
    'GET',
    `/outbox?to=${encodeURIComponent(to)}`,
  );
  if (!messages[0]) throw new Error(`no message to ${to}`);
  return messages[0].code;
}

export function login(
  p: TestPlatform,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  /** The client IP the gateway reports (default: the harness's). */
  ip?: string,
) {
  return p.call<{ access_token: string; refresh_token: string; loginName: string }>(
    '/auth/oauth/token',
    { grantType: 'web_password', loginType: 1, username, password, ...extra },
    { basic: p.basicAuth(), ...(ip ? { ip } : {}) },
  );
}

export function refresh(p: TestPlatform, refreshToken: string) {
  return p.call<{ access_token: string; refresh_token: string }>(
    '/auth/oauth/token',
    { grantType: 'refresh_token', refresh_token: refreshToken },
    { basic: p.basicAuth() },
  );
}
