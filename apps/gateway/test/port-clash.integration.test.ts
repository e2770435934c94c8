/**
 * A newcomer whose port is taken is told which port and which variable to change, by the platform and
 * by the gateway alike, instead of a stack trace.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestKeys } from '@casino/testkit/keys';
import { startGateway } from '@casino/testkit/gateway';
import { startPlatform, type TestPlatform } from '@casino/testkit/platform';

let blocker: Server;
let port: number;
let platform: TestPlatform | undefined;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
  port = (blocker.address() as { port: number }).port;
});
afterAll(async () => {
  await platform?.stop();
  await new Promise((r) => blocker.close(r));
});

describe('a port clash', () => {
  it('stops the platform with the port and PLATFORM_PORT named', async () => {
    const failure = await startPlatform({ env: { PLATFORM_PORT: String(port) } }).then(
      () => 'started',
      (err: Error) => err.message,
    );
    expect(failure).toContain(`platform failed to start: port ${port} (127.0.0.1) is already in use`);
    expect(failure).toContain('set PLATFORM_PORT to a free port');
  });

  it('stops the gateway with the port and GATEWAY_PORT named', async () => {
    platform = await startPlatform({ keys: makeTestKeys() });
    const failure = await startGateway({
      platform,
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'port-clash:',
      env: { GATEWAY_PORT: String(port), GATEWAY_MEMORY_STORE_FALLBACK: '1' },
    }).then(
      () => 'started',
      (err: Error) => err.message,
    );
    expect(failure).toContain(`gateway failed to start: port ${port} (127.0.0.1) is already in use`);
    expect(failure).toContain('set GATEWAY_PORT to a free port');
  });
});
