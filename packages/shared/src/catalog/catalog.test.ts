import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from './index';
import { clientForPath } from './define';
import { formatCatalogTable } from './table';

const tsv = readFileSync(new URL('../../../../docs/spec/endpoints.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => l.split('\t'));

describe('catalog', () => {
  it('has one entry per line of endpoints.tsv, with the same path, client and access', () => {
    expect(catalog).toHaveLength(142);
    expect(tsv).toHaveLength(142);
    const byPath = new Map(catalog.map((e) => [e.path, e]));
    expect(byPath.size).toBe(142);
    tsv.forEach(([path, group, client, access]) => {
      const entry = byPath.get(path!);
      expect(entry, `missing ${path}`).toBeDefined();
      if (!entry) return;
      expect(entry.client).toBe(client);
      expect(entry.access).toBe(access);
      // video rows are grouped under cms in the spec's section 7 but are their own group here
      expect([group, 'video']).toContain(entry.procedure.split('.')[0]);
    });
  });

  it('gives every entry a unique procedure name of the form group.verbName', () => {
    const names = catalog.map((e) => e.procedure);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z]+\.[a-z][A-Za-z0-9]*$/);
  });

  it('sends /phoenix/ and /rex/ paths to the second client and the rest to the main one', () => {
    for (const e of catalog) expect(e.client).toBe(clientForPath(e.path));
  });

  it('makes every path containing "open" public', () => {
    for (const e of catalog.filter((x) => x.path.includes('/open/'))) expect(e.access).toBe('public');
  });

  it('prints a header and one tab-separated line per entry', () => {
    const lines = formatCatalogTable().trimEnd().split('\n');
    expect(lines[0]).toBe('procedure\tpath\tclient\taccess\tkind');
    expect(lines).toHaveLength(143);
    expect(
      lines
        .slice(1)
        .map((l) => l.split('\t')[1])
        .sort(),
    ).toEqual(tsv.map((r) => r[0]).sort());
  });
});
