/**
 * Vite build of the player site. In development /trpc and /api are proxied to the gateway
 * (GATEWAY_URL, default http://127.0.0.1:3000, the gateway's default port) so the browser only ever talks to one origin and the
 * session cookie stays same-origin, exactly as in production where the gateway serves this build.
 *
 * The production build: zod's JIT probe off (`new Function` is refused by the CSP), the i18n plugins of
 * ./vite-i18n.ts, and a brotli and a gzip twin of every asset written at build time
 * (served by the gateway). No manualChunks: vendor groups pulled every module of a package that any
 * lazy page used (react-i18next's Trans, react-query's infinite queries...) into the first page.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { precompress } from '@casino/ui/vite-precompress';
import { i18nPlugins } from './vite-i18n';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/api': { target: gateway, changeOrigin: false },
  '/blob': { target: gateway, changeOrigin: false },
};

/**
 * The shared zod schemas (packages/shared/src/schemas) are built at module level, and a bundler must
 * keep every call it cannot prove free of side effects: one constant taken from a schema file (the
 * tournaments page's PRIZE_CLAIM_STATUS) pulled in all its schemas and with them the whole of zod
 * (23 KiB of brotli before the promotions page could draw). Building a schema has no side effect, so
 * every call in a top-level `const` initialiser gets the PURE annotation comment (not inside functions: a
 * refinement's callback keeps its calls) and the bundler drops the schemas nobody uses.
 */
function pureSchemasPlugin(): Plugin {
  const schemaFile = /\/packages\/shared\/src\/schemas\/[\w/-]+\.ts$/;
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (v: unknown): v is Node =>
    typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
  return {
    name: 'casino-pure-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!schemaFile.test(id)) return null;
      const starts = new Set<number>();
      const visit = (node: Node) => {
        if (/Function/.test(node.type)) return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit);
          else if (isNode(value)) visit(value);
        }
      };
      const program = parseAst(code) as unknown as { body: Node[] };
      for (const statement of program.body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(decl) || decl.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as Node[]) if (isNode(d.init)) visit(d.init);
      }
      // With its calls pure, a schema file has no side effect left: a file none of whose exports is
      // used is dropped whole, with its `import { z } from 'zod'`.
      return { ...insertComments(code, [...starts], '/*#__PURE__*/ '), moduleSideEffects: false };
    },
  };
}

/** `code` with `text` inserted at each offset, and a source map of the shift (columns stay exact). */
function insertComments(code: string, offsets: number[], text: string) {
  const sorted = [...offsets].sort((a, b) => a - b);
  let out = '';
  let last = 0;
  for (const at of sorted) {
    out += code.slice(last, at) + text;
    last = at;
  }
  out += code.slice(last);
  // One segment at each line start and after each insertion, pointing at the same place in `code`.
  const lines: [number, number][][] = [];
  let line = 0;
  let lineStart = 0;
  let shift = 0;
  let next = 0;
  lines[0] = [[0, 0]];
  for (let i = 0; i <= code.length; i++) {
    while (next < sorted.length && sorted[next] === i) {
      shift += text.length;
      lines[line]!.push([i - lineStart + shift, i - lineStart]);
      next++;
    }
    if (code[i] === '\n') {
      line++;
      lineStart = i + 1;
      shift = 0;
      lines[line] = [[0, 0]];
    }
  }
  let prevLine = 0;
  let prevCol = 0;
  const mappings = lines
    .map((segments, l) =>
      segments
        .map(([gen, orig], i) => {
          const s =
            vlq(gen - (i === 0 ? 0 : segments[i - 1]![0])) + vlq(0) + vlq(l - prevLine) + vlq(orig - prevCol);
          prevLine = l;
          prevCol = orig;
          return s;
        })
        .join(','),
    )
    .join(';');
  return { code: out, map: { version: 3, sources: [''], names: [], mappings } };
}

function vlq(n: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    s += chars[digit];
  } while (v > 0);
  return s;
}

/**
 * The modules each route's first screen needs after the entry (its lazy page chunks and the language's
 * namespace chunks), by address; `{lng}` stands for the page's language. The build turns them into
 * route-preloads.json (hashed file names, their static imports and CSS), which the gateway puts into
 * the HTML of a matching address as <link rel="modulepreload">, so the browser fetches them beside
 * the entry instead of one round trip after another (apps/gateway/src/routes/static.ts).
 */
/** A namespace's chunks for a page of language {lng}: i18next also loads the Japanese fallback on an English page. */
const namespaceChunks = (ns: string) => [
  `packages/shared/src/i18n/${ns}.ts?lng={lng}`,
  `packages/shared/src/i18n/${ns}.ts?lng=ja`,
];
/** The account pages: each page's module, the account frame (and its `account` strings) and the page's strings. */
const ACCOUNT_PAGES: [path: string, page: string, namespaces: string[]][] = [
  ['', 'src/features/account/routes/overview-page.tsx', []],
  ['/wallet', 'src/features/wallet/routes/wallet-page.tsx', ['wallet']],
  ['/deposit', 'src/features/wallet/routes/deposit-page.tsx', ['wallet']],
  ['/withdraw', 'src/features/wallet/routes/withdraw-page.tsx', ['wallet']],
  ['/history', 'src/features/wallet/routes/history-page.tsx', ['wallet']],
  ['/bonuses', 'src/features/bonus/routes/bonuses-page.tsx', ['bonus']],
  ['/kyc', 'src/features/account/routes/kyc-page.tsx', []],
  ['/security', 'src/features/account/routes/security-page.tsx', []],
  ['/responsible-gaming', 'src/features/account/routes/responsible-gaming-page.tsx', []],
];

