/**
 * The gateway's entry point (`node dist/server.js` in production, tsx in development and tests): parse
 * the configuration (fail fast, naming every bad variable), start, and close gracefully on signals.
 */
import { ConfigError, parseConfig, type GatewayConfig } from './config';
import { closeOnSignals, startGateway } from './start';

let config: GatewayConfig;
try {
  config = parseConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
startGateway(config).then(closeOnSignals, (err: unknown) => {
  process.stderr.write(`gateway failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
