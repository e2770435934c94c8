/**
 * The first page's JavaScript budget: what index.html loads up front (the entry script and
 * its modulepreloads), brotli-compressed as the gateway serves it, must stay within FIRST_PAGE_BUDGET,
 * and a Japanese first page must carry neither zod nor English strings (each language's strings are
 * their own chunks; zod comes with the forms that validate with it). Builds the site into a temporary
 * directory (about 10 s), so it checks the sources, not a stale dist.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTree } from '@casino/shared/i18n/types';
import { resources } from '@casino/shared/i18n/resources';
import { account } from '@casino/shared/i18n/account';
import { FIRST_PAGE_NAMESPACES } from '../lib/i18n-namespaces';

/**
 * Brotli bytes of the first page's JavaScript: 128.1 KiB in 2 files, of which react-router (declarative
 * mode: nested layouts, ranked routes, history keys and scroll positions) is about 9.5 KiB, the
 * session-ended watcher and the live channel's lazy root about 3 KiB (the channel itself, its SSE link
 * and its cache writer load only for a signed-in player), and the signed-in page rendered out of sight
 * while the session is on its way (lib/auth.tsx: its calls leave beside session.current, which took the
 * account pages' Lighthouse TBT and LCP down) a quarter of a kilobyte; a change that adds more than a
 * kilobyte or so to the first page fails here and is measured with Lighthouse first.
 */
const FIRST_PAGE_BUDGET = 130 * 1024;

const root = fileURLToPath(new URL('../..', import.meta.url));
let outDir = '';
let scripts: { file: string; code: string; brotli: number }[] = [];
let allScripts: { file: string; code: string }[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'web-budget-'));
  // Vitest sets NODE_ENV=test, which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  scripts = files.map((file) => {
    const body = readFileSync(join(outDir, file.replace(/^\//, '')));
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, code: body.toString('utf8'), brotli };
  });
  allScripts = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `/assets/${f}`, code: readFileSync(join(outDir, 'assets', f), 'utf8') }));
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function leaves(tree: MessageTree, out: string[] = []): string[] {
  for (const v of Object.values(tree)) {
    if (typeof v === 'string') out.push(v);
    else leaves(v, out);
  }
  return out;
}

describe('the first page', () => {
  it(`loads at most ${FIRST_PAGE_BUDGET / 1024} KiB of brotli JavaScript up front`, () => {
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, s) => sum + s.brotli, 0);
    const detail = scripts.map((s) => `${s.file} ${(s.brotli / 1024).toFixed(1)} KiB`).join(', ');
    expect(total, `first page ${(total / 1024).toFixed(1)} KiB: ${detail}`).toBeLessThanOrEqual(
      FIRST_PAGE_BUDGET,
    );
  });

  it('carries no zod', () => {
    const withZod = scripts.filter((s) => /ZodError|\$ZodType|_zod\b/.test(s.code)).map((s) => s.file);
    expect(withZod).toEqual([]);
  });

  it('carries no English strings of the first-page namespaces (a Japanese page)', () => {
    const english = FIRST_PAGE_NAMESPACES.flatMap((ns) => {
      const ja = new Set(leaves(resources.ja[ns]));
      // Sentences only: short ones ("OK", brand names, "Request timed out") may also be in code.
      return leaves(resources.en[ns]).filter((s) => !ja.has(s) && s.length >= 20 && / [a-z]/.test(s));
    });
    expect(english.length).toBeGreaterThan(50);
    const found = english.filter((s) => scripts.some((f) => f.code.includes(s)));
    expect(found).toEqual([]);
  });

  it("names each route's next chunks for the gateway (the account pages and the promotions tabs too)", () => {
    const routes = JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as {
      path: string;
      js: string[];
      css: string[];
    }[];
    const find = (address: string) => routes.find((r) => new RegExp(r.path).test(address));
    expect(find('/ja/game/slots')?.js.length).toBeGreaterThan(0);
    expect(find('/en/game')?.js.length).toBeGreaterThan(0);
    const promotions = find('/en/promotions');
    expect(promotions?.js.length).toBeGreaterThan(0);
    // A tournament's page and an account page: their page, the account frame and their strings.
    expect(find('/ja/promotions/tournaments/T1')?.js.some((f) => f.includes('/tournaments-page-'))).toBe(
      true,
    );
    for (const [address, page] of [
      ['/ja/account', 'overview-page'],
      ['/ja/account/deposit', 'deposit-page'],
      ['/en/account/bonuses', 'bonuses-page'],
    ] as const) {
      const js = find(address)?.js ?? [];
      expect(js.some((f) => f.includes(`/${page}-`))).toBe(true);
      expect(js.some((f) => f.includes('/account-frame-'))).toBe(true);
      expect(js.filter((f) => /\/account-[\w-]{8}\.js$/.test(f)).length).toBeGreaterThan(0);
    }
    // Nothing up front is named again.
    const upFront = new Set(scripts.map((s) => s.file));
    expect(routes.flatMap((r) => r.js).filter((f) => upFront.has(f))).toEqual([]);
  });

  it("carries zod on no route's first screen, nor in the signed-in player's shell (live channel, notices)", () => {
    const routes = JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as {
      path: string;
      js: string[];
    }[];
    const codeOf = (file: string) => readFileSync(join(outDir, file.replace(/^\//, '')), 'utf8');
    const hasZod = (file: string) => /ZodError|\$ZodType|_zod\b/.test(codeOf(file));
    // Pages take status codes and amount rules from zod-free modules (packages/shared/src/rules); a
    // form that checks with a schema loads it below the first screen.
    expect(routes.flatMap((r) => r.js.filter(hasZod).map((f) => `${r.path} ${f}`))).toEqual([]);
    // A chunk and everything it imports, as the browser fetches it.
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const m of codeOf(file).matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) closure(`/assets/${m[1]}`, seen);
      return seen;
    };
    const shell = allScripts
      .map((s) => s.file)
      .filter((f) =>
        /\/(live-channel|returned-money-notice|session-ended-dialog|deposit-success-notice)-/.test(f),
      );
    expect(shell.length).toBeGreaterThanOrEqual(3);
    expect(shell.flatMap((f) => [...closure(f)]).filter(hasZod)).toEqual([]);
  });

  it('loads the other namespaces later, one language per chunk', () => {
    const ja = account.ja.overview.welcome;
    const en = account.en.overview.welcome;
    const withJa = allScripts.filter((s) => s.code.includes(ja)).map((s) => s.file);
    const withEn = allScripts.filter((s) => s.code.includes(en)).map((s) => s.file);
    expect(withJa).toHaveLength(1);
    expect(withEn).toHaveLength(1);
    expect(withJa[0]).not.toBe(withEn[0]);
    expect(scripts.map((s) => s.file)).not.toContain(withJa[0]);
  });
});
