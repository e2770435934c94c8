/** Cookie parsing and setting (@fastify/cookie); the gateway's cookies are unsigned opaque values. */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

export default fp(async (app) => {
  await app.register(cookie, { hook: 'onRequest' });
});
