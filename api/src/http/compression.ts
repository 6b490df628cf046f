import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of the API's own answers (docs/adr/0017-compression.md), registered on the API
 * prefix only: the built front end is compressed once at build time and sent as is
 * (@fastify/static `preCompressed`), the identity provider's pages are small.
 * Brotli first, then gzip; brotli at quality 2 because each answer is compressed as it is sent
 * (11 costs many times the CPU for a few % fewer bytes). Answers under 1 KB go as they are, as do
 * types that do not shrink (PDF, ZIP) and server-sent events (the plugin's default types).
 */
export const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
  zlibOptions: { level: 6 },
  // Answers only: request bodies are read as they arrive, as before (no decompression).
  globalDecompression: false,
};
