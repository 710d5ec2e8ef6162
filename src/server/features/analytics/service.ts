import type { LogNotFoundInput, TrackEventInput } from '../../../domain/analytics/schemas.ts';
import type { Database } from '../../db/client.ts';
import { analyticsEvents, notFoundLogs } from '../../db/schema.ts';

export async function recordEvent(db: Database, visitorId: string, input: TrackEventInput): Promise<void> {
  await db.insert(analyticsEvents).values({
    name: input.event,
    visitorId,
    path: input.path ?? null,
    assessmentType: input.assessment_type ?? null,
    isPaid: input.is_paid ?? null,
    value: input.value ?? null,
  });
}

// The visitor id is deliberately not stored with a 404: the log is for mending links, not for following people.
export async function logNotFound(db: Database, input: LogNotFoundInput): Promise<void> {
  await db.insert(notFoundLogs).values({
    path: input.path,
    userAgent: input.userAgent || null,
    referrer: input.referrer || null,
  });
}
