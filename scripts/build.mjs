// `pnpm build`: builds the whole product: the platform and the gateway to plain JavaScript
// (scripts/build-service.mjs, esbuild) and the web and kiosk front ends (Vite), each into its dist/.
// `--changed` (what `pnpm start` uses) rebuilds only the parts whose inputs changed since their last
// build: each dist/ keeps a .build-hash of its inputs (sources, the packages it bundles, its build
// configuration and the lockfile), compared by content, not by file times.
//   node scripts/build.mjs [--changed] [platform|gateway|web|kiosk ...]
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What each part is built from, relative to the repository root. */
export const TARGETS = {
  platform: {
    pkg: '@casino/platform',
    inputs: [
      'apps/platform/src',
      'apps/platform/scripts/build-assets.mjs',
      'apps/platform/package.json',
      'packages/shared/src',
      'scripts/build-service.mjs',
    ],
  },
  gateway: {
    pkg: '@casino/gateway',
    inputs: [
      'apps/gateway/src',
      'apps/gateway/package.json',
      'packages/shared/src',
      'scripts/build-service.mjs',
    ],
  },
  web: {
    pkg: '@casino/web',
    inputs: ['apps/web', 'packages/ui/src', 'packages/shared/src'],
  },
  kiosk: {
    pkg: '@casino/kiosk',
    inputs: ['apps/kiosk', 'packages/ui/src', 'packages/shared/src'],
  },
};

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'e2e',
  'test',
  'test-results',
  'playwright-report',
  '.vite',
]);
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function listFiles(path, out) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(join(path, entry.name), out);
    } else if (entry.isFile() && !isTestFile(entry.name) && !entry.name.endsWith('.tsbuildinfo')) {
      out.push(join(path, entry.name));
    }
  }
}

export function inputHash(target) {
  const files = [];
  for (const input of [...TARGETS[target].inputs, 'pnpm-lock.yaml', 'scripts/build.mjs'])
    listFiles(join(repoRoot, input), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const appDir = (target) => join(repoRoot, 'apps', target);
const stampFile = (target) => join(appDir(target), 'dist', '.build-hash');

export function isUpToDate(target) {
  const stamp = stampFile(target);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputHash(target);
}

function buildTarget(target) {
  const hash = inputHash(target);
  const run = spawnSync('pnpm', ['--filter', TARGETS[target].pkg, 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    process.stderr.write(`build: ${target} failed\n`);
    process.exit(run.status ?? 1);
  }
  writeFileSync(stampFile(target), hash + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const changedOnly = args.includes('--changed');
  const wanted = args.filter((a) => !a.startsWith('--'));
  for (const name of wanted) if (!(name in TARGETS)) throw new Error(`build: unknown part ${name}`);
  for (const target of wanted.length > 0 ? wanted : Object.keys(TARGETS)) {
    if (changedOnly && isUpToDate(target)) {
      process.stdout.write(`build: ${target} is up to date\n`);
      continue;
    }
    process.stdout.write(`build: ${target}\n`);
    buildTarget(target);
  }
}
