/**
 * A signed-in player's first screen, prepared with the page's HTML. Without it a player's page goes
 * HTML -> scripts -> session.current and the page's calls -> render: its first commit waits for a round
 * trip made only once the scripts ran (on a phone, the largest paint 0.7-1 s after the first). When
 * the request carries a live session (Sessions.presence), the gateway makes those calls itself, as the
 * browser would make them (the same procedures through the same router, the request's cookie, the
 * page's language), and puts their answers in the page
 * (`<script type="application/json" id="player-screen-data">`): the session view on every page, and on
 * the account pages their first calls (packages/shared/src/rules/player-first-screen.ts). The web puts
 * them in its query cache before the first render (apps/web/src/lib/player-screen-data.ts).
 *
 * What goes in the page is what the browser's own calls answer: the session view (no token: upstream
 * tokens never leave the gateway) and the page's data; an answer with a field named like a secret
 * (`carriesSecret`) is left out. Such a page is the player's alone: `Cache-Control: no-store` (no cache
 * of any kind keeps it, nor shows it again from history without asking), and it varies on the cookie.
 * Its figures are as fresh as the calls' (made with the HTML); the live channel keeps them current after.
 * The HTML waits for the calls at most PLAYER_PAGE_DATA_WAIT_MS: past it, or on any failure, the page
 * gets what has answered by then and makes the rest of its calls itself, as before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { toApiLanguage } from '@casino/shared/rules/constants';
import {
  carriesSecret,
  PLAYER_SCREEN_DATA_ID,
  playerScreenJson,
  playerScreenOf,
  SESSION_CALL,
  type PlayerAnswer,
  type PlayerCall,
  type PlayerSessionLike,
} from '@casino/shared/rules/player-first-screen';
import { PAGE_LANGUAGE_HEADER } from '../plugins/app/sessions';
import { buildAppRouter, directCallOf } from '../trpc/router';
import { createContext, type GatewayContext } from '../trpc/init';
import type { GatewayConfig } from '../config';

/** The router's procedures by their full path, built once per configuration. */
const proceduresOf = new WeakMap<GatewayConfig, Record<string, AnyTRPCProcedure>>();

function procedures(config: GatewayConfig): Record<string, AnyTRPCProcedure> {
  let found = proceduresOf.get(config);
  if (!found) {
    found = (buildAppRouter(config) as AnyTRPCRouter)._def.procedures as Record<string, AnyTRPCProcedure>;
    proceduresOf.set(config, found);
  }
  return found;
}

/** One query as /trpc would answer it (router.ts directCallOf for a catalog procedure, else tRPC's own). */
async function call(ctx: GatewayContext, [path, input]: PlayerCall): Promise<unknown> {
  const proc = procedures(ctx.gw.config)[path];
  if (!proc || proc._def.type !== 'query') throw new Error(`not a query: ${path}`);
  const direct = directCallOf(proc);
  if (direct) return direct(ctx, path, input);
  return proc({
    path,
    getRawInput: () => Promise.resolve(input),
    ctx,
    type: 'query',
    signal: undefined,
    batchIndex: 0,
  });
}

/** What a signed-in player's page gets in its head. */
export interface PlayerFirstScreen {
  /** The answers, the session view first; none: the page is served as before. */
  answers: PlayerAnswer[];
  /** The page's largest pictures, to preload. */
  images: string[];
  /** Another page whose route's scripts to name too (the lobby on a player's home), or null. */
  showsPageOf: string | null;
}

export const NO_PLAYER_SCREEN: PlayerFirstScreen = { answers: [], images: [], showsPageOf: null };

/** Only an absolute http(s) address or a same-origin path is ever named. */
const SAFE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

/**
 * The answers to put in a signed-in player's page at `path`, or none (the wait turned off, a session
 * that is not signed in after all, a failure of session.current). The caller has seen a live session
 * under the request's cookie. Never throws.
 */
