/**
 * The game pages' script and style (/games/assets/game.js and game.css), bundled from
 * src/games-client by scripts/build-assets.mjs. The compiled platform (dist/server.js) serves the
 * files `pnpm build` wrote next to it (dist/games/); run from the TypeScript sources (tsx: development,
 * the tests, the testkit) it bundles them into memory at the first request.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appRoot } from '../paths';

export const GAME_ASSET_TYPES: Record<string, string> = {
  'game.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};

type Assets = Record<string, Buffer>;

const here = fileURLToPath(import.meta.url);

async function load(): Promise<Assets> {
  if (!here.endsWith('.ts')) {
    const dir = join(dirname(here), 'games');
    const names = Object.keys(GAME_ASSET_TYPES);
    const files = await Promise.all(names.map((name) => readFile(join(dir, name))));
    return Object.fromEntries(names.map((name, i) => [name, files[i]!]));
  }
  // A computed specifier: the compiled bundle neither contains the bundler nor imports it.
  const builder = pathToFileURL(join(appRoot, 'scripts/build-assets.mjs')).href;
  const { buildGamesClient } = (await import(builder)) as {
    buildGamesClient(): Promise<Record<string, Uint8Array>>;
  };
  const built = await buildGamesClient();
  return Object.fromEntries(Object.entries(built).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

let assets: Promise<Assets> | null = null;

/** The bundled files by name, loaded (or built) once; a failure is retried at the next call. */
export function gameAssets(): Promise<Assets> {
  assets ??= load().catch((err: unknown) => {
    assets = null;
    throw err;
  });
  return assets;
}
