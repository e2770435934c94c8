/**
 * The first screen of a player-site page, prepared with its HTML. On the lobbies (/{lng}/game and a
 * category's /{lng}/game/{type}[/{provider}]: the banners and filters), /{lng}/promotions (the
 * tournaments), the video list and a video's page the first screen needs calls that every visitor makes
 * alike, some of them with inputs taken from the address (packages/shared/src/rules/first-screen.ts
 * names them, for the web and for this file). Without help the page only makes them once its scripts ran and React rendered, then waits for
 * their answers and renders again before its largest picture is even asked for (1.6-2.6 s of "load
 * delay" on a phone). Here the gateway:
 * - names the page's largest pictures in the head (`<link rel="preload" as="image" fetchpriority="high">`),
 *   so they load beside the scripts;
 * - puts the calls' answers in the page (`<script type="application/json" id="first-screen-data">`), so
 *   the page's first commit already shows them and its own calls are not made.
 *
 * The answers are read from the same shared cache entries the page's own tRPC calls read (catalog flag
 * `cache: { per: 'language' }`: public answers, no player data; same key: procedure, the page's API
 * language, the parsed input), so what the page gets is what its call would have answered, byte for
 * byte the <img src> it renders. A cold cache is filled by this request (which also answers the page's
 * call a moment later), but the HTML waits for it at most PAGE_IMAGE_HINT_WAIT_MS: past that, or on any
 * failure, the page gets what has answered by then (often nothing) and makes the rest of its calls
 * itself, as before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entryByProcedure } from '@casino/shared/catalog/index';
import { toApiLanguage } from '@casino/shared/rules/constants';
import { firstScreenOf, PENDING, type FirstScreenAnswer } from '@casino/shared/rules/first-screen';
import { PAGE_LANGUAGE_HEADER } from '../plugins/app/sessions';
import { callEntry } from '../trpc/call';
import type { GatewayContext } from '../trpc/init';

/** Only an absolute http(s) address or a same-origin path is ever named. */
const SAFE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

export interface FirstScreenHints {
  /** The addresses of the page's largest pictures, to preload. */
  images: string[];
  /** The answers of the page's first calls that came in time, in the page's call order. */
  answers: FirstScreenAnswer[];
}

const NOTHING: FirstScreenHints = { images: [], answers: [] };

/**
 * The first-screen pictures and answers of the page at `path`, or nothing (another page, a cold cache
 * that did not fill in time, the hint turned off, any failure). Never throws.
 */
export async function pageFirstScreen(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<FirstScreenHints> {
  const gw = req.server.gateway;
  const wait = gw.config.cache.pageImageWaitMs;
  // Without the public cache the page's own call would not share this request's answer: name nothing.
  if (wait <= 0 || gw.config.cache.publicTtlMs <= 0) return NOTHING;
  const page = firstScreenOf(path);
  if (!page) return NOTHING;
  const { screen, language } = page;

  // The calls as the page makes them: its language from the address (what its x-casino-language says),
  // no session (a per-language cache entry never carries a player's token), and no cookie set on the
  // HTML (a device id for this public call stays on the server).
  const headers = { ...req.headers, [PAGE_LANGUAGE_HEADER]: toApiLanguage(language) };
  const pageReq = Object.create(req, { headers: { value: headers } }) as FastifyRequest;
  const quiet = Object.create(reply, { setCookie: { value: () => quiet } }) as FastifyReply;
  const ctx: GatewayContext = { req: pageReq, res: quiet, gw, session: () => Promise.resolve(null) };
  const validate = gw.config.validateOutput;

  let timer: NodeJS.Timeout | undefined;
  try {
    const entries = screen.calls.map(([procedure, input]) => {
      const entry = entryByProcedure(procedure);
      // Only public answers cached per language: nothing of a player ever goes into a page.
      if (entry?.access !== 'public' || entry.flags.cache?.per !== 'language') throw new Error('not cached');
      return { entry, input: entry.input.parse(input) };
    });
    const answers: unknown[] = entries.map(() => PENDING);
    const calls = entries.map(({ entry, input }, i) =>
      callEntry(ctx, entry, input, null).then((answer) => {
        // What the procedure would send: its output schema applied when the gateway checks outputs.
        answers[i] = validate ? entry.output.parse(answer) : answer;
      }),
    );
    // Past the wait the calls go on and fill the cache for the page's own calls; a failed one is left out
    // (the page makes it itself and shows its failure as usual).
    const all = Promise.allSettled(calls);
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, wait);
    });
    await Promise.race([all, late]);
    const images = screen.pictures(answers) ?? [];
    return {
      images: images.filter((url) => SAFE_URL.test(url)),
      answers: screen.calls.flatMap(([procedure, input], i) =>
        answers[i] === PENDING ? [] : [{ path: procedure, input: { ...input }, data: answers[i] }],
      ),
    };
  } catch (err) {
    req.log.debug({ err }, 'first screen hint skipped');
    return NOTHING;
  } finally {
    clearTimeout(timer);
  }
}
