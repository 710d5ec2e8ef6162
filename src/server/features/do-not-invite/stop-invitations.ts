import { DO_NOT_INVITE_MESSAGES } from '../../../domain/do-not-invite/schemas.ts';
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
    throw new AppError('opt_out_link_invalid', { status: 400, message: DO_NOT_INVITE_MESSAGES.invalidLink });
  }
  await suppressMailbox(db, key, 'opt-out');
}
