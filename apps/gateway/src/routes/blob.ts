/**
 * GET /blob/:ticket streams a binary upstream answer (KYC pictures) to the browser. The ticket comes
 * from the tRPC procedure, lives one minute, and only works with the session cookie that asked for it;
 * the bytes are streamed, never buffered, and never cached by the browser or a proxy.
 */
import type { FastifyInstance } from 'fastify';
import { entryByProcedure } from '@casino/shared/catalog/index';
import { StoreUnavailableError } from '../store/store';
import { callUpstream } from '../trpc/call';
import { GatewayError } from '../lib/gateway-error';
import { UpstreamError } from '../lib/upstream';
import type { GatewayContext } from '../trpc/init';

const ENTRY = entryByProcedure('kyc.downloadPlayerPicture')!;

export default async function blobRoutes(app: FastifyInstance) {
  app.get<{ Params: { ticket: string } }>('/blob/:ticket', async (req, reply) => {
    const gw = app.gateway;
    const fail = (status: number, message: string) =>
      reply.status(status).header('cache-control', 'no-store').send({ error: message });
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(req.params.ticket)) return fail(404, 'not found');
    try {
      const session = await gw.sessions.load(req, reply);
      if (!session) return fail(401, 'unauthorized');
      const raw = await gw.store.get(`blob:${req.params.ticket}`);
      const ticket = raw ? (JSON.parse(raw) as { k: string; i: unknown }) : null;
      if (!ticket || ticket.k !== session.key) return fail(404, 'not found');
      const ctx: GatewayContext = { req, res: reply, gw, session: async () => session };
      const r = await callUpstream(ctx, ENTRY, ticket.i, session);
      if (!('blob' in r)) return fail(502, 'bad gateway');
      return reply
        .header('content-type', r.blob.contentType)
        .header('cache-control', 'private, no-store')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-disposition', 'inline')
        .send(r.blob.body);
    } catch (err) {
      if (err instanceof StoreUnavailableError) return fail(503, 'service unavailable');
      if (err instanceof GatewayError) return fail(err.info.sessionCleared ? 401 : 422, err.message);
      if (err instanceof UpstreamError) return fail(err.failure === 'timeout' ? 504 : 502, 'bad gateway');
      throw err;
    }
  });
}
