/**
 * The answers the gateway sent with a signed-in player's page (apps/gateway/src/routes/
 * player-first-screen.ts: the session view and the account page's first calls, as
 * `<script type="application/json" id="player-screen-data">`) go into the query cache before the first
 * render, as if the page's own calls had just answered: the first commit shows the page with the
 * player's figures, not a loading box, and those calls are not made. Only a signed-in session view and
 * the calls that page makes for it, with their exact inputs, are taken
 * (packages/shared/src/rules/player-first-screen.ts). The live channel keeps the figures current after.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PLAYER_SCREEN_DATA_ID, readPlayerScreenAnswers } from '@casino/shared/rules/player-first-screen';

/** tRPC's query key of a query call (what `getQueryKey(procedure, input, 'query')` gives). */
export function playerQueryKey(procedure: string, input: unknown): unknown[] {
  return [procedure.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

export function seedPlayerScreen(
  client: QueryClient,
  doc: Document = document,
  path: string = window.location.pathname,
): void {
  const element = doc.getElementById(PLAYER_SCREEN_DATA_ID);
  if (!element) return;
  for (const answer of readPlayerScreenAnswers(element.textContent ?? '', path)) {
    client.setQueryData(playerQueryKey(answer.path, answer.input), answer.data);
  }
}
