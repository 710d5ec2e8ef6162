import { sql } from 'drizzle-orm';
import type { HealthReport } from '../../../domain/health/health-report.ts';
import type { Database } from '../../db/client.ts';
import { notificationThrottles } from '../../db/schema.ts';
import { queueMessage } from '../../outbox/queue-message.ts';

const NOTIFICATION_THROTTLE_MS = 60 * 60 * 1000;

/**
 * Queues a message to the admin for each service that is not up, at most one per service and status per hour.
 * The claim on the throttle row is one conditional upsert, so two instances checking at once send one message.
 */
export async function notifyAdminOfServices({
  db,
  adminEmail,
  report,
  now = new Date(),
}: {
  db: Database;
  adminEmail: string | undefined;
  report: HealthReport;
  now?: Date;
}): Promise<{ sent: boolean; count: number; recipient: string | null }> {
  if (!adminEmail) return { sent: false, count: 0, recipient: null };
  let queued = 0;
  for (const [service, health] of Object.entries(report.services)) {
    if (health.status === 'up') continue;
    const windowStart = new Date(now.getTime() - NOTIFICATION_THROTTLE_MS);
    const claimed = await db
      .insert(notificationThrottles)
      .values({ service, status: health.status, lastSentAt: now })
      .onConflictDoUpdate({
        target: [notificationThrottles.service, notificationThrottles.status],
        set: { lastSentAt: now },
        setWhere: sql`${notificationThrottles.lastSentAt} <= ${windowStart}`,
      })
      .returning();
    if (claimed.length === 0) continue;
    await queueMessage(db, {
      kind: 'admin-notification',
      recipient: adminEmail,
      payload: {
        subject: `Traitscope: ${service} is ${health.status}`,
        service,
        status: health.status,
        overall: report.status,
        checkedAt: health.lastChecked,
        details: health.details,
      },
    });
    queued += 1;
  }
  return { sent: queued > 0, count: queued, recipient: adminEmail };
}
