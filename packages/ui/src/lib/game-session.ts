/**
 * Opening and closing a real-money game session on a transfer-wallet platform, shared by the web site
 * and the kiosk: register the player at the provider and move money in before the launch, move
 * everything out of the platform's wallet after the game closes. Demo launches move no money. The
 * caller passes the typed tRPC client calls, so this file knows no transport.
 */
import type { InputOf, OutputOf } from '@casino/shared/catalog/index';

export interface GameSessionClient {
  launchGame: (input: InputOf<'games.launchGame'>) => Promise<OutputOf<'games.launchGame'>>;
  launchDemoGame: (input: InputOf<'games.launchDemoGame'>) => Promise<OutputOf<'games.launchDemoGame'>>;
  transferRegister: (input: InputOf<'games.transferRegister'>) => Promise<OutputOf<'games.transferRegister'>>;
  transferIn: (input: InputOf<'games.transferIn'>) => Promise<OutputOf<'games.transferIn'>>;
  transferOutAll: (input: InputOf<'games.transferOutAll'>) => Promise<OutputOf<'games.transferOutAll'>>;
}

export interface OpenGameRequest {
  gameId: string;
  platformCode: string;
  demo: boolean;
  supMultiMode?: boolean;
  device?: 'pc' | 'mobile';
  returnUrl?: string;
  /** Whether the platform keeps its own wallet (provider.transferModel); unknown: decided by the launch. */
  transferModel?: boolean;
  /** How much to move in; default: the player's whole cash balance in the game's currency. */
  amount?: string;
  onStep?: (step: 'transferring' | 'launching') => void;
}

export type LaunchResult = OutputOf<'games.launchGame'>;

/** An idempotency key for a money movement (8-64 of [A-Za-z0-9_-]). */
export function clientOrderId(): string {
  const rnd =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `w${rnd}`.slice(0, 40);
}

/**
 * Money still on its way back from a game the player just left. A game opened right after (leaving
 * the sports book for a slot) waits for it, or its transfer in would find the cash still away.
 */
let settling: Promise<unknown> = Promise.resolve();

async function moveIn(client: GameSessionClient, req: OpenGameRequest) {
  req.onStep?.('transferring');
  await settling.catch(() => undefined);
  await client.transferRegister({ platformCode: req.platformCode });
  await client.transferIn({
    platformCode: req.platformCode,
    clientOrderId: clientOrderId(),
    ...(req.amount ? { amount: req.amount } : {}),
  });
}

export async function openGame(client: GameSessionClient, req: OpenGameRequest): Promise<LaunchResult> {
  const base = {
    gameId: req.gameId,
    platformCode: req.platformCode,
    ...(req.supMultiMode !== undefined ? { supMultiMode: req.supMultiMode } : {}),
    ...(req.device ? { device: req.device } : {}),
    ...(req.returnUrl ? { returnUrl: req.returnUrl } : {}),
  };
  if (req.demo) {
    req.onStep?.('launching');
    return client.launchDemoGame(base);
  }
  let moved = false;
  if (req.transferModel) {
    await moveIn(client, req);
    moved = true;
  }
  req.onStep?.('launching');
  const launched = await client.launchGame(base);
  if (launched.transferRequired && !moved) await moveIn(client, req);
  return launched;
}

/** Moves everything out of the platform's wallet back to cash (best effort: a failure is reported). */
export async function closeGame(client: GameSessionClient, platformCode: string) {
  const out = settling
    .catch(() => undefined)
    .then(() => client.transferOutAll({ platformCode, clientOrderId: clientOrderId() }));
  settling = out;
  return out;
}
