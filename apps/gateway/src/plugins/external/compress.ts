/**
 * Runtime compression (@fastify/compress) of what has no pre-compressed twin: tRPC answers (the lobby
 * batch is ~90 KiB of JSON), index.html from the client-side-route fallback, small static files.
 * The front ends' built assets come pre-compressed from the build (.br/.gz beside each file, served by
 * routes/static.ts), so they cost nothing here: a response that already has a Content-Encoding is left as is.
 * Brotli at a low quality (a fast level: answers are dynamic), gzip otherwise, over 1 KiB only;
 * `Vary: accept-encoding` on every compressed answer. Request bodies are never decompressed (no
 * zip bombs through the body limit). Event streams are never compressed (they would stop flushing).
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export default fp(async (app) => {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
