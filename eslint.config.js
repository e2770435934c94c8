// Flat config. Besides the recommended TypeScript rules it enforces the import boundaries of
// docs/architecture: apps never import each other (only `import type` of the gateway's router), and
// packages/shared stays isomorphic (no Node, DOM-only, React or Fastify imports outside its tests).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const otherApps = (self) =>
  ['gateway', 'platform', 'web', 'kiosk']
    .filter((a) => a !== self)
    .map((a) => ({
      group: [`@casino/${a}`, `@casino/${a}/*`, `**/apps/${a}/**`],
      message: `apps never import each other (${self} -> ${a}); share through packages/shared or packages/ui.`,
      allowTypeImports: a === 'gateway',
    }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/platform/public/**',
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
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/kiosk/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/test/**', '**/e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
