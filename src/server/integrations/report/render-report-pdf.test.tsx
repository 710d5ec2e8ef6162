import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Text } from '@react-pdf/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_TYPES,
  type AssessmentType,
  getAssessment,
} from '../../../domain/assessments/catalogue.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { ANSWER_OPTIONS, getQuestions } from '../../../domain/assessments/questions.ts';
import { HOW_TO_READ_THE_BANDS, SAME_ANSWER_NOTE } from '../../../domain/assessments/reading-the-result.ts';
import { scoreResponses } from '../../../domain/assessments/scoring.ts';
import { REPORT_COUNTRIES } from '../../../domain/report/countries.ts';
import { PROVIDER_PAGE_TITLE } from '../../../domain/report/provider-summary.ts';
import { buildReportContent, NOT_A_DIAGNOSIS_STATEMENT } from '../../../domain/report/report-content.ts';
import { getStrategies } from '../../../domain/report/strategies.ts';
import { countPdfPages, renderReport, renderSheets } from './render-report-pdf.tsx';
import type { PageNumbering } from './report-document.tsx';
import { sampleReportInput } from './sample-report.ts';

const run = promisify(execFile);

// pdftotext -layout keeps columns apart with runs of spaces and breaks long sentences over lines, so text is
// compared with all whitespace collapsed. Hyphenation is off in the report, so words are never split.
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Rendered = { pdf: Buffer; pages: string[]; text: string; info: string; numbering: PageNumbering };

const SUPPORT_EMAIL = 'care@report-test.example';
const rendered = new Map<AssessmentType, Rendered>();
let directory = '';

async function extractText(
  pdf: Buffer,
  name: string,
): Promise<{ pages: string[]; layout: string; info: string }> {
  const file = join(directory, `${name}.pdf`);
  await writeFile(file, pdf);
  const [{ stdout: layout }, { stdout: info }] = await Promise.all([
    run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
    run('pdfinfo', [file]),
  ]);
  // pdftotext ends every page with a form feed.
  return { pages: layout.split('\f').slice(0, -1), layout, info };
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'traitscope-report-'));
  // One render per type for the whole file, one after another: rendering is CPU-bound.
  for (const type of ASSESSMENT_TYPES) {
    const { pdf, numbering } = await renderReport(sampleReportInput(type, { supportEmail: SUPPORT_EMAIL }));
    const { pages, layout, info } = await extractText(pdf, type);
    rendered.set(type, { pdf, pages, text: normalise(layout), info, numbering });
  }
}, 180_000);

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

function get(type: AssessmentType): Rendered {
  const result = rendered.get(type);
  if (!result) throw new Error(`no report rendered for ${type}`);
  return result;
}

