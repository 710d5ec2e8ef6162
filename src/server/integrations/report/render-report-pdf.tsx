import { renderToBuffer } from '@react-pdf/renderer';
import { ITEM_TEXT_LOADERS } from '#item-texts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import type { Level } from '../../../domain/assessments/levels.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import type { TakerComparison } from '../../../domain/comparison/taker-comparison.ts';
import type { MessageLanguage } from '../../../domain/messages/messages.ts';
import type { CountryCode } from '../../../domain/report/countries.ts';
import {
  buildReportContent,
  REPORT_WORDS,
  type ReportContent,
} from '../../../domain/report/report-content.ts';
import { compareTakes, type Take } from '../../../domain/retests/compare-takes.ts';
import { LetterDocument } from './document/letter-section.tsx';
import { buildSheets, type PageNumbering, ReportDocument } from './document/report-document.tsx';
import type { Sheet } from './document/sheet-packing.tsx';
import { registerReportFonts } from './document/theme.ts';

export type ReportInput = {
  /** The language it is written in: a worker of that language renders it (report-render-pool.ts). */
  language: MessageLanguage;
  assessmentType: AssessmentType;
  responses: Record<string, number>;
  score: number;
  level: Level;
  subscores: { autism: number; adhd: number; overlap: number } | null;
  createdAt: Date;
  orderReference: string;
  supportEmail: string;
  /** Computed before rendering (the render runs in a worker thread, away from the app's cache). */
  comparison?: TakerComparison;
  /** The wording the taker answered; the report quotes it (see ReportFacts). */
  itemSetVersion?: number;
  /** The buyer's country (see ReportFacts); passed to the worker with the rest of the facts. */
  country: CountryCode | null;
  /** The three optional context questions (see ReportFacts); null when never asked. */
  context: ResultContext | null;
  /**
   * The reader's earlier take on the same wording, absent or null for a first take: the worker compares the two
   * (retests/compare-takes.ts), so that the themes and answers the report quotes are in its language.
   */
  earlierTake?: Take | null;
};

export type RenderedReport = { pdf: Buffer; pageCount: number; numbering: PageNumbering };

// Every page object in the PDF carries "/Type /Page" (the page tree's root says "/Type /Pages"). Page content is
// compressed, so report text cannot produce a false match.
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

/**
 * Renders sheets and says how their pages were numbered. The fast path prints the planned page numbers; if a
 * sheet ran over onto a second page those would be wrong, so the sheets are rendered again with react-pdf
 * numbering the pages as they fall. Tests hold every assessment's report to the fast path.
 */
export async function renderSheets(
  content: ReportContent,
  sheets: readonly Sheet[],
): Promise<RenderedReport> {
  registerReportFonts();
  const planned = await renderToBuffer(
    <ReportDocument content={content} sheets={sheets} numbering="planned" />,
  );
  const pageCount = countPdfPages(planned);
  if (pageCount === sheets.length) return { pdf: planned, pageCount, numbering: 'planned' };
  const pdf = await renderToBuffer(
    <ReportDocument content={content} sheets={sheets} numbering="as-laid-out" />,
  );
  return { pdf, pageCount: countPdfPages(pdf), numbering: 'as-laid-out' };
}

/**
 * The report's content in the language of the worker it renders in: the items and answer labels come from the
 * language's translations (`#item-texts`, which English has none of), the rest of the words by name.
 */
async function contentOf({ earlierTake, ...input }: ReportInput): Promise<ReportContent> {
  const itemTexts = await ITEM_TEXT_LOADERS?.[input.assessmentType]();
  const take: Take = {
    ...input,
    itemSetVersion: input.itemSetVersion ?? CURRENT_ITEM_SET_VERSION,
  };
  const retest = earlierTake ? compareTakes(earlierTake, take, { ...REPORT_WORDS, itemTexts }) : null;
  return buildReportContent({ ...input, itemTexts, retest });
}

export async function renderReport(input: ReportInput): Promise<RenderedReport> {
  const content = await contentOf(input);
  return renderSheets(content, buildSheets(content));
}

/** The PDFs an order's e-mail carries: the Complete Report, and its referral letter alone, to print by itself. */
export type ReportFiles = { report: Buffer; letter: Buffer };

/** Renders the Complete Report of one stored result as an A4 PDF, and its letter page as a PDF of its own. */
export async function renderReportFiles(input: ReportInput): Promise<ReportFiles> {
  const content = await contentOf(input);
  const { pdf } = await renderSheets(content, buildSheets(content));
  return { report: pdf, letter: await renderToBuffer(<LetterDocument letter={content.letter} />) };
}