/**
 * The other lazy pages (the features' routes.tsx) with the namespaces beyond the first page's they use;
 * the game pages (slotGame, fb, sports-bet) draw their frame after launching a game and are left out.
 */
const OTHER_PAGES: [path: string, page: string, namespaces: string[]][] = [
  ['/account/multimode', 'src/features/multimode/routes/multimode-page.tsx', ['multimode']],
  ['/videoList', 'src/features/videos/routes/video-list-page.tsx', ['videos']],
  ['/videos/[^/]+', 'src/features/videos/routes/video-page.tsx', ['videos']],
  ['/(?:page(?:/[^/]+)?|cms/[^/]+)', 'src/features/cms/routes/cms-page.tsx', ['videos']],
  ['/login', 'src/features/auth/routes/login-page.tsx', []],
  ['/register', 'src/features/auth/routes/register-page.tsx', []],
  ['/reset-password', 'src/features/auth/routes/reset-password-page.tsx', []],
];

/** The promotions tabs (a tournament's own page is in the tournaments page's module). */
const PROMOTION_PAGES: [path: string, page: string][] = [
  ['', 'tournaments-page'],
  ['/tournaments/[^/]+', 'tournaments-page'],
  ['/lottery', 'lottery-page'],
  ['/guess', 'guess-page'],
  ['/tasks', 'tasks-page'],
  ['/check-in', 'checkin-page'],
  ['/free-spins', 'free-spins-page'],
  ['/vip', 'vip-page'],
];

const ROUTE_PRELOADS: { path: string; modules: string[] }[] = [
  { path: '^/{lng}/game(?:/[^/]+){0,2}/?$', modules: ['src/features/lobby/routes/lobby-page.tsx'] },
  ...ACCOUNT_PAGES.map(([path, page, namespaces]) => ({
    path: `^/{lng}/account${path}/?$`,
    modules: [
      page,
      'src/components/layout/account-frame.tsx',
      ...['account', ...namespaces].flatMap(namespaceChunks),
    ],
  })),
  // The promotions tabs: the tab bar, the tab's page and the promotions strings.
  ...PROMOTION_PAGES.map(([path, page]) => ({
    path: `^/{lng}/promotions${path}/?$`,
    modules: [
      'src/features/promotions/components/promo-layout.tsx',
      `src/features/promotions/routes/${page}.tsx`,
      ...namespaceChunks('promotions'),
    ],
  })),
  // The pages outside the account frame and the promotions: their page module and its strings.
  ...OTHER_PAGES.map(([path, page, namespaces]) => ({
    path: `^/{lng}${path}/?$`,
    modules: [page, ...namespaces.flatMap(namespaceChunks)],
  })),
  // Any other page of the language (the home page: its lobby waits for the session, and its largest
  // paint is the heading the entry draws).
  { path: '^/{lng}(?:/|$)', modules: [] },
];
/** An English page also needs the English strings of the first-page namespaces at once. */
const LANGUAGE_PRELOADS: Record<string, string[]> = { ja: [], en: ['src/lib/i18n-first-en.ts'] };

function routePreloadsPlugin(): Plugin {
  return {
    name: 'casino-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // What index.html already loads up front.
      const upFront = new Set<string>();
      const walk = (file: string) => {
        if (upFront.has(file)) return;
        upFront.add(file);
        const c = bundle[file];
        if (c?.type === 'chunk') c.imports.forEach(walk);
      };
      walk(entry.fileName);
      const chunkOf = (suffix: string) => {
        const found = chunks.find((c) =>
          c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${suffix}`)),
        );
        if (!found) this.error(`route preloads: no chunk holds ${suffix}`);
        return found;
      };
      // A chunk of styles only (a page's CSS file and nothing else): Vite leaves its empty script out
      // of the build after this hook, so only its CSS is named (a preload of the script was a 404).
      const stylesOnly = (c: { moduleIds: string[] }) =>
        c.moduleIds.length > 0 && c.moduleIds.every((id) => /\.css($|\?)/.test(id));
      const filesFor = (modules: string[]) => {
        const seen = new Set<string>();
        const js = new Set<string>();
        const css = new Set<string>();
        const add = (file: string) => {
          if (upFront.has(file) || seen.has(file)) return;
          const c = bundle[file];
          if (c?.type !== 'chunk') return;
          seen.add(file);
          if (!stylesOnly(c)) js.add(file);
          c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          c.imports.forEach(add);
        };
        modules.forEach((m) => add(chunkOf(m).fileName));
        return { js: [...js].map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
      };
      // The gateway takes the first entry whose path matches the address (query and hash cut off).
      const routes = ['ja', 'en'].flatMap((lng) =>
        ROUTE_PRELOADS.map((r) => ({
          path: r.path.replaceAll('{lng}', lng),
          // The page itself is named (the first render waits for it), not only the language's strings.
          page: r.modules.length > 0,
          ...filesFor([...r.modules.map((m) => m.replaceAll('{lng}', lng)), ...LANGUAGE_PRELOADS[lng]!]),
        })),
      );
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

export default defineConfig(() => ({
  plugins: [...i18nPlugins(), react(), pureSchemasPlugin(), routePreloadsPlugin(), precompress()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the `$initial` modules: loaded up front anyway) in
        // one shared chunk instead of a handful of tiny ones that each cost a request and its headers
        // (lazy pages' modules are not initial and keep their own chunks).
        codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial' as const] }] },
      },
    },
  },
}));
