/**
 * The game's host page, named in its launch URL. The site sends `Referrer-Policy: no-referrer`, so a
 * framed game sees no document.referrer, and Firefox has no location.ancestorOrigins: without help a
 * game there could not know which page to post its messages to. The gateway therefore adds the
 * origin of the page that asked for the launch to the URL's fragment (`#t=...&host=<origin>`; a
 * fragment never reaches a server or a log). That origin passed the CSRF guard (the gateway's own or
 * GATEWAY_ALLOWED_ORIGINS), and the game page still checks it against its frame-ancestors.
 */
import type { FastifyRequest } from 'fastify';

export function hostOriginOf(req: FastifyRequest): string {
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : `${req.protocol}://${req.host}`;
}

/** The launch answer with `host=<origin>` added to its gameUrl's fragment (a URL without one is left as is). */
export function withHostOrigin<T>(data: T, origin: string): T {
  const d = data as { gameUrl?: unknown } | null;
  if (!d || typeof d.gameUrl !== 'string' || !d.gameUrl.includes('#')) return data;
  return { ...d, gameUrl: `${d.gameUrl}&host=${encodeURIComponent(origin)}` } as T;
}
