/**
 * Where a Node service's files are (apps/gateway, apps/platform: src/paths.ts of each), the same from
 * its TypeScript sources (src/…, run by tsx in development and tests) and from its compiled bundle
 * (dist/server.js, where this module is bundled in): the app root is the nearest folder above the
 * calling module that holds a package.json, and the repository root is two levels above it
 * (apps/<app>). Node only; never imported by a browser bundle.
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

/** The app and repository roots of the module at `moduleUrl` (its `import.meta.url`). */
export function appPaths(moduleUrl: string): { appRoot: string; repoRoot: string } {
  const appRoot = findAppRoot(dirname(fileURLToPath(moduleUrl)));
  return { appRoot, repoRoot: resolve(appRoot, '../..') };
}