export async function playerFirstScreen(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<PlayerFirstScreen> {
  const wait = req.server.gateway.config.cache.playerPageWaitMs;
  if (wait <= 0) return NO_PLAYER_SCREEN;
  // The calls as the page makes them: in the page's language (its x-casino-language), with the cookie.
  const pageLng = /^\/(ja|en)(?:\/|$)/.exec(path)?.[1];
  const headers = pageLng
    ? { ...req.headers, [PAGE_LANGUAGE_HEADER]: toApiLanguage(pageLng === 'en' ? 'en' : 'ja') }
    : req.headers;
  const pageReq = Object.create(req, { headers: { value: headers } }) as FastifyRequest;
  const ctx = createContext({
    req: pageReq,
    res: reply,
    info: undefined,
  } as unknown as CreateFastifyContextOptions);
  // Each answer with the place of its call: the page lists them in the order the calls are made, not
  // in the order they happened to answer.
  const answers: { at: number; answer: PlayerAnswer }[] = [];
  let made = 0;
  const put = ([p, input]: PlayerCall, data: unknown, at: number) => {
    if (carriesSecret(data)) {
      req.log.warn({ procedure: p }, 'player first screen: an answer with a secret-like field left out');
      return;
    }
    answers.push({
      at,
      answer: input === undefined ? { path: p, data } : { path: p, input: { ...input }, data },
    });
  };
  const settle = (calls: PlayerCall[]) =>
    Promise.all(
      calls.map((c) => {
        const at = made++;
        return call(ctx, c).then(
          (data) => {
            put(c, data, at);
            return data;
          },
          (err: unknown) => {
            req.log.debug({ err, procedure: c[0] }, 'player first screen: call left to the page');
            return undefined;
          },
        );
      }),
    );
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  let images: string[] = [];
  const screen = playerScreenOf(path);
  const work = (async () => {
    const session = (await call(ctx, SESSION_CALL)) as PlayerSessionLike;
    if (session?.loggedIn !== true || late) return;
    put(SESSION_CALL, session, made++);
    if (!screen) return;
    const first = await settle(screen.calls(session));
    if (late) return;
    images = (screen.pictures?.(first) ?? []).filter((url) => SAFE_URL.test(url));
    const later = screen.then?.(session, first) ?? [];
    if (later.length) await settle(later);
  })();
  try {
    await Promise.race([
      work,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, wait);
      }),
    ]);
  } catch (err) {
    req.log.debug({ err }, 'player first screen skipped');
    return NO_PLAYER_SCREEN;
  } finally {
    late = true;
    clearTimeout(timer);
  }
  work.catch(() => undefined);
  // Only with the session view first: the page takes nothing else without it.
  const inOrder = answers
    .slice()
    .sort((a, b) => a.at - b.at)
    .map((a) => a.answer);
  if (inOrder[0]?.path !== SESSION_CALL[0]) return NO_PLAYER_SCREEN;
  const lng = /^\/(ja|en)(?:\/|$)/.exec(path)?.[1] ?? 'ja';
  return { answers: inOrder, images, showsPageOf: screen?.showsPageOf?.(lng) ?? null };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Sends the page, with the player's first screen when there is one: the scripts of the page it shows
 * (`scriptsOf`: that route's modulepreload and style links), its largest pictures at high priority, and
 * the answers in a data block (never run: the script-src policy does not apply to it, and its JSON
 * cannot close it), all before </head>. Such a page is kept by no cache at all (`no-store`), as the
 * /trpc answers it carries are.
 */
export function withPlayerScreen(
  reply: FastifyReply,
  html: string,
  player: PlayerFirstScreen,
  scriptsOf: (path: string) => string,
) {
  if (!player.answers.length) return reply.send(html);
  const head = [
    player.showsPageOf ? scriptsOf(player.showsPageOf) : '',
    ...player.images.map(
      (src) => `  <link rel="preload" as="image" href="${attr(src)}" fetchpriority="high">\n`,
    ),
    `  <script type="application/json" id="${PLAYER_SCREEN_DATA_ID}">${playerScreenJson(player.answers)}</script>\n`,
  ].join('');
  return reply.header('cache-control', 'no-store').send(html.replace('</head>', () => `${head}  </head>`));
}
