/**
 * GET /files/<fileId>: files uploaded with common/upload_file (avatars, deposit vouchers). The id is
 * an unguessable 96-bit capability; files are served with their checked content type, no-sniff, and a
 * sandbox CSP so nothing in them can run.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformState } from '../core/state';
import { filesStore } from '../domain/common/files';

export const fileRoutes: FastifyPluginAsync<{ state: PlatformState }> = async (app, { state }) => {
  app.get('/files/:fileId', async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const file = filesStore(state).get(fileId);
    if (!file) return reply.status(404).send({ error: 'not found' });
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(file.bytes));
  });
};
