/**
 * Security headers (helmet). The CSP fits the built front ends served from the same origin: scripts and
 * styles from 'self', images also from data: and https: (provider artwork), games open in frames and
 * windows from the game origins (GATEWAY_GAME_ORIGINS: any https: in production, also http: in
 * development); in production frame-src lists only the full origins of GATEWAY_GAME_ORIGINS. Insecure requests are upgraded in production unless a game origin is plain http.
 *
 * The headers depend on the configuration only (no nonces, no per-request directives), so helmet runs
 * once at start against a recording response and every request gets the recorded set in one
 * `reply.headers()` (helmet's per-request work was a measurable share of a proxied call).
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../../config';

export function helmetOptions(config: GatewayConfig): HelmetOptions {
  const games = config.gameOrigins;
  const upgrade = config.production && !games.some((o) => o.startsWith('http:'));
  // Frames run the providers' code: in production only the configured provider origins (a bare scheme
  // such as `https:` would allow any site), in development whatever GATEWAY_GAME_ORIGINS says.
  const frames = config.production ? games.filter(isOrigin) : games;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...games],
        mediaSrc: ["'self'", ...games],
        frameSrc: ["'self'", ...frames],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: upgrade ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
    crossOriginEmbedderPolicy: false,
  };
}

/** A full origin (scheme://host[:port]), not a scheme or a wildcard source. */
export function isOrigin(source: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(source) && !source.includes('*');
}

/** The headers helmet sets for these options, computed once. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => void (failed = err),
  );
  if (failed) throw failed as Error;
  return headers;
}

/**
 * The headers a built asset (a hashed script, style sheet, font or picture under /assets/) needs: the
 * policies for documents (CSP, frame options, opener policy, referrer policy...) mean nothing on a
 * script or a picture, and at about 1 KiB per answer they were a tenth of a phone's first page on the
 * wire. What an asset keeps: no MIME sniffing, same-origin reads only, and HSTS where it is sent.
 */
export function assetHeaders(headers: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => keep.includes(name)));
}

/** A built asset's path (web or kiosk), as Vite names them: hashed files under assets/. */
export const ASSET_PATH = /^\/(?:kiosk\/)?assets\/[^?#]+\.[a-z0-9]+(?:[?#]|$)/i;

export default fp(async (app, opts: { config: GatewayConfig }) => {
  const headers = securityHeaders(helmetOptions(opts.config));
  const forAssets = assetHeaders(headers);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(ASSET_PATH.test(req.url) ? forAssets : headers);
    done();
  });
  // Whatever HTML goes out carries the document policies, whatever its address.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (ASSET_PATH.test(req.url) && /^text\/html/i.test(String(reply.getHeader('content-type') ?? '')))
      reply.headers(headers);
    done(null, payload);
  });
});
