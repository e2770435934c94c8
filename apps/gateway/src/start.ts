/**
 * Starting and stopping a gateway: build the app, listen, and close gracefully on SIGINT/SIGTERM (stop
 * accepting, finish in-flight requests, close the upstream pool and Redis). Used by ./server.ts (the
 * production entry) and ./dev/launch.ts (`pnpm start`).
 */
import Fastify from 'fastify';
import app, { serverOptions } from './app';
import type { GatewayConfig } from './config';
import { loggerOptions } from './logger';
import type { Store } from './store/store';

export async function startGateway(
  config: GatewayConfig,
  options: { store?: Store; logStream?: NodeJS.WritableStream } = {},
) {
  const server = Fastify({
    ...serverOptions(config),
    logger: loggerOptions(config.logLevel, options.logStream),
  });
  await server.register(app, { config, store: options.store });
  let address: string;
  try {
    address = await server.listen({ host: config.host, port: config.port });
  } catch (err) {
    await server.close().catch(() => undefined);
    throw listenError(err, config.host, config.port);
  }
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

/** A port clash names the port and the variable that moves it. */
export function listenError(err: unknown, host: string, port: number): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new Error(
      `port ${port} (${host}) is already in use: stop what uses it or set GATEWAY_PORT to a free port`,
    );
  if (code === 'EACCES')
    return new Error(`port ${port} (${host}) needs privileges: set GATEWAY_PORT to a port above 1023`);
  if (code === 'EADDRNOTAVAIL')
    return new Error(`address ${host} is not on this machine: set GATEWAY_HOST (e.g. 127.0.0.1 or 0.0.0.0)`);
  return err as Error;
}
