import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo';

describe('test keys', () => {
  it('leaves no private key behind once the process that made them exits', () => {
    const keys = new URL('./keys.ts', import.meta.url).href;
    const script = `import { existsSync } from 'node:fs';
      const { makeTestKeys } = await import(${JSON.stringify(keys)});
      const dirs = [makeTestKeys().keyDir, makeTestKeys().keyDir];
      console.log(JSON.stringify({ dirs, there: dirs.every((d) => existsSync(d + '/platform-private.pem')) }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const { dirs, there } = JSON.parse(out.trim().split('\n').pop()!) as { dirs: string[]; there: boolean };
    expect(there).toBe(true);
    expect(new Set(dirs).size).toBe(2);
    for (const d of dirs) expect(existsSync(d)).toBe(false);
  });
});
