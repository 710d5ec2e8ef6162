import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderToBuffer, Text } from '@react-pdf/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notADiagnosis, sectionTitles } from '#messages/report';
import { homeCountryHeading } from '#messages/report-document';
import { SHARED_EXPERIENCES_ABOUT } from '../../../domain/assessments/audhd-profile.ts';
import {
  ASSESSMENT_TYPES,
  type AssessmentType,
  getAssessment,
} from '../../../domain/assessments/catalogue.ts';
import { getLevel, getSubscoreLevel, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { ANSWER_OPTIONS, getQuestions, type Question } from '../../../domain/assessments/questions.ts';
import {
  EXAMPLE_MAX_LENGTH,
  LIFE_AREAS,
  type ResultContext,
} from '../../../domain/assessments/result-context.ts';
import { scoreAudhdSubscores, scoreResponses } from '../../../domain/assessments/scoring.ts';
import { answerPatternNotes, howToReadTheBands } from '../../../domain/messages/en/result-words.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from '../../../domain/report/countries.ts';
import { basesFor } from '../../../domain/report/referral-letter.ts';
import {
  APPENDIX_SECTION,
  buildReportContent,
  REPORT_SECTIONS,
} from '../../../domain/report/report-content.ts';
import { getStrategies } from '../../../domain/report/strategies.ts';
import { getTopics } from '../../../domain/report/topics.ts';
import { LetterDocument } from './document/letter-section.tsx';
import { buildSheets, type PageNumbering } from './document/report-document.tsx';
import { countPdfPages, renderReport, renderSheets } from './render-report-pdf.tsx';
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
    expect(cover).toContain(notADiagnosis);
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

  it('names the strategies chosen from the answers, the answer behind each theme, and their sources', () => {
    const { text } = get(type);
    const { strategies } = buildReportContent(sampleReportInput(type));
    expect(text).toContain('Practical strategies');
    for (const group of strategies) {
      expect(text).toContain(normalise(group.heading));
      if (group.reason) expect(text).toContain(normalise(group.reason));
      for (const { strategy, areaLabel } of group.items) {
        expect(text).toContain(normalise(strategy.title));
        expect(text).toContain(`${strategy.title} ${normalise(strategy.text)} ${areaLabel} · Based on:`);
      }
    }
    const chosen = strategies.flatMap((group) => group.items);
    expect(text.match(/Based on:/g)?.length).toBe(chosen.length);
    // Strategies that were not chosen stay out of the report.
    const titles = new Set(chosen.map((item) => item.strategy.title));
    for (const strategy of getStrategies(type).filter((candidate) => !titles.has(candidate.title))) {
      expect(text).not.toContain(`${normalise(strategy.title)} ${normalise(strategy.text)}`);
    }
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

  it('fits the summary for a healthcare provider on two pages: the result, then what the person reports', () => {
    const { pages } = get(type);
    const { provider } = buildReportContent(sampleReportInput(type));
    const start = pages.findIndex((page) =>
      normalise(page).includes(`Section 9 · for you to share if you wish ${sectionTitles.provider}`),
    );
    expect(start).toBeGreaterThan(-1);
    const summary = normalise(pages[start] ?? '');
    expect(summary).toContain(getAssessment(type).name);
    expect(summary).toContain('14 April 2025');
    expect(summary).toContain('Results by theme');
    expect(summary).toContain('screening-style questionnaire');
    expect(summary).toContain('not a validated diagnostic instrument');
    const words = normalise(pages[start + 1] ?? '');
    expect(words).toContain('Section 9 · continued What the person reports');
    expect(words).toContain('What I would like to talk about');
    expect(provider.strongestItems).toHaveLength(5);
    for (const item of provider.strongestItems) {
      expect(words).toContain(`${item.number}. “${normalise(item.text)}” ${item.answerLabel}`);
    }
    // A result without context answers (this sample's) says so for each question.
    expect(words).toContain(
      'In their own words Since when not given Where in daily life not given In their words not given',
    );
    expect(words).toContain('not a history taken by a clinician');
    expect(words).toContain('NICE CG142');
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

/** The most a person can say: every part of daily life, and an example as long as it may be. */
const LONGEST_CONTEXT: ResultContext = {
  onset: 'not-sure',
  areas: LIFE_AREAS.map((area) => ({ area, impact: 'a-great-deal' })),
  example: 'Meetings that run over leave me unable to follow what is said, and I miss deadlines. '
    .repeat(10)
    .slice(0, EXAMPLE_MAX_LENGTH),
};

/**
 * The longest statements (a reverse-scored one also carries a note) answered at the trait end, every other statement
 * one step short of it: those five are the ones the provider page quotes, and the first three the letter quotes.
 */
function longestQuoted(type: AssessmentType): { responses: Record<string, number>; longest: Question[] } {
  const length = (question: Question) => question.text.length + (question.reverse ? 20 : 0);
  const questions = getQuestions(type);
  const longest = [...questions].sort((a, b) => length(b) - length(a)).slice(0, 5);
  const responses = Object.fromEntries(
    questions.map((question) => {
      const points = longest.includes(question) ? 4 : 3;
      return [question.id, question.reverse ? 4 - points : points];
    }),
  );
  return { responses, longest };
}

describe.each(ASSESSMENT_TYPES)('the %s page for a healthcare provider', (type) => {
  it('stays one page when the five quoted items are the longest ones and the context is as long as it can be', async () => {
    const { responses, longest } = longestQuoted(type);
    const content = buildReportContent(
      sampleReportInput(type, { responses, supportEmail: SUPPORT_EMAIL, context: LONGEST_CONTEXT }),
    );
    expect(content.provider.strongestItems.map((item) => item.text).sort()).toEqual(
      longest.map((question) => question.text).sort(),
    );
    const result = await renderSheets(
      content,
      buildSheets(content).filter((sheet) => sheet.key.startsWith('provider')),
    );
    expect(result.pageCount).toBe(2);
  }, 30_000);
});

describe.each(ASSESSMENT_TYPES)('the %s referral letter', (type) => {
  it('is one page after the provider pages, ready to sign, and the cover says where it is', () => {
    const { pages } = get(type);
    const letterPage = pages.findIndex((page) =>
      normalise(page).includes('Section 10 · A letter to take to your doctor'),
    );
    expect(normalise(pages[letterPage - 1] ?? '')).toContain('Section 9 · continued');
    const letter = normalise(pages[letterPage] ?? '');
    // The sample has no country: the general route, and no basis.
    expect(letter).toContain('To my doctor');
    expect(letter).toContain('It is not a diagnosis');
    expect(letter).toContain('Yours sincerely, Signature');
    expect(normalise(pages[0] ?? '')).toContain(
      `Page ${letterPage + 1} is a letter to your doctor, ready to sign.`,
    );
  });

  it('is followed by the note for work or study, one page, which the cover names too', async () => {
    const { pages } = get(type);
    const notePage = pages.findIndex((page) =>
      normalise(page).includes('Section 11 · A note for work or study'),
    );
    expect(normalise(pages[notePage - 1] ?? '')).toContain('Section 10 · A letter to take to your doctor');
    const note = normalise(pages[notePage] ?? '');
    expect(note).toContain('To my employer, manager or place of study');
    expect(note).toContain('It is not a diagnosis, and I am not telling you about one.');
    // The sample has no country: the EU directive and the Equality Act.
    expect(note).toContain('2000/78/EC');
    expect(normalise(pages[0] ?? '')).toContain(`Page ${notePage + 1} is a note you can give to an employer`);
    // The longest answers quoted and the longest laws (Great Britain's two) still fit one page.
    const content = buildReportContent(
      sampleReportInput(type, {
        responses: longestQuoted(type).responses,
        supportEmail: SUPPORT_EMAIL,
        country: 'GB',
      }),
    );
    const alone = await renderSheets(
      content,
      buildSheets(content).filter((sheet) => sheet.key === 'work-note'),
    );
    expect(alone.pageCount).toBe(1);
  }, 30_000);

  it('stays one page, in the report and alone, with the longest quotes, context and bases of any country', async () => {
    const topics = getTopics(type);
    const basesLength = (country: CountryCode) =>
      basesFor(country, topics).reduce((sum, basis) => sum + basis.text.length, 0);
    const country = [...REPORT_COUNTRIES].sort((a, b) => basesLength(b) - basesLength(a))[0] ?? 'GB';
    const content = buildReportContent(
      sampleReportInput(type, {
        responses: longestQuoted(type).responses,
        supportEmail: SUPPORT_EMAIL,
        context: LONGEST_CONTEXT,
        country,
      }),
    );
    const inReport = await renderSheets(
      content,
      buildSheets(content).filter((sheet) => sheet.key === 'letter'),
    );
    expect(inReport.pageCount).toBe(1);
    const alone = await renderToBuffer(<LetterDocument letter={content.letter} />);
    expect(countPdfPages(alone)).toBe(1);
    const { layout } = await extractText(alone, `${type}-letter`);
    expect(normalise(layout)).toContain(`In my own words “${normalise(LONGEST_CONTEXT.example ?? '')}”`);
  }, 30_000);
});

describe('two buyers with different answers and countries', () => {
  // Each leans towards different themes of the same questionnaire: the first towards its first two themes, the
  // second towards its last two, with every other statement answered Neutral.
  const type: AssessmentType = 'asd';
  const themes = [...new Set(getQuestions(type).map((question) => question.construct))];
  const leaningTowards = (chosen: readonly string[]) =>
    Object.fromEntries(
      getQuestions(type).map((question) => {
        if (!chosen.includes(question.construct)) return [question.id, 2];
        return [question.id, question.reverse ? 0 : 4];
      }),
    );
  const buyers: { name: string; country: CountryCode; responses: Record<string, number> }[] = [
    { name: 'first', country: 'DE', responses: leaningTowards(themes.slice(0, 2)) },
    { name: 'second', country: 'IE', responses: leaningTowards(themes.slice(-2)) },
  ];
  const texts = new Map<string, string>();

  beforeAll(async () => {
    for (const buyer of buyers) {
      const input = sampleReportInput(type, {
        responses: buyer.responses,
        country: buyer.country,
        supportEmail: SUPPORT_EMAIL,
      });
      const { pdf, numbering } = await renderReport(input);
      expect(numbering).toBe('planned');
      const { layout } = await extractText(pdf, `buyer-${buyer.name}`);
      texts.set(buyer.name, normalise(layout));
    }
  }, 60_000);

  /** The text from one heading to the next; without `to`, to the end of the report. */
  function section(buyer: string, from: string, to?: string): string {
    const text = texts.get(buyer) ?? '';
    const start = text.indexOf(from);
    const end = to === undefined ? text.length : text.indexOf(to, start);
    expect(start, from).toBeGreaterThan(-1);
    expect(end, to).toBeGreaterThan(start);
    return text.slice(start, end);
  }

  const strategiesOf = (buyer: string) => section(buyer, 'Section 6 Practical strategies', 'Section 7');
  const referralOf = (buyer: string) =>
    section(buyer, 'Section 8 How to seek a formal assessment', 'Section 9');
  const resourcesOf = (buyer: string) => section(buyer, 'Section 7 Organisations that can help', 'Section 8');

  function firstCountry(text: string): string | undefined {
    return Object.values(COUNTRY_NAMES)
      .filter((name) => text.includes(name))
      .sort((a, b) => text.indexOf(a) - text.indexOf(b))[0];
  }

  it('get different strategies, each chosen for a theme their own answers lean towards', () => {
    const printed = buyers.map((buyer) =>
      getStrategies(type)
        .filter((strategy) => strategiesOf(buyer.name).includes(normalise(strategy.title)))
        .map((strategy) => strategy.title),
    );
    expect(printed[0]).not.toEqual(printed[1]);
    buyers.forEach((buyer, index) => {
      const content = buildReportContent(sampleReportInput(type, { responses: buyer.responses }));
      const chosen = content.strategies.flatMap((group) => group.items.map((item) => item.strategy.title));
      expect([...(printed[index] ?? [])].sort()).toEqual([...chosen].sort());
      // The reason quotes one of the buyer's own statements, taken from the catalogue, with their answer.
      const leaning = buyer.responses;
      const quoted = getQuestions(type).filter(
        (question) =>
          (leaning[question.id] === 4 || (question.reverse && leaning[question.id] === 0)) &&
          strategiesOf(buyer.name).includes(normalise(`“${question.text}”`)),
      );
      expect(quoted.length, buyer.name).toBeGreaterThan(0);
      expect(strategiesOf(buyer.name)).toMatch(
        /Because you answered (Strongly Agree|Strongly Disagree) to “/,
      );
    });
  });

  it('put each buyer’s own country first and the others in the appendix', () => {
    buyers.forEach((buyer) => {
      const name = COUNTRY_NAMES[buyer.country];
      expect(firstCountry(referralOf(buyer.name))).toBe(name);
      expect(firstCountry(resourcesOf(buyer.name))).toBe(name);
      expect(resourcesOf(buyer.name)).toContain(`${homeCountryHeading} ${name}`);
      expect(referralOf(buyer.name)).toContain(`${homeCountryHeading} ${name} First step:`);
      expect(referralOf(buyer.name).match(/First step:/g)).toHaveLength(1);
      const appendix = section(
        buyer.name,
        `Section ${REPORT_SECTIONS.length + 1} · for reference ${APPENDIX_SECTION.title}`,
      );
      for (const other of REPORT_COUNTRIES.filter((code) => code !== buyer.country)) {
        expect(appendix, other).toContain(COUNTRY_NAMES[other]);
      }
      expect(texts.get(buyer.name)?.match(/First step:/g)).toHaveLength(REPORT_COUNTRIES.length);
    });
    expect(firstCountry(referralOf('first'))).not.toBe(firstCountry(referralOf('second')));
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
    expect(text).toContain(normalise(howToReadTheBands));
    expect(text).toContain(normalise(answerPatternNotes['same-answer']));
  }, 60_000);
});

describe('the combined report, profile first (issue 25)', () => {
  it('leads with the autism-related and ADHD-related bands, gives the shared items as answers without a band, and the total as the sum', async () => {
    const sample = sampleReportInput('audhd', { supportEmail: SUPPORT_EMAIL });
    // The three shared statements answered at the strain end: 12 of 12 (audhd-19 is scored in reverse).
    const responses = { ...sample.responses, 'audhd-2': 4, 'audhd-15': 4, 'audhd-19': 0 };
    const subscores = scoreAudhdSubscores(responses);
    const score = scoreResponses('audhd', responses);
    const input = { ...sample, responses, score, level: getLevel('audhd', score), subscores };
    const { pages } = await extractText((await renderReport(input)).pdf, 'audhd-profile');
    const summary = normalise(pages.find((page) => page.includes('Your profile')) ?? '');
    const autism = `Autism-related traits: ${LEVEL_LABELS[getSubscoreLevel('autism', subscores.autism)]}`;
    const adhd = `ADHD-related traits: ${LEVEL_LABELS[getSubscoreLevel('adhd', subscores.adhd)]}`;
    expect(summary).toContain(`Your profile ${autism} ${adhd}`);
    expect(summary).toContain('Experiences both share Your answers describe many of these experiences.');
    expect(summary).toContain('Strongly Agree');
    expect(summary).toContain('Strongly Disagree (scored in reverse)');
    expect(summary).toContain(normalise(SHARED_EXPERIENCES_ABOUT));
    expect(summary).not.toContain('Your overall result');
    // The total comes after the profile and the shared experiences, as the sum.
    expect(summary).toContain(`Total: the sum of all three parts: ${score} out of 120, in the`);
    expect(summary.indexOf('Total: the sum of all three parts')).toBeGreaterThan(summary.indexOf(adhd));
    expect(summary.indexOf('Total: the sum of all three parts')).toBeGreaterThan(
      summary.indexOf('Experiences both share'),
    );
    expect(summary).toContain(normalise(howToReadTheBands));

    const provider = normalise(pages.find((page) => page.includes('for you to share if you wish')) ?? '');
    expect(provider).toContain(`Profile Autism-related ${subscores.autism} of 52`);
    expect(provider).toContain(
      'Shared items 12 of 12, many of these experiences (emotions, overload, recovery: not banded',
    );
    expect(provider).toContain(`Total score ${score} of 120, the sum of all items`);
    expect(provider).not.toMatch(/Shared experiences \d+ of 12 \(/);
  }, 60_000);
});
