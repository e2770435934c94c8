// Flat config. Besides the recommended TypeScript rules it enforces the import boundaries of
// the architecture (README.md, docs/gateway.md): apps never import each other (only `import type` of the gateway's router), and
// packages/shared stays isomorphic (no Node, DOM-only, React or Fastify imports outside its tests),
// and in the front ends a feature never imports another feature (shared pieces live in the app's
// components/ or lib/, or in packages/ui). No module imports itself back through others
// (import-x/no-cycle): lower layers never import the ones built on them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const otherApps = (self) =>
  ['gateway', 'platform', 'web', 'kiosk']
    .filter((a) => a !== self)
    .map((a) => ({
      group: [`@casino/${a}`, `@casino/${a}/*`, `**/apps/${a}/**`],
      message: `apps never import each other (${self} -> ${a}); share through packages/shared or packages/ui.`,
      allowTypeImports: a === 'gateway',
    }));

/** The feature folders of a front end (apps/<app>/src/features/*). */
const featuresOf = (app) =>
  readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const otherFeatures = (app, self) =>
  featuresOf(app)
    .filter((f) => f !== self)
    .map((f) => ({
      group: [
        `../${f}`,
        `../${f}/**`,
        `../../${f}`,
        `../../${f}/**`,
        `../../../${f}/**`,
        `**/features/${f}`,
        `**/features/${f}/**`,
      ],
      message: `features never import each other (${self} -> ${f}); lift what both need to components/, lib/ or packages/ui.`,
    }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Built by the kiosk's vite build from deploy/lockdown-extension/content.ts.
      'apps/kiosk/deploy/lockdown-extension/lockdown.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // Import cycles, across the whole repository and through the workspace packages (resolved as
    // TypeScript resolves them). Type-only imports leave no trace at run time and are not counted.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The gateway's layers: lib, store and plugins sit below the tRPC layer and the routes, and never
    // import from them, not even a type (import-x/no-cycle does not see type-only imports).
    files: ['apps/gateway/src/{lib,store,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/trpc/*', '**/routes/*'],
              message:
                'lib, store and plugins sit below the tRPC layer and the routes: move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'packages/shared is isomorphic: no Node imports.' },
            {
              group: ['react', 'react-dom', 'react/*', 'fastify', '@fastify/*', 'ioredis', 'undici'],
              message: 'packages/shared imports no framework.',
            },
            { group: ['@casino/*'], message: 'packages/shared imports no app.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'Buffer',
        'localStorage',
        'navigator',
      ],
    },
  },
  ...['gateway', 'platform', 'web', 'kiosk'].map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: otherApps(app) }] },
  })),
  ...['web', 'kiosk'].flatMap((app) =>
    featuresOf(app).map((feature) => ({
      files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [...otherApps(app), ...otherFeatures(app, feature)] },
        ],
      },
    })),
  ),
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/kiosk/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The platform's game pages (bundled for the browser): browser globals, and only types from the
    // server's code (its values would drag Node into the page).
    files: ['apps/platform/src/games-client/**/*.ts'],
    ignores: ['apps/platform/src/games-client/**/*.test.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherApps('platform'),
            {
              group: ['node:*', '@casino/*', 'fastify', 'zod'],
              message: 'the game page runs in the browser.',
            },
            {
              group: ['**/domain/**', '**/core/**', '**/routes/**', '**/dev/**'],
              allowTypeImports: true,
              message: 'the game page imports only types from the server (src/games-client holds its code).',
            },
          ],
        },
      ],
    },
  },
  {
    // React: the rules of hooks and complete effect dependencies; accessible markup (jsx-a11y's
    // recommended set) in every front end. The e2e suites check the running pages with axe as well.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/kiosk/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain scripts served as they are (the pop-up game host).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['**/*.test.ts', '**/test/**', '**/e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
