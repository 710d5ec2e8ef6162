import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SecurityHeaders } from './security-headers.ts';

// Fixed sentences: Fastify's own wording repeats the path (`'/og/aaa…<script>' is exceeding the max param length`).
const MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side. Please try again in a moment.',
};

const messageFor = (status: number) => MESSAGES[status] ?? MESSAGES[400];

/**
 * Answers Fastify gives before a request reaches a route, and so before the error handler and the hooks that set
 * the security headers: the router's refusals (a path parameter over its length, a malformed URL) and the HTTP
 * parser's (headers over Node's size limit, a request line it cannot read, a request too slow to arrive). Each
 * gets the same headers as every other answer and a fixed `{ message }`, never a piece of the request.
 */
export function frameworkErrorOptions(
  headers: SecurityHeaders,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      reply
        .code(status)
        .headers({ ...headers, 'cache-control': 'no-store' })
        .send({ message: messageFor(status) });
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A reset connection has no one left to answer (Fastify's default handler does the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ message: messageFor(status) });
      const head = {
        ...headers,
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      if (socket.writable) {
        const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
