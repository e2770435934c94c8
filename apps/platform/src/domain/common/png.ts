/** A minimal PNG encoder (8-bit RGBA or RGB, no interlace) with node:zlib: enough for captcha images. */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGBA image: `data` is width*height*4 bytes, row-major. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createImage(width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/**
 * PNG of the image: RGBA, or RGB with `alpha: false` (a quarter less to compress). Every row uses the
 * "average" filter (the mean of the left and upper neighbours predicts each byte): on textured captcha
 * pictures it compresses better than no filter at the same speed.
 */
export function encodePng(img: RgbaImage, opts: { alpha?: boolean } = {}): Buffer {
  const alpha = opts.alpha ?? true;
  const bpp = alpha ? 4 : 3;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = alpha ? 6 : 2; // colour type RGBA / RGB
  const stride = img.width * bpp;
  const rows = new Uint8Array(stride * img.height);
  if (alpha) rows.set(img.data);
  else
    for (let p = 0, q = 0; p < img.data.length; p += 4, q += 3) {
      rows[q] = img.data[p]!;
      rows[q + 1] = img.data[p + 1]!;
      rows[q + 2] = img.data[p + 2]!;
    }
  const raw = Buffer.alloc((stride + 1) * img.height);
  for (let y = 0; y < img.height; y++) {
    const row = y * stride;
    const out = y * (stride + 1);
    raw[out] = 3; // filter: average
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? rows[row + i - bpp]! : 0;
      const b = y > 0 ? rows[row - stride + i]! : 0;
      raw[out + 1 + i] = (rows[row + i]! - ((a + b) >> 1)) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function pngDataUrl(img: RgbaImage, opts: { alpha?: boolean } = {}): string {
  return 'data:image/png;base64,' + encodePng(img, opts).toString('base64');
}
