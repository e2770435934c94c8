/**
 * Builds the lock-down extension's content script (./content.ts, with the page's shortcut list) into
 * one classic script, ./lockdown.js, next to ./manifest.json: run by the kiosk's `vite build`
 * (vite.config.ts), so the extension the launcher loads always blocks what the page blocks. The built
 * file is not committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';

export const EXTENSION_DIR = import.meta.dirname;

/** The content script as one self-contained classic script (an IIFE: content scripts are not modules). */
export async function buildLockdownScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      target: 'es2020',
      lib: { entry: join(EXTENSION_DIR, 'content.ts'), formats: ['iife'], name: 'kioskLockdown' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('lock-down extension: no script was built');
  return `// Built from deploy/lockdown-extension/content.ts by deploy/lockdown-extension/build.ts: do not edit.\n${chunk.code}`;
}

/** Writes ./lockdown.js. */
export async function writeLockdownExtension(): Promise<void> {
  writeFileSync(join(EXTENSION_DIR, 'lockdown.js'), await buildLockdownScript());
}
