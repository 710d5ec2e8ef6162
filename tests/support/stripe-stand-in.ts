import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API we use (checkout sessions, promotion codes), so tests run
 * the real `stripe` SDK end to end without the network. It speaks Stripe's form-encoded requests and JSON replies.
 */
type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  discounts: { promotion_code: string }[];
  allow_promotion_codes: boolean | null;
};

export type StripeStandIn = {
  port: number;
  sessions: Map<string, StandInSession>;
  promotionCodes: Map<string, { id: string; percentOff: number }>;
  requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined }[];
  markPaid(id: string): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const promotionCodes = new Map<string, { id: string; percentOff: number }>();
  const requests: StripeStandIn['requests'] = [];

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = new URLSearchParams(await readBody(request));
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const match = key.match(/^metadata\[(.+)\]$/);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const unitAmount = Number(body.get('line_items[0][price_data][unit_amount]'));
      const promotion = body.get('discounts[0][promotion_code]');
      const percentOff = [...promotionCodes.values()].find((code) => code.id === promotion)?.percentOff ?? 0;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        amount_total: Math.round(unitAmount * (1 - percentOff / 100)),
        currency: body.get('line_items[0][price_data][currency]') ?? 'eur',
        customer_email: body.get('customer_email'),
        customer_details: null,
        metadata,
        success_url: body.get('success_url') ?? '',
        cancel_url: body.get('cancel_url') ?? '',
        discounts: promotion ? [{ promotion_code: promotion }] : [],
        allow_promotion_codes: body.get('allow_promotion_codes') === 'true' ? true : null,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]));
      return session ? send(200, session) : missing('checkout.session');
    }
    if (request.method === 'GET' && url.pathname === '/v1/promotion_codes') {
      const found = promotionCodes.get(url.searchParams.get('code') ?? '');
      const data = found
        ? [{ id: found.id, object: 'promotion_code', active: true, code: url.searchParams.get('code') }]
        : [];
      return send(200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
    }
    return missing(url.pathname);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    promotionCodes,
    requests,
    markPaid(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no stand-in session ${id}`);
      session.payment_status = 'paid';
      session.status = 'complete';
      session.customer_details = { email: session.customer_email };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
