/**
 * Game pages served by the platform, as a provider would serve them: the launch URL opens
 * /games/play/<gameId> (an HTML shell plus /games/assets/game.js), the page trades the launch token of
 * its URL fragment for a game session once (POST /games/api/session), then plays with plain JSON calls
 * authenticated by that session (x-game-session header; no cookie, so several games in iframes of one
 * browser never share state). Artwork is generated SVG under /games/art/.
 *
 * Headers: game pages may be framed only by PLATFORM_GAME_FRAME_ANCESTORS and run only our own script;
 * everything else here refuses framing and any active content.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CODES } from '@casino/shared/protocol/codes';
import { toUnits, fromUnits } from '@casino/shared/schemas/money';
import type { PlatformConfig } from '../config';
import { PlatformError } from '../core/errors';
import type { PlatformState } from '../core/state';
import { gameArtSvg, providerLogoSvg } from '../domain/games/art';
import { BACCARAT, PACHINKO, REELS3, REELS5 } from '../domain/games/engines';
import { betSteps } from '../domain/games/limits';
import { engineOf, exchangeLaunchToken, liveSession, playRound, sessionBalance } from '../domain/games/play';
import { gamesStore, type GameSession } from '../domain/games/store';
import { SPORTS_MARGIN, fixturesFor } from '../domain/games/sports';
import { ANTE_BONUS, UNQUALIFIED_RETURN } from '../domain/games/poker';
import { FISH, FISH_IDS, FISH_RTP_BP } from '../domain/games/fish';
import { GAME_PAGE_TEXT } from '../domain/games/page-text';
import type { GamePageConfig, Paytable } from '../games-client/contract';
import { GAME_ASSET_TYPES, gameAssets } from './game-assets';

const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function gamePageCsp(config: PlatformConfig): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${config.gameFrameAncestors.join(' ')}`,
  ].join('; ');
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script type="application/json">: no "</script>" can close the element early. */
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const spinBody = z.object({
  roundId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bet: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
  /** Baccarat only: the side bet on (default banker). */
  side: z.enum(BACCARAT.sides).optional(),
  /** Fishing only: the kind of fish aimed at. */
  target: z.enum(FISH_IDS).optional(),
  /** Sports only: "<matchId>:home|draw|away". */
  pick: z
    .string()
    .regex(/^m\d{1,2}:(home|draw|away)$/)
    .optional(),
});
const sessionBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function paytableOf(kind: ReturnType<typeof engineOf>, gameId: string, lang: 'ja' | 'en'): Paytable {
  if (kind === 'sports') {
    return {
      kind,
      margin: SPORTS_MARGIN,
      fixtures: fixturesFor(gameId, Date.now()).map((f) => ({
        matchId: f.matchId,
        league: f.league[lang],
        home: f.home[lang],
        away: f.away[lang],
        kickoff: f.kickoff,
        odds: { home: f.oddsPct.home / 100, draw: f.oddsPct.draw / 100, away: f.oddsPct.away / 100 },
      })),
    };
  }
  if (kind === 'baccarat') return { kind, sides: BACCARAT.sides, returns: BACCARAT.returns };
  if (kind === 'fish') return { kind, fish: FISH, rtpBp: FISH_RTP_BP };
  if (kind === 'poker') return { kind, bonus: ANTE_BONUS, unqualifiedReturn: UNQUALIFIED_RETURN };
  if (kind === 'pachinko') {
    return {
      kind,
      ballsPerBet: PACHINKO.ballsPerBet,
      pockets: PACHINKO.pockets.map((p) => ({ id: p.id, multiplier: p.multiplier })),
      lottery: PACHINKO.lottery,
    };
  }
  const e = kind === 'reels3' ? REELS3 : REELS5;
  return {
    kind,
    reels: e.reels,
    rows: e.rows,
    lines: e.lines,
    symbols: e.symbols.map((s) => ({ id: s.id, pays: s.pays })),
  };
}

