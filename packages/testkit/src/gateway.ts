/**
 * Gateway instances as child processes (apps/gateway/src/server.ts), any number of them sharing one
 * Redis, each on a free port, with every log line kept for inspection.
 */
import { serviceEntry } from './repo';
import { spawnService, type ServiceProcess } from './process';
import type { TestPlatform } from './platform';

export type TestGateway = ServiceProcess;

export function startGateway(opts: {
  /** The platform it calls (only its gatewayEnv is read, so the platform may still be starting). */
  platform: Pick<TestPlatform, 'gatewayEnv'>;
  redisUrl: string;
  prefix: string;
  env?: Record<string, string>;
  echo?: boolean;
  /** The server to run: serviceEntry('gateway') by default (sources, or the build). */
  entry?: string;
}): Promise<TestGateway> {
  return spawnService({
    name: 'gateway',
    entry: opts.entry ?? serviceEntry('gateway'),
    env: {
      NODE_ENV: 'test',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      GATEWAY_LOG_LEVEL: 'info',
      REDIS_URL: opts.redisUrl,
      REDIS_PREFIX: opts.prefix,
      GATEWAY_MEMORY_STORE_FALLBACK: '0',
      // Generous limits: tests that check limits set their own.
      RATE_LOGIN_PER_MIN: '1000',
      RATE_REGISTER_PER_HOUR: '1000',
      RATE_CODE_PER_10MIN: '1000',
      RATE_CAPTCHA_PER_MIN: '1000',
      // No load shedding: a saturated 2-core CI machine can lag the loop past the limit; the
      // load-shedding test sets its own limits.
      GATEWAY_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...opts.platform.gatewayEnv,
      ...opts.env,
    },
    listeningMsg: 'gateway listening',
    echo: opts.echo,
  });
}
