/** Lobby routes: /{lng}/game and the category pages /{lng}/game/{type}[/{provider}]. */
import type { RouteObject } from '../../lib/router';

const lobby = () => import('./routes/lobby-page').then((m) => ({ Component: m.LobbyPage }));

export const routes: RouteObject[] = [
  { path: 'game', lazy: lobby },
  { path: 'game/:type', lazy: lobby },
  { path: 'game/:type/:provider', lazy: lobby },
];
