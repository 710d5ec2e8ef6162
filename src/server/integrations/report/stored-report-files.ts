import { and, eq, gt } from 'drizzle-orm';
import { RESEND_WINDOW_MS } from '../../../domain/checkout/resend-limits.ts';
import type { Database } from '../../db/client.ts';
import { reportPdfs } from '../../db/schema.ts';
import type { ReportFiles } from './render-report-pdf.tsx';

/**
 * The order's report and letter PDFs as rendered within the resend window, or a fresh render that is then kept.
 * However many resends and retries an order has, its twenty pages are rendered at most once per window (two
 * workers taking two of its messages at the same moment may both render; the last one's files are kept).
 */
export async function storedReportFiles({
  db,
  orderId,
  assessmentResultId,
  render,
  now = new Date(),
}: {
  db: Database;
  orderId: number;
  assessmentResultId: number;
  render: () => Promise<ReportFiles>;
  now?: Date;
}): Promise<ReportFiles> {
  const [kept] = await db
    .select({ report: reportPdfs.pdf, letter: reportPdfs.letterPdf })
    .from(reportPdfs)
    .where(
      and(
        eq(reportPdfs.orderId, orderId),
        eq(reportPdfs.assessmentResultId, assessmentResultId),
        gt(reportPdfs.renderedAt, new Date(now.getTime() - RESEND_WINDOW_MS)),
      ),
    );
  if (kept?.letter) return { report: kept.report, letter: kept.letter };
  const files = await render();
  const row = { assessmentResultId, pdf: files.report, letterPdf: files.letter, renderedAt: now };
  await db
    .insert(reportPdfs)
    .values({ orderId, ...row })
    .onConflictDoUpdate({ target: reportPdfs.orderId, set: row });
  return files;
}
