import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { suppressMailbox } from '../../integrations/email/suppression-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailboxKeyOfOptOutToken } from '../../lib/mailbox-key.ts';

/**
 * "Do not invite me again": the link's mailbox goes on the suppression list, so no invitation is queued for it
 * and none already queued is sent. Safe to repeat; a token this server did not make changes nothing.
 */
export async function stopInvitations({
  db,
  secretKey,
  token,
}: {
  db: Database;
  secretKey: string;
  token: string;
}): Promise<void> {
  const key = mailboxKeyOfOptOutToken(secretKey, token);
  if (key === null) {
    throw new AppError('opt_out_link_invalid', {
      status: 400,
      message: (words: Messages) => words.replies.optOutLinkInvalid,
    });
  }
  await suppressMailbox(db, key, 'opt-out');
}
