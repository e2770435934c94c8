/**
 * Starts the gateway: parse the configuration (fail fast, naming every bad variable), build the app,
 * listen, and close gracefully on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the
 * upstream pool and Redis).
 */
import Fastify from 'fastify';
import app, { serverOptions } from './app';
import { ConfigError, parseConfig, type GatewayConfig } from './config';
import { loggerOptions } from './logger';
import type { Store } from './store/store';

export async function startGateway(config: GatewayConfig, options: { store?: Store } = {}) {
  const server = Fastify({ ...serverOptions(config), logger: loggerOptions(config.logLevel) });
  await server.register(app, { config, store: options.store });
  const address = await server.listen({ host: config.host, port: config.port });
  const listening = { url: address, store: server.gateway.store.kind };
  // Harnesses wait for this line, so it is printed even when the log level hides info lines.
  if ((server.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info'))
    server.log.info(listening, 'gateway listening');
  else
    process.stdout.write(
      JSON.stringify({ level: 30, time: Date.now(), ...listening, msg: 'gateway listening' }) + '\n',
    );
  return server;
}

export function closeOnSignals(server: {
  close(): Promise<unknown>;
  log: { info(o: object, m: string): void };
}) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      server.log.info({ signal }, 'closing');
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
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
}
