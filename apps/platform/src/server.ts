/** Starts the reference platform: configuration, logger, listen, graceful close. */
import { parseConfig } from './config';
import { buildPlatform } from './app';

// A configuration error is the operator's to fix: its message alone, without a stack trace.
let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
const { app } = await buildPlatform(config);

let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'platform shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));
// Started by the dev launcher with an IPC channel: when the launcher ends, however it ends (SIGKILL
// included), the channel closes and the platform stops instead of holding its port and database.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => void close('launcher gone'));
}

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ url: `http://${config.host}:${port}` }, 'platform listening');
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  const why =
    code === 'EADDRINUSE'
      ? `port ${config.port} (${config.host}) is already in use: stop what uses it or set PLATFORM_PORT to a free port`
      : code === 'EACCES'
        ? `port ${config.port} (${config.host}) needs privileges: set PLATFORM_PORT to a port above 1023`
        : code === 'EADDRNOTAVAIL'
          ? `address ${config.host} is not on this machine: set PLATFORM_HOST (e.g. 127.0.0.1 or 0.0.0.0)`
          : (err as Error).message;
  app.log.error({ err }, 'platform failed to start');
  process.stderr.write(`platform failed to start: ${why}\n`);
  await app.close().catch(() => undefined);
  process.exit(1);
}
