import { SMTPServer } from 'smtp-server';

/**
 * The e-mail provider of the load test: an SMTP server on loopback that records every delivery attempt by
 * Message-ID and can be told to refuse mail for a while (a temporary 451, which the outbox retries).
 */
export type SmtpStandIn = {
  url: string;
  isFailing: boolean;
  /** How long each message waits before it is accepted: a send then stays in progress that long. */
  acceptDelayMs: number;
  /** Messages whose data arrived and that wait for their acceptance. */
  inProgress: number;
  /** Message-IDs of accepted messages, once per acceptance: a duplicate delivery shows up twice. */
  accepted: string[];
  /** Message-IDs of refused attempts. */
  refused: string[];
  reset(): void;
  close(): Promise<void>;
};

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im;

export async function startSmtpStandIn(port: number): Promise<SmtpStandIn> {
  const standIn: SmtpStandIn = {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    isFailing: false,
    acceptDelayMs: 0,
    inProgress: 0,
    accepted: [],
    refused: [],
    reset() {
      standIn.isFailing = false;
      standIn.acceptDelayMs = 0;
      standIn.accepted = [];
      standIn.refused = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      (session as { closed?: boolean }).closed = true;
    },
    onData(stream, smtpSession, callback) {
      const session = smtpSession as { closed?: boolean };
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId = MESSAGE_ID.exec(head)?.[1] ?? '(none)';
        standIn.inProgress++;
        // A sender that goes away before the answer (killed) has not had its message accepted.
        setTimeout(() => {
          standIn.inProgress--;
          if (session.closed) return callback(new Error('the sender went away'));
          if (standIn.isFailing) {
            standIn.refused.push(messageId);
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          standIn.accepted.push(messageId);
          return callback();
        }, standIn.acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return standIn;
}
