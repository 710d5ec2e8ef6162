import { and, eq, gt } from 'drizzle-orm';
import { RESEND_WINDOW_MS } from '../../../domain/checkout/resend-limits.ts';
import type { Database } from '../../db/client.ts';
import { reportPdfs } from '../../db/schema.ts';

/**
 * The order's report PDF as rendered within the resend window, or a fresh render that is then kept. However
 * many resends and retries an order has, its twenty pages are rendered at most once per window (two workers
 * taking two of its messages at the same moment may both render; the last one's file is kept).
 */
export async function storedReportPdf({
  db,
  orderId,
  assessmentResultId,
  render,
  now = new Date(),
}: {
  db: Database;
  orderId: number;
  assessmentResultId: number;
  render: () => Promise<Buffer>;
  now?: Date;
}): Promise<Buffer> {
  const [kept] = await db
    .select({ pdf: reportPdfs.pdf })
    .from(reportPdfs)
    .where(
      and(
        eq(reportPdfs.orderId, orderId),
        eq(reportPdfs.assessmentResultId, assessmentResultId),
        gt(reportPdfs.renderedAt, new Date(now.getTime() - RESEND_WINDOW_MS)),
      ),
    );
  if (kept) return kept.pdf;
  const pdf = await render();
  await db
    .insert(reportPdfs)
    .values({ orderId, assessmentResultId, pdf, renderedAt: now })
    .onConflictDoUpdate({ target: reportPdfs.orderId, set: { assessmentResultId, pdf, renderedAt: now } });
  return pdf;
}
