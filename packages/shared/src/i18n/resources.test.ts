import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, hasMessageKey, resources, translate } from './resources';
import type { MessageTree } from './types';

/** Every leaf of a message tree as [dotted path, value]. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree as MessageTree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Problems between two languages of one namespace; an empty list means they agree. */
function compareLanguages(a: unknown, b: unknown): string[] {
  const left = new Map(leaves(a));
  const right = new Map(leaves(b));
  const problems: string[] = [];
  for (const key of left.keys()) {
    if (!right.has(key)) problems.push(`${key}: missing in the second language`);
  }
  for (const key of right.keys()) {
    if (!left.has(key)) problems.push(`${key}: missing in the first language`);
  }
  for (const [key, value] of [...left, ...right]) {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: empty or not a string`);
  }
  for (const [key, value] of left) {
    const other = right.get(key);
    if (typeof value === 'string' && typeof other === 'string') {
      if (variables(value).join() !== variables(other).join()) problems.push(`${key}: variables differ`);
    }
  }
  return problems;
}

describe('i18n resources', () => {
  it('offer ja and en with ja as the default', () => {
    expect(LANGUAGES).toEqual(['ja', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ja');
    expect(Object.keys(resources).sort()).toEqual(['en', 'ja']);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['validation', 'errors', 'games']));
  });

  it.each(NAMESPACES)(
    'namespace %s has the same keys, no empty value and the same {{variables}} in ja and en',
    (ns) => {
      expect(compareLanguages(resources.ja[ns], resources.en[ns])).toEqual([]);
    },
  );

  // The checker itself must catch each defect, or the test above could never fail.
  it.each([
    ['a key missing in en', { a: 'x', b: 'y' }, { a: 'x' }, 'b: missing in the second language'],
    ['a key missing in ja', { a: 'x' }, { a: 'x', n: { b: 'y' } }, 'n.b: missing in the first language'],
    [
      'a nested key missing',
      { n: { deep: { a: 'x' } } },
      { n: { deep: {} } },
      'n.deep.a: missing in the second language',
    ],
    ['an empty value', { a: 'x' }, { a: ' ' }, 'a: empty or not a string'],
    ['a variable renamed', { a: '{{max}}台' }, { a: '{{count}} games' }, 'a: variables differ'],
    ['a variable dropped', { a: '{{seconds}}秒' }, { a: 'soon' }, 'a: variables differ'],
  ])('the completeness check reports %s', (_name, ja, en, problem) => {
    expect(compareLanguages(ja, en)).toContain(problem);
  });

  // Only the namespaces of packages/shared: front-end namespaces hold brand names and codes.
  it('writes the shared Japanese messages in Japanese (no English copy left in ja)', () => {
    for (const ns of ['validation', 'errors', 'games'] as const) {
      for (const [key, value] of leaves(resources.ja[ns])) {
        expect(String(value), `${ns}.${key}`).toMatch(
          /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
        );
      }
    }
  });

  it.each([
    ['validation.emailError', true],
    ['games.multiMode.maxGames', true],
    ['errors.network.timeout', true],
    ['errors.network', false],
    ['errors.network.timeout.more', false],
    ['validation.nope', false],
    ['nope.emailError', false],
    ['', false],
  ])('hasMessageKey(%j) is %s', (key, expected) => {
    expect(hasMessageKey(key)).toBe(expected);
  });

  it.each([
    ['ja', 'errors.network.timeout', {}, 'リクエストがタイムアウトしました'],
    ['en', 'errors.network.timeout', {}, 'Request timed out'],
    [
      'en',
      'games.multiMode.maxGames',
      { max: 2 },
      '2 games have already been added. Please quit a game first.',
    ],
    ['ja', 'errors.code.reloadSoon', { seconds: 5 }, '5秒後にページを再読み込みします。'],
    ['en', 'errors.code.reloadSoon', {}, 'The page will reload in {{seconds}} seconds.'],
    ['en', 'no.such.key', {}, 'no.such.key'],
  ] as const)('translate(%s, %s) fills variables and falls back', (lang, key, vars, expected) => {
    expect(translate(lang, key, vars)).toBe(expected);
  });
});

describe('message keys used in code', () => {
  const srcDir = fileURLToPath(new URL('..', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
    });
  // Only the validation namespace: other namespace names (games) are also procedure group names, and
  // the error table's keys are checked by its own test.
  const keyPattern = /['"`](validation\.[A-Za-z0-9_.]+)['"`]/g;
  const used = files(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(keyPattern)].map((m) => ({ file, key: m[1]! })),
  );

  it('include the validation keys of the zod rules and of schemas/money.ts', () => {
    const keys = new Set(used.map((u) => u.key));
    for (const key of ['validation.usernameEmpty', 'validation.emailError', 'validation.referMax']) {
      expect(keys).toContain(key);
    }
    for (const key of ['validation.currencyError', 'validation.amountEmpty', 'validation.amountPositive']) {
      expect(keys).toContain(key);
    }
  });

  it('all exist in the validation namespace (every rule, schema and catalog entry of packages/shared)', () => {
    const missing = used.filter((u) => !hasMessageKey(u.key)).map((u) => `${u.key} (${u.file})`);
    expect(missing).toEqual([]);
  });
});
