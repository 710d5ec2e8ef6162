import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createMailgunProvider, MAILGUN_API_URLS } from './mailgun-provider.ts';
import type { OutgoingEmail } from './provider.ts';
import { createSmtpProvider } from './smtp-provider.ts';

const PDF = Buffer.from('%PDF-1.7 a small test document');
const message: OutgoingEmail = {
  to: 'reader@example.org',
  from: 'reports@traitscope.test',
  subject: 'Your Complete Report: Attention & Focus Traits',
  html: '<p>Your report is attached.</p>',
  text: 'Your report is attached.',
  attachments: [
    { filename: 'traitscope-complete-report-adhd.pdf', content: PDF, contentType: 'application/pdf' },
  ],
  messageId: '<outbox-42@traitscope.test>',
  headers: {
    'List-Unsubscribe': '<https://traitscope.test/do-not-invite?token=abc.def>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('SMTP delivery to a real SMTP server on loopback', () => {
  const received: Buffer[] = [];
  let rejectNext = false;
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (rejectNext) return callback(Object.assign(new Error('550 No such user'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with its PDF attachment, our Message-ID and its List-Unsubscribe headers', async () => {
    const provider = createSmtpProvider(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
    const result = await provider.send(message);
    expect(result).toEqual({ ok: true, providerMessageId: '<outbox-42@traitscope.test>' });
    const parsed = await PostalMime.parse(received.at(-1) ?? '');
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.messageId).toBe('<outbox-42@traitscope.test>');
    const header = (name: string) => parsed.headers.find((entry) => entry.key === name)?.value;
    expect(header('list-unsubscribe')).toBe('<https://traitscope.test/do-not-invite?token=abc.def>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.to?.[0]?.address).toBe('reader@example.org');
    expect(parsed.text?.trim()).toBe('Your report is attached.');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe('traitscope-complete-report-adhd.pdf');
    expect(parsed.attachments[0]?.mimeType).toBe('application/pdf');
    expect(Buffer.from(parsed.attachments[0]?.content as ArrayBuffer).equals(PDF)).toBe(true);
  });

  it('reports a permanent refusal as not worth retrying', async () => {
    rejectNext = true;
    const result = await createSmtpProvider(`smtp://127.0.0.1:${port}/?ignoreTLS=true`).send(message);
    rejectNext = false;
    expect(result).toMatchObject({ ok: false, isRetryable: false });
  });

  it('reports an unreachable server as worth retrying', async () => {
    const result = await createSmtpProvider('smtp://127.0.0.1:1/?ignoreTLS=true&connectionTimeout=2000').send(
      message,
    );
    expect(result).toMatchObject({ ok: false, isRetryable: true });
  });
});

describe('Mailgun through the official SDK, against a local stand-in of its API', () => {
  type Captured = { path: string; authorization: string | undefined; body: string };
  const requests: Captured[] = [];
  let status = 200;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: Buffer.concat(chunks).toString('latin1'),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      status === 200
        ? JSON.stringify({ id: '<20261122.1@mg.traitscope.test>', message: 'Queued. Thank you.' })
        : JSON.stringify({ message: 'Forbidden' }),
    );
  });
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message with its attachment and headers to the domain and returns Mailgun’s id', async () => {
    const provider = createMailgunProvider({
      apiKey: 'key-test-123456',
      domain: 'mg.traitscope.test',
      region: 'eu',
      url,
    });
    const result = await provider.send(message);
    expect(result).toEqual({ ok: true, providerMessageId: '<20261122.1@mg.traitscope.test>' });
    const request = requests.at(-1);
    expect(request?.path).toBe('/v3/mg.traitscope.test/messages');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('api:key-test-123456').toString('base64')}`);
    expect(request?.body).toContain('Your Complete Report: Attention & Focus Traits');
    expect(request?.body).toContain('filename="traitscope-complete-report-adhd.pdf"');
    expect(request?.body).toContain('<outbox-42@traitscope.test>');
    expect(request?.body).toContain(PDF.toString('latin1'));
    expect(request?.body).toMatch(
      /name="h:List-Unsubscribe"\r\n\r\n<https:\/\/traitscope\.test\/do-not-invite\?token=abc\.def>\r\n/,
    );
    expect(request?.body).toMatch(/name="h:List-Unsubscribe-Post"\r\n\r\nList-Unsubscribe=One-Click\r\n/);
  });

  it('treats a 4xx refusal as permanent and a 5xx as temporary', async () => {
    const provider = createMailgunProvider({
      apiKey: 'key-test-123456',
      domain: 'mg.traitscope.test',
      region: 'eu',
      url,
    });
    status = 401;
    expect(await provider.send(message)).toMatchObject({ ok: false, isRetryable: false });
    status = 503;
    expect(await provider.send(message)).toMatchObject({ ok: false, isRetryable: true });
    status = 200;
  });

  it('uses the EU region unless configured otherwise', () => {
    const config = parseConfig({
      SECRET_KEY: 'x'.repeat(40),
      MAILGUN_API_KEY: 'key-1234567890',
      MAILGUN_DOMAIN: 'mg.example',
    });
    expect(config.mailgun.region).toBe('eu');
    expect(MAILGUN_API_URLS[config.mailgun.region]).toBe('https://api.eu.mailgun.net');
  });
});
