/**
 * Vite plugin for the front ends' production builds: after the bundle is written, every compressible
 * file of the output folder (scripts, styles, html, svg, json, text) of 1 KiB or more gets a brotli
 * (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside it, kept only when smaller. The gateway
 * serves the twin the browser accepts (@fastify/static `preCompressed`), so nothing is compressed per
 * request and the best levels cost nothing at run time. Source maps are left alone (only developers
 * fetch them; the gateway compresses them at run time).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 1024;

/** Writes the .br and .gz twins of the compressible files under `dir`; returns the files it compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await walk(dir)) {
    if (!PRECOMPRESSED.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
    done.push(file);
  }
  return done;
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (.br and .gz)`);
    },
  };
}
