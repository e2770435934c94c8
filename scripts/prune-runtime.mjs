// Trims a `pnpm deploy --prod` output to what runs, then prints its package list (the evidence that a
// runtime image holds no compiler, no tsx, no test tool):
//   node scripts/prune-runtime.mjs /out/gateway
// tRPC declares TypeScript as a required peer for its types, so `pnpm deploy --prod` installs the
// compiler (23 MB) beside it; the services run compiled JavaScript and never load it. Type declarations
// (@types/*: protobufjs, under the OpenTelemetry SDK, lists @types/node as a dependency) hold no code
// either. Anything TYPE_ONLY names is removed, with the links to it. Fails when a development tool is
// still there.
import { existsSync, lstatSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Store entries (`<name>@<version>`, a scope's slash written as +) that hold only types. */
const TYPE_ONLY = ['typescript@', '@types+'];
const DEV_TOOLS =
  /^(typescript|tsx|vitest|vite|esbuild|eslint|prettier|playwright|@playwright\/.*|@types\/.*|testcontainers)$/;

export function pruneRuntime(dir) {
  const store = join(dir, 'node_modules/.pnpm');
  if (!existsSync(store)) throw new Error(`${dir}: no node_modules/.pnpm (not a pnpm deploy output)`);
  for (const entry of readdirSync(store))
    if (TYPE_ONLY.some((prefix) => entry.startsWith(prefix))) rmSync(join(store, entry), { recursive: true });
  // Links to what was removed (in the store's own node_modules folders and at the top).
  const dangling = (folder) => {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = lstatSync(path);
      if (name.startsWith('@') && stat.isDirectory()) dangling(path);
      else if (stat.isSymbolicLink() && !existsSync(resolve(folder, readlinkSync(path)))) rmSync(path);
    }
  };
  dangling(join(dir, 'node_modules'));
  for (const entry of readdirSync(store)) dangling(join(store, entry, 'node_modules'));
  const packages = readdirSync(store)
    .filter((e) => e !== 'node_modules' && !e.startsWith('lock'))
    // <name>@<version>[_<peers>], a scope's slash written as +.
    .map((e) => /^(@?[^@]+)@([^_]+)/.exec(e))
    .filter((m) => m !== null)
    .map(([, name, version]) => `${name.replace('+', '/')}@${version}`)
    .sort();
  const tools = packages.filter((p) => DEV_TOOLS.test(p.replace(/@[^@]+$/, '')));
  if (tools.length > 0) throw new Error(`${dir}: development tools in the runtime: ${tools.join(', ')}`);
  return packages;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/prune-runtime.mjs <pnpm deploy output>');
  const packages = pruneRuntime(dir);
  process.stdout.write(`${dir}: ${packages.length} runtime packages\n  ${packages.join('\n  ')}\n`);
}
