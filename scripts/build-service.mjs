// Compiles a Node service of the workspace (apps/gateway, apps/platform) to plain JavaScript with
// esbuild: one ES module per entry in <app>/dist/, the workspace packages (@casino/*, TypeScript
// sources) bundled in, every npm package left as an import of node_modules. Production then runs
// `node dist/server.js` with the app's production dependencies only, so the build fails when the
// bundle imports a package that is not in the app's `dependencies`. An app's browser assets, if it has
// any (apps/platform/scripts/build-assets.mjs), are built into the same folder.
//   node scripts/build-service.mjs apps/platform server
//   node scripts/build-service.mjs apps/gateway server dev/launch
//   node scripts/build-service.mjs apps/platform server --outdir=apps/platform/.tmp/dist (tests)
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function buildService(appDir, entries, outdir = join(appDir, 'dist')) {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const packageOf = (spec) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const undeclared = new Set();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: resolve(appDir),
    entryPoints: Object.fromEntries(entries.map((e) => [e.replace(/^.*\//, ''), `src/${e}.ts`])),
    outdir: resolve(outdir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS helpers (none today) would need require in an ES module.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@casino/')) return undefined;
            if (args.path.startsWith('node:') || builtinModules.includes(args.path))
              return { external: true };
            const name = packageOf(args.path);
            if (!runtime.has(name)) undeclared.add(`${name} (imported by ${args.importer})`);
            return { external: true };
          });
        },
      },
    ],
  });
  if (undeclared.size > 0) {
    rmSync(outdir, { recursive: true, force: true });
    throw new Error(
      `${pkg.name}: the bundle imports packages missing from its dependencies:\n  ${[...undeclared].join('\n  ')}`,
    );
  }
  // What the service serves to browsers (the platform's game pages): <app>/scripts/build-assets.mjs
  // writes it next to the bundle.
  const assets = join(resolve(appDir), 'scripts/build-assets.mjs');
  if (existsSync(assets)) await (await import(pathToFileURL(assets).href)).buildAssets(resolve(outdir));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outdir = args.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length);
  const [appDir, ...entries] = args.filter((a) => !a.startsWith('--'));
  await buildService(appDir, entries.length > 0 ? entries : ['server'], outdir);
}
