/**
 * The answers the gateway sent with the page (apps/gateway/src/routes/first-screen.ts: a lobby's
 * banners and filters, the tournaments' first page, the videos, as
 * `<script type="application/json" id="first-screen-data">`)
 * go into the query cache before the first render, as if the page's own calls had just answered: the
 * first commit shows them (the page's largest picture among them) and those calls are not made.
 * Read when the query client is made, for the address the page was opened on; only calls that page's first screen makes, with
 * their exact inputs, are taken (packages/shared/src/rules/first-screen.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, readFirstScreenAnswers } from '@casino/shared/rules/first-screen';

/** tRPC's query key of a query call (what `getQueryKey(procedure, input, 'query')` gives). */
export function queryKeyOf(procedure: string, input: unknown): unknown[] {
  return [procedure.split('.'), { input, type: 'query' }];
}

export function seedFirstScreen(
  client: QueryClient,
  doc: Document = document,
  path: string = window.location.pathname,
): void {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return;
  for (const answer of readFirstScreenAnswers(element.textContent ?? '', path)) {
    client.setQueryData(queryKeyOf(answer.path, answer.input), answer.data);
  }
}
