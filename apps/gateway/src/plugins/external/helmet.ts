/**
 * Security headers (@fastify/helmet). The CSP fits the built front ends served from the same origin:
 * scripts and styles from 'self', images also from data: and https: (provider artwork), games open in
 * frames and windows from the game origins (GATEWAY_GAME_ORIGINS: any https: in production, also http:
 * in development). Insecure requests are upgraded in production unless a game origin is plain http.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { GatewayConfig } from '../../config';

export default fp(async (app, opts: { config: GatewayConfig }) => {
  const games = opts.config.gameOrigins;
  const upgrade = opts.config.production && !games.some((o) => o.startsWith('http:'));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...games],
        mediaSrc: ["'self'", ...games],
        frameSrc: ["'self'", ...games],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: upgrade ? [] : null,
      },
    },
    strictTransportSecurity: opts.config.production,
    crossOriginEmbedderPolicy: false,
  });
});
