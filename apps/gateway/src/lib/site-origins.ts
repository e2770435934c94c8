/**
 * The site's own origins: where a game's exit button may lead and which Origin counts as the site.
 * They come from the configuration (GATEWAY_PUBLIC_ORIGINS and GATEWAY_ALLOWED_ORIGINS), never from a
 * request header: a Host or X-Forwarded-Host sent by anyone cannot make another site "the site".
 * Without GATEWAY_PUBLIC_ORIGINS the site is the address this gateway listens on (development, tests).
 */
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

export function siteOrigins(config: GatewayConfig): (req: FastifyRequest) => ReadonlySet<string> {
  const configured = new Set([...config.publicOrigins, ...config.allowedOrigins]);
  if (config.publicOrigins.length) return () => configured;
  return (req) => {
    const { localAddress, localPort } = req.socket;
    const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    const host = localAddress?.includes(':') ? `[${localAddress.replace(/^::ffff:/, '')}]` : localAddress;
    const own = new Set(configured);
    // An IPv4 address on a dual-stack socket reads "::ffff:127.0.0.1".
    const v4 = localAddress?.startsWith('::ffff:') ? localAddress.slice(7) : undefined;
    for (const h of [host, v4, 'localhost']) if (h) own.add(`${scheme}://${h}:${localPort}`);
    return own;
  };
}
