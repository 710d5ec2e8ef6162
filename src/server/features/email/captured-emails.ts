import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { capturedEmails } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

// The capture mailbox: what the development provider "sent", for staff to read on the E-mail Debug page.

const LIST_LIMIT = 200;
const NOT_FOUND = 'We could not find that message.';

type CapturedRow = typeof capturedEmails.$inferSelect;

/** A message's headers and its attachments' names and sizes, never their contents. */
function summaryOf(row: CapturedRow) {
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    attachments: row.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
  };
}

export async function listCapturedEmails(db: Database) {
  const rows = await db.select().from(capturedEmails).orderBy(desc(capturedEmails.id)).limit(LIST_LIMIT);
  return rows.map(summaryOf);
}

async function findRow(db: Database, id: number): Promise<CapturedRow | undefined> {
  const [row] = await db.select().from(capturedEmails).where(eq(capturedEmails.id, id));
  return row;
}

export async function findCapturedEmail(db: Database, id: number) {
  const row = await findRow(db, id);
  if (!row) throw new AppError('email_not_found', { status: 404, message: NOT_FOUND });
  return { ...summaryOf(row), html: row.html, text: row.text, headers: row.headers };
}

export async function findCapturedAttachment(db: Database, id: number, index: number) {
  const attachment = (await findRow(db, id))?.attachments[index];
  if (!attachment) throw new AppError('attachment_not_found', { status: 404, message: NOT_FOUND });
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.contentBase64, 'base64'),
  };
}
