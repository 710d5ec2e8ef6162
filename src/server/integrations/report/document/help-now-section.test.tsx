import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../tests/support/pdf-text.ts';
import { getQuestions } from '../../../../domain/assessments/questions.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from '../../../../domain/report/countries.ts';
import { CRISIS_LINES } from '../../../../domain/report/crisis-lines.ts';
import { buildReportContent } from '../../../../domain/report/report-content.ts';
import { renderReport } from '../render-report-pdf.tsx';
import { sampleReportInput } from '../sample-report.ts';
import { reportShowsHighStrain } from './help-now-section.tsx';

const STRAIN_SENTENCE = 'Some of your answers describe a lot of overload or exhaustion.';

/** The spd sample with every answer set to `value`, except the overload item at `overload`. */
function spdInput(value: number, overload: number, country: CountryCode | null = null) {
  const responses = Object.fromEntries(
    getQuestions('spd').map((question) => [question.id, question.id === 'spd-5' ? overload : value]),
  );
  return { ...sampleReportInput('spd'), responses, country };
}

/** The help page's list of countries and their lines, without the sentences around it. */
function helpList(text: string | undefined): string {
  const page = text ?? '';
  const start = page.indexOf('the countries this report covers.');
  return page.slice(start, page.indexOf('Numbers checked in', start));
}

const texts = new Map<string, string>();

async function renderText(input: ReturnType<typeof spdInput>): Promise<string> {
  const { pdf } = await renderReport(input);
  return pdfText(pdf);
}

beforeAll(async () => {
  texts.set('strained', await renderText(spdInput(2, 4)));
  texts.set('calm', await renderText(spdInput(2, 2)));
  texts.set('from Ireland', await renderText(spdInput(2, 2, 'IE')));
}, 120_000);

describe('the report’s help-now page', () => {
  it('follows the results page’s rule, read from the answers in the report', () => {
    expect(reportShowsHighStrain(buildReportContent(spdInput(2, 4)))).toBe(true);
    expect(reportShowsHighStrain(buildReportContent(spdInput(3, 3)))).toBe(false);
  });

  it('lists 112 and a line for every country in every report', () => {
    for (const text of texts.values()) {
      expect(text).toContain('If you need help now');
      expect(text).toContain('This report is not an emergency service.');
      expect(text).toContain('112');
      for (const country of REPORT_COUNTRIES)
        for (const line of CRISIS_LINES[country])
          expect(text, line.service).toContain(line.number.replaceAll('\u00a0', ' '));
    }
  });

  it('lists the buyer’s country first, then the others in the usual order', () => {
    const page = helpList(texts.get('from Ireland'));
    const positions = ['Ireland', 'Germany', 'France', 'United Kingdom'].map((name) => page.indexOf(name));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const usual = helpList(texts.get('calm'));
    expect(usual.indexOf(COUNTRY_NAMES.DE)).toBeLessThan(usual.indexOf(COUNTRY_NAMES.IE));
  });

  it('says calmly that the answers describe a lot of strain only when they do', () => {
    expect(texts.get('strained')).toContain(STRAIN_SENTENCE);
    expect(texts.get('calm')).not.toContain(STRAIN_SENTENCE);
  });
});
