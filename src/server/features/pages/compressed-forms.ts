import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../http/etag.ts';
import { preferredEncoding } from './send-compressed.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Each body is compressed once (a page per rendering, a file per start), so at the highest levels, as the build
 * compresses its files.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };

/** One form of a page or file as it goes over the wire, with the ETag that names exactly these bytes. */
type Representation = { body: Buffer; encoding: 'br' | 'gzip' | undefined; etag: string };

/** A body worked out once: as it is, in Brotli and in gzip. */
export type CompressedForms = { identity: Representation; br: Representation; gzip: Representation };

/** `identity` in its three forms, each named by its own ETag. */
export async function compressedForms(identity: Buffer): Promise<CompressedForms> {
  // One digest of the bytes names all three forms; each form's ETag says its encoding, so a cache never takes the
  // Brotli bytes for the gzip ones.
  const digest = createHash('sha1').update(identity).digest('base64url');
  const [br, gzipped] = await Promise.all([
    brotli(identity, BROTLI_OPTIONS),
    gzipAsync(identity, GZIP_OPTIONS),
  ]);
  return {
    identity: { body: identity, encoding: undefined, etag: `"${digest}"` },
    br: { body: br, encoding: 'br', etag: `"${digest}-br"` },
    gzip: { body: gzipped, encoding: 'gzip', etag: `"${digest}-gzip"` },
  };
}

/**
 * Sends a cached page or file as the browser accepts it (Brotli, else gzip, else as it is; HEAD as it is, as for
 * every other page), or 304 when the browser already holds these bytes (`If-None-Match`). The other headers are the
 * caller's.
 */
export function sendCompressedForms(request: FastifyRequest, reply: FastifyReply, page: CompressedForms) {
  const representation = page[preferredEncoding(request) ?? 'identity'];
  reply.header('etag', representation.etag);
  if (representation.encoding) reply.header('content-encoding', representation.encoding);
  if (matchesEtag(request.headers['if-none-match'], representation.etag)) {
    // A 304 names no encoding and carries no body; its other headers are those of the 200 it stands for.
    reply.removeHeader('content-encoding');
    return reply.status(304).send();
  }
  return reply.send(representation.body);
}
