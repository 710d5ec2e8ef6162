import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { type OutboxRow, queuedMessageOf, readQueuedMessage } from './messages.ts';
import { queueMessage } from './queue-message.ts';

/** A stored row as the claim returns it; only kind and payload matter to the parse. */
function storedRow(kind: OutboxRow['kind'], payload: Record<string, unknown>): OutboxRow {
  return {
    id: 7,
    kind,
    recipient: 'reader@example.org',
    orderId: 3,
    payload,
    status: 'sending',
    attempts: 1,
    nextAttemptAt: new Date(0),
    lastError: null,
    lockedAt: new Date(0),
    messageId: null,
    providerMessageId: null,
    sentAt: null,
    createdAt: new Date(0),
  };
}

describe('reading a queued message back', () => {
  it('gives the payload its kind promises', () => {
    const message = queuedMessageOf(
      storedRow('referral-invite', { inviteToken: 't', referralCode: 'R', mailboxKey: 'k' }),
    );
    expect(message.kind === 'referral-invite' && message.payload.mailboxKey).toBe('k');
  });

  it("refuses a payload of another kind's shape, naming the fields and never their values", () => {
    const read = readQueuedMessage(
      storedRow('referral-invite', { inviteToken: 'secret-token', mailboxKey: 42 }),
    );
    expect(read).toEqual({
      ok: false,
      error: 'the payload does not fit a referral-invite message: referralCode, mailboxKey',
    });
    expect(JSON.stringify(read)).not.toContain('secret-token');
  });

  it('refuses a report without its order, and a note to staff without a subject', () => {
    expect(readQueuedMessage(storedRow('report', {})).ok).toBe(false);
    expect(readQueuedMessage(storedRow('admin-notification', { orderId: 3 })).ok).toBe(false);
    expect(() => queuedMessageOf(storedRow('report', {}))).toThrow(
      'outbox message 7: the payload does not fit',
    );
  });

  it('takes a one-time link as a request or as granted, and nothing else', () => {
    expect(readQueuedMessage(storedRow('data-access-link', { correctsFrom: null })).ok).toBe(true);
    expect(readQueuedMessage(storedRow('address-correction', { sealedToken: 'sealed' })).ok).toBe(true);
    expect(readQueuedMessage(storedRow('data-access-link', { token: 'plain' })).ok).toBe(false);
  });
});

describe('queueMessage', () => {
  it('refuses, at compile time, a payload that does not fit its kind', () => {
    const invitation = { kind: 'referral-invite', recipient: 'a@example.org' } as const;
    const report = { kind: 'report', recipient: 'a@example.org' } as const;
    const neverCalled = (tx: Database) => [
      // @ts-expect-error: an invitation needs its token, referral code and mailbox key.
      queueMessage(tx, { ...invitation, payload: { subject: 'Hello' } }),
      // @ts-expect-error: a report's payload names its order, result and assessment.
      queueMessage(tx, { ...report, payload: { sealedToken: 'x' } }),
      queueMessage(tx, {
        ...invitation,
        payload: { inviteToken: 't', referralCode: 'R', mailboxKey: 'k', language: 'de' },
      }),
    ];
    expect(neverCalled).toBeTypeOf('function');
  });
});
