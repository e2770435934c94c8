import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './vite-precompress';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressDir (the build step behind the gateway pre-compressed assets)', () => {
  it('writes a brotli and a gzip twin of every compressible file of 1 KiB or more, decoding to the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const js = `export const a = [${'1,'.repeat(2000)}];`;
    const css = `.a{color:red}`.repeat(200);
    await writeFile(join(dir, 'assets', 'a.js'), js);
    await writeFile(join(dir, 'assets', 'a.css'), css);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};');
    await writeFile(join(dir, 'assets', 'a.js.map'), js);
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const done = await precompressDir(dir);

    expect(done.map((f) => f.slice(dir.length)).sort()).toEqual(['/assets/a.css', '/assets/a.js']);
    for (const [file, text] of [
      ['assets/a.js', js],
      ['assets/a.css', css],
    ] as const) {
      const br = await readFile(join(dir, `${file}.br`));
      const gz = await readFile(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length);
    }
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'a.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});
