import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { messageIdFor } from '../../src/server/outbox/delivery.ts';
import { queryRows } from '../support/raw-query.ts';

export const LOAD_EMAIL_FROM = 'reports@traitscope.test';

type SessionRow = {
  session_id: string;
  session_status: string;
  order_id: number;
  order_status: string;
  email_status: string | null;
  reports: number;
};
type OutboxRow = {
  id: number;
  status: string;
  message_id: string | null;
  attempts: number;
  due_in: number;
  last_error: string | null;
};

export type OrderCheck = { problems: string[]; paid: number; fulfilled: number };

/**
 * Checks the database after a scenario: every checkout session the provider counts as paid has exactly one
 * completed order with exactly one report e-mail queued; nothing unpaid has one; every payment the client saw
 * go through is among them. With `delivered`, every report e-mail was also accepted by the provider exactly once;
 * with `isAtLeastOnce` (a kill in the moment between the provider's acceptance and its record), at least once.
 */
export async function checkOrders(
  db: Database,
  {
    paidSessions,
    delivered,
    isAtLeastOnce = false,
  }: { paidSessions: Set<string>; delivered?: string[]; isAtLeastOnce?: boolean },
): Promise<OrderCheck> {
  const problems: string[] = [];
  const sessions = await queryRows<SessionRow>(
    db,
    sql`select s.id as session_id, s.status as session_status, o.id as order_id, o.status as order_status,
          o.email_status,
          (select count(*) from outbox x where x.order_id = o.id and x.kind = 'report')::int as reports
        from test_checkout_sessions s join orders o on o.id = s.order_id`,
  );
  const paid = sessions.filter((row) => row.session_status === 'paid');
  const bySession = new Map(sessions.map((row) => [row.session_id, row]));

  const describe = (row: SessionRow) =>
    `order ${row.order_id} (${row.session_status}, ${row.order_status}, ${row.reports} report e-mails)`;
  for (const row of paid) {
    if (row.order_status !== 'completed' || row.reports !== 1) problems.push(`paid ${describe(row)}`);
  }
  for (const row of sessions.filter((entry) => entry.session_status !== 'paid')) {
    if (row.order_status === 'completed' || row.reports !== 0) problems.push(`unpaid ${describe(row)}`);
  }
  for (const sessionId of paidSessions) {
    if (bySession.get(sessionId)?.order_status !== 'completed') {
      problems.push(`the client saw session ${sessionId} paid, the database has no completed order for it`);
    }
  }

  if (delivered) {
    const reports = await queryRows<OutboxRow>(
      db,
      sql`select id, status, message_id, attempts, last_error,
            extract(epoch from next_attempt_at - now())::int as due_in
          from outbox where kind = 'report'`,
    );
    const times = new Map<string, number>();
    for (const messageId of delivered) times.set(messageId, (times.get(messageId) ?? 0) + 1);
    for (const report of reports) {
      // The Message-ID recorded before the first attempt: every attempt of the row carries it.
      const messageId = report.message_id ?? messageIdFor(report.id, LOAD_EMAIL_FROM);
      const count = times.get(messageId) ?? 0;
      const isCountRight = isAtLeastOnce ? count >= 1 : count === 1;
      if (!isCountRight || report.status !== 'sent') {
        problems.push(
          `report e-mail ${messageId}: ${report.status} in the outbox after ${report.attempts} attempts ` +
            `(due in ${report.due_in} s, last error: ${report.last_error ?? 'none'}), delivered ${count} times`,
        );
      }
    }
    const unsent = paid.filter((row) => row.email_status !== 'sent');
    if (unsent.length > 0) problems.push(`${unsent.length} paid orders do not say their e-mail was sent`);
  }

  const fulfilled = paid.filter((row) => row.order_status === 'completed').length;
  return { problems, paid: paid.length, fulfilled };
}
