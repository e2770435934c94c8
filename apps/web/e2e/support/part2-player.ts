/**
 * Helpers of the lobby, game, multi-machine, promotion and video specs: a seeded player logged in
 * through the gateway (the same tRPC call the login form makes, so the browser holds a real session
 * cookie), tRPC reads for picking test data, and the platform's dev endpoints these specs need.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createPlayer, uniqueName } from './platform';
import { devKey } from './stack';
import { openPage } from './fixtures';

const CLIENT_HEADER = { 'x-casino-client': 'web' };

export interface Player {
  username: string;
  password: string;
  loginName: string;
}

/** Seeds a player with JPY and logs the page's browser context in as them. */
export async function loginNewPlayer(
  page: Page,
  balances: Record<string, string> = { JPY: '10000.00' },
): Promise<Player> {
  const username = uniqueName('p2');
  const password = 'secret123';
  const { loginName } = await createPlayer({ username, password, currency: 'JPY', balances });
  const res = await page.request.post('/trpc/session.login', {
    headers: { ...CLIENT_HEADER, 'content-type': 'application/json' },
    data: { loginType: 'username', account: username, password },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return { username, password, loginName };
}

/** A tRPC query through the gateway with the page's session. */
export async function trpcQuery<T>(
  request: APIRequestContext,
  procedure: string,
  input: unknown = {},
): Promise<T> {
  const res = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: CLIENT_HEADER,
  });
  if (!res.ok()) throw new Error(`${procedure}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export async function trpcMutation<T>(
  request: APIRequestContext,
  procedure: string,
  input: unknown = {},
): Promise<T> {
  const res = await request.post(`/trpc/${procedure}`, {
    headers: { ...CLIENT_HEADER, 'content-type': 'application/json' },
    data: input,
  });
  if (!res.ok()) throw new Error(`${procedure}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export async function dev<T>(path: string, body: unknown): Promise<T> {
  const url = process.env.E2E_PLATFORM_URL;
  if (!url) throw new Error('E2E_PLATFORM_URL is not set');
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'x-dev-key': devKey(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The JPY cash wallet as the session reports it. */
export async function cashJpy(request: APIRequestContext): Promise<string> {
  const s = await trpcQuery<{ user: { wallets: { currency: string; amount: string }[] } | null }>(
    request,
    'session.current',
  );
  return s.user?.wallets.find((w) => w.currency === 'JPY')?.amount ?? '0';
}

export interface GameRow {
  gameId: string;
  platformCode: string;
  gameName: string;
  gameType: string;
  supMultiMode: boolean;
  demo: boolean;
}

export async function listGames(
  request: APIRequestContext,
  input: Record<string, unknown>,
): Promise<GameRow[]> {
  return (
    await trpcQuery<{ list: GameRow[] }>(request, 'games.machineInfoList', {
      pageNo: 1,
      pageSize: 99,
      ...input,
    })
  ).list;
}

export const APPLE_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** On the multi-machine page, adds a game as a player does: "add", its type, its id in the search, its button. */
export async function pickMultiModeGame(page: Page, game: GameRow) {
  await page.getByRole('button', { name: '台を追加' }).first().click();
  const dialog = page.getByRole('dialog', { name: '追加する台を選ぶ' });
  await expect(dialog).toBeVisible();
  const type = game.gameType === 'pachinko' ? 'パチンコ・パチスロ' : 'スロット';
  await dialog.getByRole('button', { name: type, exact: true }).click();
  const search = dialog.getByRole('searchbox');
  await search.fill(game.gameId);
  await expect(search).toHaveValue(game.gameId);
  await dialog
    .getByRole('button', { name: new RegExp(`^${esc(game.gameName)}`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens a JPT slot's game page in `lng` and waits for the game to be ready; with `balance`, also for
 * the money that moves in once it is (the game balance the page shows). Answers the game's frame.
 * `supMultiMode`: the address's flag (default: the game's own).
 */
export async function openJptSlot(
  page: Page,
  lng: 'ja' | 'en',
  opts: { balance?: string; supMultiMode?: boolean } = {},
) {
  const [game] = await listGames(page.request, { gameType: 'slots', platformCode: 'JPT' });
  if (!game) throw new Error('no JPT slot seeded');
  const multi = opts.supMultiMode ?? game.supMultiMode;
  await page.goto(`/${lng}/slotGame?platformCode=JPT&gameId=${game.gameId}&supMultiMode=${multi}&type=slots`);
  const frame = page.frameLocator('iframe.game-stage__frame');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  if (opts.balance) await expect(page.getByTestId('game-balance')).toHaveText(opts.balance);
  return frame;
}

/** On the multi-machine page (opened for a new player with `balances`), adds one multi-mode slot. */
export async function openMultiModeWithOneGame(page: Page, balances?: Record<string, string>) {
  await loginNewPlayer(page, balances);
  const [game] = await listGames(page.request, { gameType: 'slots', supMultiMode: true });
  await openPage(page, '/ja/account/multimode', 'マルチ台モード');
  await pickMultiModeGame(page, game!);
  return game!;
}

/** A new player (¥10,000) opens the seeded live-casino game from its list: answers the pop-up that hosts it. */
export async function openLiveCasinoPopup(page: Page) {
  await loginNewPlayer(page, { JPY: '10000.00' });
  const [game] = await listGames(page.request, { gameType: 'live-casino', platformCode: 'SKLIVE' });
  if (!game) throw new Error('no live game seeded');
  await page.goto('/ja/game/live-casino');
  const card = page.getByTestId('game-results').getByRole('article', { name: game.gameName });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: `プレイ: ${game.gameName}` }).click(),
  ]);
  return popup;
}