describe.each(ASSESSMENT_TYPES)('the %s Complete Report PDF', (type) => {
  it('is a PDF with its title, author, subject and language set', () => {
    const { pdf, info } = get(type);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info).toMatch(new RegExp(`Title:\\s+Traitscope Complete Report: ${getAssessment(type).name}`));
    expect(info).toMatch(/Author:\s+Traitscope/);
    expect(info).toMatch(/Subject:\s+.*Not a diagnosis/);
    expect(pdf.includes('/Lang (en)')).toBe(true);
  });

  it('opens with the assessment, date, order reference and the not-a-diagnosis statement', () => {
    const cover = normalise(get(type).pages[0] ?? '');
    expect(cover).toContain(getAssessment(type).name);
    expect(cover).toContain('14 April 2025');
    expect(cover).toContain(`TS-SAMPLE-${type.toUpperCase()}`);
    expect(cover).toContain(NOT_A_DIAGNOSIS_STATEMENT);
  });

  it('shows every question with the answer chosen', () => {
    const { text } = get(type);
    const { responses } = sampleReportInput(type);
    for (const question of getQuestions(type)) {
      const label = ANSWER_OPTIONS[responses[question.id] ?? -1]?.label;
      expect(label, question.id).toBeDefined();
      expect(text, question.id).toContain(`${normalise(question.text)} Your answer: ${label}`);
    }
  });

  it('names its strategies and their sources', () => {
    const { text } = get(type);
    expect(text).toContain('Practical strategies');
    for (const heading of ['Daily life', 'Work or study', 'Relationships']) expect(text).toContain(heading);
    for (const strategy of getStrategies(type)) expect(text).toContain(normalise(strategy.title));
    expect(text.match(/Based on:/g)?.length).toBe(getStrategies(type).length);
  });

  it('lists organisations and the referral route in each country', () => {
    const { text } = get(type);
    expect(text).toContain('Organisations that can help');
    expect(text).toContain('How to seek a formal assessment');
    for (const name of [
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Netherlands',
      'Poland',
      'Belgium',
      'Sweden',
      'Austria',
      'Ireland',
    ]) {
      expect(text).toContain(name);
    }
    expect(text.match(/First step:/g)?.length).toBe(REPORT_COUNTRIES.length);
  });

  it('fits the summary for a healthcare provider on one page', () => {
    const { pages } = get(type);
    const providerPages = pages.filter((page) =>
      normalise(page).includes(`Section 9 · for you to share if you wish ${PROVIDER_PAGE_TITLE}`),
    );
    expect(providerPages).toHaveLength(1);
    const page = normalise(providerPages[0] ?? '');
    expect(page).toContain(getAssessment(type).name);
    expect(page).toContain('14 April 2025');
    expect(page).toContain('Results by theme');
    expect(page).toContain('screening-style questionnaire');
    expect(page).toContain('not a validated diagnostic instrument');
    expect(page).toContain('What I would like to talk about');
  });

  it('ends with next steps and its sources', () => {
    const { text } = get(type);
    expect(text).toContain('Next steps');
    expect(text).toContain('Your suggested next step');
    expect(text).toContain('Sources');
  });

  it('fits every planned sheet on one page, so the printed page numbers need no second pass', () => {
    const { pdf, pages, numbering } = get(type);
    expect(numbering).toBe('planned');
    expect(countPdfPages(pdf)).toBe(pages.length);
  });

  it('puts the support address and the page number in the footer of every page', () => {
    const { pages } = get(type);
    expect(pages.length).toBeGreaterThan(8);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain(`Questions? ${SUPPORT_EMAIL}`);
      expect(page, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('prints nothing missing or broken', () => {
    expect(get(type).text).not.toMatch(/\bundefined\b|\bNaN\b|\[object/);
  });
});

describe('page numbering when a sheet runs over', () => {
  it('numbers the pages as they fall, footer included', async () => {
    const content = buildReportContent(sampleReportInput('adhd', { supportEmail: SUPPORT_EMAIL }));
    const sheets = [
      {
        key: 'long',
        body: <Text>{'A sentence that repeats until it fills more than one page. '.repeat(300)}</Text>,
      },
      { key: 'short', body: <Text>The last sheet.</Text> },
    ];
    const result = await renderSheets(content, sheets);
    expect(result.numbering).toBe('as-laid-out');
    const { pages } = await extractText(result.pdf, 'overflow');
    expect(pages.length).toBeGreaterThan(sheets.length);
    expect(result.pageCount).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain(`Questions? ${SUPPORT_EMAIL}`);
      expect(page, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  }, 60_000);
});

describe('the bands in the report', () => {
  it('reads asd answered Disagree throughout as Moderate, says how to read the bands, and notes the one answer', async () => {
    const responses = Object.fromEntries(getQuestions('asd').map((question) => [question.id, 1]));
    const score = scoreResponses('asd', responses);
    const input = {
      ...sampleReportInput('asd', { supportEmail: SUPPORT_EMAIL }),
      responses,
      score,
      level: getLevel('asd', score),
    };
    const { layout } = await extractText((await renderReport(input)).pdf, 'asd-disagree');
    const text = normalise(layout);
    expect(text).toContain('Moderate Alignment');
    expect(text).not.toContain('Significant Alignment Your answers describe many');
    expect(text).toContain(normalise(HOW_TO_READ_THE_BANDS));
    expect(text).toContain(normalise(SAME_ANSWER_NOTE));
  }, 60_000);
});
