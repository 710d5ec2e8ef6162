import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBoundedCache } from '../../http/bounded-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast settings: a page of 80 KB (the stylesheet is in it) compresses in 1-2 ms to a fifth of its size. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Compressed pages by encoding and a digest of their HTML. Nearly every request is for one of a few dozen pages
 * (each page with and without the cookie banner), the same until the next start: compressing each request again
 * made the home page answer 20 times slower than the API. Bounded, since every shared result is a page of its own;
 * the digest, not the HTML, is the key, so the cache holds only compressed bytes (at most about 2 MB).
 */
const compressedPages = createBoundedCache<Buffer>(128);

/**
 * A page's HTML, compressed as the browser accepts (Brotli, else gzip, else as it is). The built files come
 * compressed from the build; pages carry this deployment's configuration, so they are compressed here, once each.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = preferredEncoding(request);
  if (!encoding || html === '') return reply.send(html);
  const key = `${encoding}:${createHash('sha1').update(html).digest('base64')}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = encoding === 'br' ? await brotli(html, BROTLI_OPTIONS) : await gzipAsync(html, GZIP_OPTIONS);
    compressedPages.set(key, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** The encoding a page or file goes in to this request: Brotli, else gzip, else none; none for HEAD, as for every page. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  if (request.method === 'HEAD') return undefined;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}
