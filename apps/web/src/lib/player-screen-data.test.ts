import { describe, expect, it } from 'vitest';
import { getQueryKey } from '@trpc/react-query';
import { QueryClient } from '@tanstack/react-query';
import { PLAYER_SCREENS, playerScreenJson, SESSION_CALL } from '@casino/shared/rules/player-first-screen';
import { playerQueryKey, seedPlayerScreen } from './player-screen-data';
import { trpc } from './trpc';

/** A document with just the data block, as the gateway writes it. */
function pageWith(json: string): Document {
  return {
    getElementById: (id: string) => (id === 'player-screen-data' ? { textContent: json } : null),
  } as unknown as Document;
}

const proxyOf = (procedure: string) => {
  const [group, name] = procedure.split('.') as [string, string];
  return (trpc as unknown as Record<string, Record<string, Parameters<typeof getQueryKey>[0]>>)[group]![
    name
  ]!;
};

describe("the answers sent with a signed-in player's page", () => {
  it("use tRPC's own query key for the session and every call of every account page", () => {
    expect(playerQueryKey(...SESSION_CALL)).toEqual(
      getQueryKey(proxyOf(SESSION_CALL[0]), undefined, 'query'),
    );
    const session = { loggedIn: true, currency: 'JPY' };
    for (const screen of PLAYER_SCREENS) {
      const calls = [
        ...screen.calls(session),
        ...(screen.then?.(session, [[{ methodType: 'BANK_CARD' }]]) ?? []),
        ...(screen.then?.(session, [[{ methodType: 'CRYPTO_ADDRESS' }]]) ?? []),
      ];
      for (const [procedure, input] of calls) {
        expect(playerQueryKey(procedure, input)).toEqual(getQueryKey(proxyOf(procedure), input, 'query'));
      }
    }
  });

  it('fill the cache before the first render: the session is known and the page has its data', () => {
    const client = new QueryClient();
    const view = { loggedIn: true, currency: 'JPY', user: { loginName: 'p' } };
    const json = playerScreenJson([
      { path: 'session.current', data: view },
      { path: 'kyc.queryPlayerInfo', input: {}, data: { auditStatus: 1 } },
    ]);
    seedPlayerScreen(client, pageWith(json), '/ja/account/kyc');
    expect(client.getQueryData(playerQueryKey('session.current', undefined))).toEqual(view);
    expect(client.getQueryData(playerQueryKey('kyc.queryPlayerInfo', {}))).toEqual({ auditStatus: 1 });
  });

  it("leave the cache alone without a signed-in session or the page's data block", () => {
    const client = new QueryClient();
    seedPlayerScreen(
      client,
      pageWith(playerScreenJson([{ path: 'session.current', data: { loggedIn: false } }])),
      '/ja/account',
    );
    seedPlayerScreen(client, pageWith('{not json'), '/ja/account');
    seedPlayerScreen(client, { getElementById: () => null } as unknown as Document, '/ja/account');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
