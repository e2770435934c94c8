// `pnpm start`: rebuilds the parts whose sources changed (scripts/build.mjs --changed), then runs the
// compiled launcher in this same process (apps/gateway/dist/launch.js: the platform as a child, the
// gateway in front of it with the built web and kiosk). One process, so Ctrl-C ends it with exit 0.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const build = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('build.mjs', import.meta.url)), '--changed'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// The tracing preload before the app (it loads nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
await import('../apps/gateway/dist/tracing.js');
await import('../apps/gateway/dist/launch.js');
