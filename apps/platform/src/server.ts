/** Starts the reference platform: configuration, logger, listen, graceful close. */
import { parseConfig } from './config';
import { buildPlatform } from './app';

const config = parseConfig();
const { app } = await buildPlatform(config);

const close = async (signal: string) => {
  app.log.info({ signal }, 'platform shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ url: `http://${config.host}:${port}` }, 'platform listening');
} catch (err) {
  app.log.error({ err }, 'platform failed to start');
  process.exit(1);
}