export const gameRoutes: FastifyPluginAsync<{
  state: PlatformState;
  config: PlatformConfig;
}> = async (app, { state, config }) => {
  const strict = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', STRICT_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer');
  /** Generated artwork (any site may show it), or 404 when there is no such game or provider. */
  const sendArt = (reply: FastifyReply, svg: string | undefined) => {
    strict(reply);
    if (svg === undefined) return reply.status(404).send({ error: 'not found' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(svg);
  };

  app.get('/games/art/provider/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const lang = (request.query as { lang?: string }).lang === 'en' ? 'en' : 'ja';
    const p = gamesStore(state).provider(file.replace(/\.svg$/, ''));
    return sendArt(reply, p && providerLogoSvg(p, lang));
  });

  app.get('/games/art/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const lang = (request.query as { lang?: string }).lang === 'en' ? 'en' : 'ja';
    const store = gamesStore(state);
    const game = store.byId.get(file.replace(/\.svg$/, ''));
    return sendArt(reply, game && gameArtSvg(game, store.provider(game.providerCode), lang));
  });

  app.get('/games/assets/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    strict(reply);
    const type = Object.hasOwn(GAME_ASSET_TYPES, file) ? GAME_ASSET_TYPES[file] : undefined;
    if (!type) return reply.status(404).send({ error: 'not found' });
    const body = (await gameAssets())[file]!;
    return reply
      .type(type)
      .header('cache-control', config.production ? 'public, max-age=3600' : 'no-cache')
      .send(body);
  });

  app.get('/games/play/:gameId', async (request, reply) => {
    const { gameId } = request.params as { gameId: string };
    const q = request.query as { lang?: string; mode?: string };
    const lang = q.lang === 'en' ? 'en' : 'ja';
    const store = gamesStore(state);
    const game = store.byId.get(gameId);
    const text = GAME_PAGE_TEXT[lang];
    reply
      .header('content-security-policy', gamePageCsp(config))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    if (!game) return reply.status(404).send(`<!doctype html><title>404</title><p>${esc(text.notFound)}</p>`);
    const provider = store.provider(game.providerCode);
    const page: GamePageConfig = {
      gameId: game.gameId,
      platformCode: game.platformCode,
      name: game.name[lang],
      provider: provider?.name[lang] ?? game.providerCode,
      engine: engineOf(game),
      machineKind: game.machineKind,
      hue: game.hue,
      jackpot: game.labels.includes('JACKPOT'),
      rtp: game.rtp,
      lang,
      demo: q.mode === 'demo',
      frameAncestors: config.gameFrameAncestors,
      text,
      paytable: paytableOf(engineOf(game), game.gameId, lang),
    };
    return reply.send(`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${esc(game.name[lang])} · ${esc(page.provider)}</title>
<link rel="stylesheet" href="/games/assets/game.css">
<script type="application/json" id="game-config">${jsonForScript(page)}</script>
<script src="/games/assets/game.js" defer></script>
</head>
<body class="engine-${page.engine}">
<main id="app" aria-live="polite"><p class="boot">${esc(text.loading)}</p></main>
</body>
</html>`);
  });

  const sessionView = (s: GameSession) => {
    const game = gamesStore(state).byId.get(s.gameId)!;
    const steps = betSteps(s.currency);
    return {
      sessionId: s.id,
      gameId: game.gameId,
      demo: s.demo,
      currency: s.currency,
      balance: fromUnits(sessionBalance(state, s)),
      betSteps: steps.map((b) => fromUnits(b)),
      defaultBet: fromUnits(steps[2]!),
      multiMode: s.multiMode,
      returnUrl: s.returnUrl,
    };
  };

  const sessionOf = (headers: Record<string, unknown>) => {
    const id = headers['x-game-session'];
    return liveSession(state, typeof id === 'string' ? id : undefined, Date.now());
  };

  app.post('/games/api/session', async (request, reply) => {
    strict(reply).header('cache-control', 'no-store');
    const parsed = sessionBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ code: 'invalid' });
    const result = exchangeLaunchToken(state, parsed.data.token, Date.now());
    if (!result.ok) return reply.status(401).send({ code: result.reason });
    return sessionView(result.session);
  });

  app.get('/games/api/balance', async (request, reply) => {
    strict(reply).header('cache-control', 'no-store');
    const s = sessionOf(request.headers);
    if (!s) return reply.status(401).send({ code: 'session' });
    return { balance: fromUnits(sessionBalance(state, s)), currency: s.currency };
  });

  app.get('/games/api/jackpots', async (request, reply) => {
    strict(reply).header('cache-control', 'no-store');
    const s = sessionOf(request.headers);
    if (!s) return reply.status(401).send({ code: 'session' });
    const store = gamesStore(state);
    return {
      list: store.jackpots
        .filter((p) => p.currency === s.currency)
        .map((p) => ({
          jackpotCode: p.jackpotCode,
          level: p.level,
          amount: fromUnits(store.jackpotAmount(p)),
        })),
    };
  });

  app.post('/games/api/spin', async (request, reply) => {
    strict(reply).header('cache-control', 'no-store');
    const s = sessionOf(request.headers);
    if (!s) return reply.status(401).send({ code: 'session' });
    const parsed = spinBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ code: 'invalid' });
    try {
      const { round, replayed, balance } = playRound(
        state,
        s,
        {
          roundId: parsed.data.roundId,
          bet: toUnits(parsed.data.bet),
          side: parsed.data.side,
          pick: parsed.data.pick,
          target: parsed.data.target,
        },
        Date.now(),
        request.log,
      );
      return {
        roundId: round.roundId,
        orderNo: round.orderNo,
        replayed,
        bet: fromUnits(round.bet),
        win: fromUnits(round.win),
        jackpotWin: fromUnits(round.jackpotWin),
        jackpotCode: round.jackpotCode,
        outcome: round.outcome,
        balance: fromUnits(balance),
        currency: round.currency,
      };
    } catch (err) {
      if (err instanceof PlatformError) {
        const status =
          err.code === CODES.INSUFFICIENT_FUNDS
            ? 402
            : err.code === CODES.SELF_EXCLUDED
              ? 403
              : err.code === CODES.GAME_UNAVAILABLE
                ? 410
                : err.code === CODES.VALIDATION
                  ? 400
                  : 409;
        return reply.status(status).send({ code: err.code, msg: err.text[s.lang] });
      }
      throw err;
    }
  });
};
