/**
 * A kiosk session comes only from an authenticated terminal (its cookie from /kiosk-api/register),
 * never from the text of the URL: tRPC decodes the path, so `session%2Elogin`, `%73ession.login` and
 * `session.logi%6E` are session.login too, and a web browser naming a terminal there is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, registerTerminal, startStack, type Stack } from './helper';

const SECRET = 'terminal-secret-for-the-credential-test';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('kiosk-credential', {
    gatewayEnv: { KIOSK_TERMINALS: JSON.stringify([{ id: 'T-CRED', secret: SECRET }]) },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const PATHS = ['session%2Elogin', '%73ession.login', 'session.logi%6E', 'session.login'];

describe('kiosk sessions', () => {
  it('are refused to a web browser naming a terminal, whatever the path spelling', async () => {
    const player = await newPlayer(stack.platform);
    for (const path of PATHS) {
      for (const terminalId of ['T-CRED', 'NO-SUCH-TERMINAL']) {
        const client = stack.client();
        const r = await client.call(
          path,
          { loginType: 'username', account: player.username, password: player.password, terminalId },
          { kind: 'mutation' },
        );
        expect(r.status, `${path} ${terminalId}`).toBe(403);
        expect(client.jar.has('sid')).toBe(false);
      }
    }
  });

  it('a web login through an encoded path is a web session', async () => {
    const player = await newPlayer(stack.platform);
    const client = stack.client();
    const r = await client.call<{ kind: string }>(
      'session%2Elogin',
      { loginType: 'username', account: player.username, password: player.password },
      { kind: 'mutation' },
    );
    expect(r.ok).toBe(true);
    expect(r.data?.kind).toBe('web');
  });

  it('are given to a registered terminal, from its credential', async () => {
    const player = await newPlayer(stack.platform);
    const client = stack.client();
    client.jar.set('kt', await registerTerminal(stack.gateways[0]!.url, { id: 'T-CRED', secret: SECRET }));
    // No terminalId in the body: the credential alone makes it a kiosk session.
    const r = await client.call<{ kind: string; terminalId: string }>(
      'session.login',
      { loginType: 'username', account: player.username, password: player.password },
      { headers: { 'x-casino-client': 'kiosk' } },
    );
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({ kind: 'kiosk', terminalId: 'T-CRED' });
  });
});
