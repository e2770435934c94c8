// The platform's browser assets: the game pages' script and style (src/games-client: TypeScript, one
// module per engine) bundled into game.js and game.css with esbuild, for /games/assets/.
//   - `pnpm build` (scripts/build-service.mjs calls buildAssets) writes them into dist/games/, next to
//     dist/server.js: production serves those files and needs no esbuild.
//   - The TypeScript sources (tsx: `pnpm dev`, the tests, the testkit) build them into memory at the
//     first request for them (src/routes/game-assets.ts).
//   node scripts/build-assets.mjs [outdir]
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** The bundled files: { 'game.js': Uint8Array, 'game.css': Uint8Array }. */
export async function buildGamesClient() {
  const result = await build({
    absWorkingDir: appDir,
    entryPoints: { game: 'src/games-client/main.ts' },
    outdir: 'games',
    write: false,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
  return Object.fromEntries(result.outputFiles.map((f) => [basename(f.path), f.contents]));
}

/** Writes the bundle into <outdir>/games/. */
export async function buildAssets(outdir) {
  const dir = join(outdir, 'games');
  mkdirSync(dir, { recursive: true });
  for (const [name, contents] of Object.entries(await buildGamesClient()))
    writeFileSync(join(dir, name), contents);
}

if (import.meta.url === `file://${process.argv[1]}`)
  await buildAssets(process.argv[2] ?? join(appDir, 'dist'));
