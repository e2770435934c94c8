/** Helpers of the identity tests: solving the slider captcha from its images, reading the outbox. */
import { inflateSync } from 'node:zlib';
import type { TestPlatform } from './harness';

interface Decoded {
  width: number;
  height: number;
  rgba: Buffer;
}

/** Decodes the platform's PNGs (8-bit RGBA, filter 0 rows). */
export function decodePngDataUrl(dataUrl: string): Decoded {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  let off = 8;
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.subarray(off + 4, off + 8).toString('ascii');
    if (type === 'IDAT') idat.push(png.subarray(off + 8, off + 8 + len));
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    raw.copy(rgba, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  return { width, height, rgba };
}

/**
 * Finds the hole in the shade image the way a person does: the piece's outline is drawn light grey; the
 * hole's left edge is the column where that outline runs down the piece's body.
 */
export function solveSlider(shadeImage: string, y: number): number {
  const img = decodePngDataUrl(shadeImage);
  for (let x = 0; x < img.width; x++) {
    let run = 0;
    for (let row = y + 15; row < y + 45; row++) {
      const i = (row * img.width + x) * 4;
      if (img.rgba[i] === 230 && img.rgba[i + 1] === 230 && img.rgba[i + 2] === 230) run++;
    }
    if (run === 30) return x;
  }
  throw new Error('hole not found');
}

export interface Challenge {
  captchaId: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
}

/** generate_slider, solve it from the image, validate_slider: a real one-time ticket. */
export async function captchaTicket(p: TestPlatform): Promise<string> {
  const gen = await p.call<Challenge>('/api/v1/captcha/generate_slider', {});
  const c = gen.body.data!;
  const x = solveSlider(c.shadeImage, c.y);
  const val = await p.call<{ ticket: string }>('/api/v1/captcha/validate_slider', {
    captchaId: c.captchaId,
    x,
  });
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
