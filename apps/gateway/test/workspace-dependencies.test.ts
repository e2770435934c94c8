/**
 * One version of each dependency across the workspace: a dependency that two packages use is declared
 * once, in pnpm-workspace.yaml's catalog, and every package.json says "catalog:" for it.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '@casino/testkit/repo';

type Manifest = Record<'dependencies' | 'devDependencies', Record<string, string> | undefined>;

const manifests = [
  '.',
  ...['apps', 'packages'].flatMap((d) => readdirSync(join(repoRoot, d)).map((p) => `${d}/${p}`)),
]
  .map((dir) => join(repoRoot, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => ({ file, json: JSON.parse(readFileSync(file, 'utf8')) as Manifest }));

const workspace = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')) as {
  catalog?: Record<string, string>;
};

describe('workspace dependencies', () => {
  const uses = new Map<string, { file: string; spec: string }[]>();
  for (const { file, json } of manifests)
    for (const deps of [json.dependencies, json.devDependencies])
      for (const [name, spec] of Object.entries(deps ?? {}))
        if (!spec.startsWith('workspace:')) uses.set(name, [...(uses.get(name) ?? []), { file, spec }]);

  it('declares every dependency shared by two packages once, in the catalog', () => {
    const shared = [...uses].filter(([, u]) => u.length > 1);
    expect(shared.length).toBeGreaterThan(5);
    for (const [name, list] of shared) {
      expect(workspace.catalog?.[name], `${name} in pnpm-workspace.yaml catalog`).toBeTruthy();
      for (const u of list) expect(u.spec, `${name} in ${u.file}`).toBe('catalog:');
    }
  });

  it('has no catalog entry that nothing uses', () => {
    for (const name of Object.keys(workspace.catalog ?? {}))
      expect(
        uses.get(name)?.some((u) => u.spec === 'catalog:'),
        `${name} is used`,
      ).toBe(true);
  });
});
