/**
 * Where this app's files are, the same from the TypeScript sources (src/…, run by tsx in development
 * and tests) and from the compiled bundle (dist/server.js): the app root is the nearest folder above
 * this module that holds a package.json, and the repository root is two levels above it (apps/<app>).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findAppRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const appRoot = findAppRoot(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = resolve(appRoot, '../..');
