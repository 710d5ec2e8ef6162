import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Mailgun's API we call (domain lookup, sending), so the real mailgun.js SDK
 * runs end to end without the network. Only keys in `acceptedKeys` are let in.
 */
export type MailgunStandIn = {
  url: string;
  acceptedKeys: Set<string>;
  requests: { method: string; path: string; key: string; body: string }[];
  close(): Promise<void>;
};

export async function startMailgunStandIn(domain: string): Promise<MailgunStandIn> {
  const acceptedKeys = new Set<string>();
  const requests: MailgunStandIn['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const credentials = Buffer.from(
      (request.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString();
    const key = credentials.replace(/^api:/, '');
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      key,
      body: Buffer.concat(chunks).toString('latin1'),
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!acceptedKeys.has(key)) return send(401, { message: 'Invalid private key' });
    if (request.method === 'GET' && path.includes(`/domains/${domain}`)) {
      return send(200, {
        domain: { name: domain, state: 'active' },
        receiving_dns_records: [],
        sending_dns_records: [],
      });
    }
    if (request.method === 'POST' && path === `/v3/${domain}/messages`) {
      return send(200, { id: `<${requests.length}@${domain}>`, message: 'Queued. Thank you.' });
    }
    return send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    acceptedKeys,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A webhook body as Mailgun posts it: the event, and a signature over `timestamp + token` with the webhook
 * signing key. `timestamp` (seconds) and `token` may be given to make a stale or a replayed one.
 */
export function signedMailgunEvent(
  signingKey: string,
  event: Record<string, unknown>,
  {
    timestamp = String(Math.floor(Date.now() / 1000)),
    token = randomBytes(25).toString('hex'),
  }: { timestamp?: string; token?: string } = {},
) {
  const signature = createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest('hex');
  return { signature: { timestamp, token, signature }, 'event-data': event };
}
