import { describe, expect, it } from 'vitest';
import { pdfLayoutText } from '../../../../../tests/support/pdf-text.ts';
import { ASSESSMENT_TYPES, type AssessmentType } from '../../../../domain/assessments/catalogue.ts';
import {
  COMPARISON_CAVEAT,
  COMPARISON_PENDING_IN_REPORT,
  COMPARISON_PRIVACY,
  COMPARISON_TITLE,
  MIN_TAKERS,
  type TakerComparison,
} from '../../../../domain/comparison/taker-comparison.ts';
import { countPdfPages, renderReport } from '../render-report-pdf.tsx';
import { sampleReportInput } from '../sample-report.ts';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function renderWith(type: AssessmentType, comparison: TakerComparison | undefined) {
  const { pdf, numbering } = await renderReport({ ...sampleReportInput(type), comparison });
  const layout = await pdfLayoutText(pdf);
  const pages = layout.split('\f').slice(0, -1);
  return { pdf, numbering, pages, text: normalise(layout) };
}

const FIGURE: TakerComparison = {
  available: true,
  takers: 1200,
  lowerFrom: 60,
  lowerTo: 70,
  countedOn: '2026-11-20',
};

describe.each(ASSESSMENT_TYPES)('the %s report with the comparison', (type) => {
  it('prints the range, what it rests on and the caveats right after what the result means, on planned pages', async () => {
    const { pdf, numbering, pages, text } = await renderWith(type, FIGURE);
    expect(numbering).toBe('planned');
    expect(countPdfPages(pdf)).toBe(pages.length);
    expect(text).toContain(
      `${COMPARISON_TITLE} 0% of takers 100% Between 60% and 70% of people who had taken this assessment on Traitscope had scored lower than you.`,
    );
    expect(text).toContain('Based on about 1,200 results, counted on 20 November 2026.');
    expect(text).toContain(normalise(COMPARISON_CAVEAT));
    expect(text).toContain(normalise(COMPARISON_PRIVACY));
    const meaning = text.indexOf('What it does not mean');
    const comparison = text.indexOf(COMPARISON_TITLE);
    const themes = text.indexOf('Section 3');
    expect(meaning).toBeGreaterThan(0);
    expect(comparison).toBeGreaterThan(meaning);
    expect(themes).toBeGreaterThan(comparison);
  }, 30_000);
});

describe('the report before enough people took the assessment', () => {
  it(`says there were fewer than ${MIN_TAKERS} and shows no figure`, async () => {
    const { numbering, text } = await renderWith('asd', { available: false, minimumTakers: MIN_TAKERS });
    expect(numbering).toBe('planned');
    expect(text).toContain(`${COMPARISON_TITLE} ${normalise(COMPARISON_PENDING_IN_REPORT)}`);
    expect(text).not.toContain('of takers');
  }, 30_000);

  it('leaves the section out of previews, which have no figure', async () => {
    const { text } = await renderWith('adhd', undefined);
    expect(text).not.toContain(COMPARISON_TITLE);
  }, 30_000);
});
