import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { compressedForms, sendCompressedForms } from './compressed-forms.ts';

/** The types of the files the client copies to its root (src/client/public); anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/**
 * Not served from the root: the page template and the start script (every page is made from the one and carries the
 * other, boot-script.ts) and the build's compressed copies.
 */
function isServedFromRoot(name: string): boolean {
  return (
    name !== 'index.html' &&
    name !== 'boot.js' &&
    !name.startsWith('.') &&
    !name.endsWith('.br') &&
    !name.endsWith('.gz')
  );
}

/**
 * The build's unhashed files at the client's root (the favicon), read once at start and held in memory
 * in their three forms, as the prerendered pages are: a request costs a lookup and a write, not a look for each
 * encoding's file on the disk and a stream. Browsers check them for a new version on every visit (`no-cache`) and
 * get 304 while they hold the same bytes.
 */
export async function registerRootFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const entries = readdirSync(clientDir, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && isServedFromRoot(entry.name),
  );
  for (const { name } of entries) {
    const forms = await compressedForms(readFileSync(path.join(clientDir, name)));
    const type = CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
    app.get(`/${name}`, (request, reply) => {
      reply.type(type).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      return sendCompressedForms(request, reply, forms);
    });
  }
}
