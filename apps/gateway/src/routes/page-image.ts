/**
 * The largest picture of a player-site page, named in its HTML (issue 14): on /{lng}/game the lobby's
 * first banner, on /{lng}/promotions the first tournament card's picture. The page itself only asks for
 * it once its scripts ran, its data batch came back and React rendered (1.6-2.6 s of "load delay" on a
 * phone); a `<link rel="preload" as="image" fetchpriority="high">` in the head starts it with the HTML.
 * On the promotions page both pictures of the first row are named: the page loads both at high
 * priority, and on a phone Lighthouse counts the second card's as the largest paint.
 *
 * The picture is read from the same shared cache entries the page's own tRPC calls read (catalog flag
 * `cache: { per: 'language' }`, the same key: procedure, the page's API language, the parsed input), so
 * the address is byte for byte the <img src> the page renders. A cold cache is filled by this request
 * (which also answers the page's call a moment later), but the HTML waits for it at most
 * PAGE_IMAGE_HINT_WAIT_MS: past that, or on any failure, the page names nothing and is sent as before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entryByProcedure, type ProcedureName } from '@casino/shared/catalog/index';
import { toApiLanguage, type Language } from '@casino/shared/rules/constants';
import { PAGE_LANGUAGE_HEADER } from '../plugins/app/sessions';
import { callEntry } from '../trpc/call';
import type { GatewayContext } from '../trpc/init';

interface PageImageRule {
  /** The page's address; group 1 is its language. */
  re: RegExp;
  /** The calls (as the page makes them: procedure and input) whose answers name the picture. */
  calls: [ProcedureName, unknown][];
  /**
   * The pictures' addresses from the answers so far (in `calls` order, PENDING for a call still under
   * way); none: the page shows no picture first; null: it cannot tell before another answer.
   */
  pick(answers: unknown[]): string[] | null;
}

/** An answer not come yet. */
const PENDING = Symbol('pending');

type Listed = { list?: Record<string, unknown>[] } | null | undefined;
const listOf = (answer: unknown) => (answer as Listed)?.list ?? [];

const RULES: PageImageRule[] = [
  {
    // The lobby without a category (apps/web/src/features/lobby/api/lobby-api.ts, useBanners(null)):
    // the topics placed 'lobbyBanner' come first, then the materials placed 'top' (only waited for when
    // no topic is a lobby banner).
    re: /^\/(ja|en)\/game\/?$/,
    calls: [
      ['cms.topicQuery', {}],
      ['cms.gamePage', {}],
    ],
    pick: ([topics, materials]) => {
      if (topics === PENDING) return null;
      const banner = listOf(topics).find((t) => t.position === 'lobbyBanner');
      if (!banner && materials === PENDING) return null;
      const first = banner ?? listOf(materials).find((m) => m.position === 'top');
      return typeof first?.imageUrl === 'string' && first.imageUrl ? [first.imageUrl] : [];
    },
  },
  {
    // The tournaments page (apps/web/src/features/promotions/routes/tournaments-page.tsx): the first
    // row's cards (FIRST_ROW there), whose pictures load eagerly at high priority.
    re: /^\/(ja|en)\/promotions\/?$/,
    calls: [['tournament.list', { pageNo: 1, pageSize: 20 }]],
    pick: ([tournaments]) =>
      tournaments === PENDING
        ? null
        : listOf(tournaments)
            .slice(0, 2)
            .map((t) => t.bannerUrl)
            .filter((url): url is string => typeof url === 'string' && url !== ''),
  },
];

/** Only an absolute http(s) address or a same-origin path is ever named. */
const SAFE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

/**
 * The addresses of the largest pictures of the page at `path`, or none (another page, a cold cache that
 * did not fill in time, the hint turned off, any failure). Never throws.
 */
export async function pageImages(req: FastifyRequest, reply: FastifyReply, path: string): Promise<string[]> {
  const gw = req.server.gateway;
  const wait = gw.config.cache.pageImageWaitMs;
  // Without the public cache the page's own call would not share this request's answer: name nothing.
  if (wait <= 0 || gw.config.cache.publicTtlMs <= 0) return [];
  let rule: PageImageRule | undefined;
  let lng: Language | undefined;
  for (const r of RULES) {
    const m = r.re.exec(path);
    if (m) {
      rule = r;
      lng = m[1] as Language;
      break;
    }
  }
  if (!rule || !lng) return [];

  // The calls as the page makes them: its language from the address (what its x-casino-language says),
  // no session (a per-language cache entry never carries a player's token), and no cookie set on the
  // HTML (a device id for this public call stays on the server).
  const headers = { ...req.headers, [PAGE_LANGUAGE_HEADER]: toApiLanguage(lng) };
  const pageReq = Object.create(req, { headers: { value: headers } }) as FastifyRequest;
  const quiet = Object.create(reply, { setCookie: { value: () => quiet } }) as FastifyReply;
  const ctx: GatewayContext = { req: pageReq, res: quiet, gw, session: () => Promise.resolve(null) };

  let timer: NodeJS.Timeout | undefined;
  try {
    const calls = rule.calls.map(([procedure, input]) => {
      const entry = entryByProcedure(procedure);
      if (!entry?.flags.cache || entry.flags.cache.per !== 'language') throw new Error('not cached');
      return callEntry(ctx, entry, entry.input.parse(input), null);
    });
    // Decided as soon as the answers so far tell (the lobby's topics alone, most often).
    const answers: unknown[] = calls.map(() => PENDING);
    const decided = new Promise<string[]>((resolve, reject) => {
      calls.forEach((call, i) =>
        call.then((answer) => {
          answers[i] = answer;
          const urls = rule.pick(answers);
          if (urls) resolve(urls);
        }, reject),
      );
    });
    // Past the wait the calls go on and fill the cache for the page's own call; their failure is no one's.
    decided.catch(() => undefined);
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), wait);
    });
    const urls = await Promise.race([decided, late]);
    return urls ? urls.filter((url) => SAFE_URL.test(url)) : [];
  } catch (err) {
    req.log.debug({ err }, 'page image hint skipped');
    return [];
  } finally {
    clearTimeout(timer);
  }
}
