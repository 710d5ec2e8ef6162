import { describe, expect, it } from 'vitest';
import { locale as buildLocale } from '#messages/locale';
import { fold, sentencesOf, textsOf } from '../../../../tests/support/english-sentences.ts';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { ASSESSMENT_TYPES, type AssessmentType } from '../../../domain/assessments/catalogue.ts';
import * as adhd from '../../../domain/assessments/insights/en/adhd.ts';
import * as asd from '../../../domain/assessments/insights/en/asd.ts';
import * as audhd from '../../../domain/assessments/insights/en/audhd.ts';
import * as dyslexia from '../../../domain/assessments/insights/en/dyslexia.ts';
import * as dyspraxia from '../../../domain/assessments/insights/en/dyspraxia.ts';
import * as spd from '../../../domain/assessments/insights/en/spd.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import type { CountryCode } from '../../../domain/report/countries.ts';
import { renderReport, renderReportFiles } from './render-report-pdf.tsx';
import { sampleReportInput } from './sample-report.ts';

// The report as a reader of each other language gets it: this file runs in each `unit-<language>` project,
// where every `#messages`, `#insights` and `#item-texts` import is that language's, as in its report worker
// (decision 061).

/** The language of this run: the project's, as its `#messages` give it. */
const LANGUAGE = buildLocale as Exclude<MessageLanguage, 'en'>;
const WORDS = MESSAGES[LANGUAGE];

/** A reader of the language in a country where it is spoken, and a country whose route follows in the appendix. */
const READER_ABROAD = {
  de: { home: 'AT', neighbour: 'DE' },
  fr: { home: 'BE', neighbour: 'FR' },
  es: { home: 'ES', neighbour: 'FR' },
  nl: { home: 'BE', neighbour: 'NL' },
  it: { home: 'IT', neighbour: 'DE' },
} as const satisfies Record<typeof LANGUAGE, { home: CountryCode; neighbour: CountryCode }>;

const RENDER_MS = 60_000;

const ENGLISH_INSIGHTS = { audhd, adhd, asd, dyslexia, dyspraxia, spd };

/** The English report's sentences: each message's, each insight's and strength's, each item's. */
const ENGLISH_SENTENCES = sentencesOf([
  ...Object.values(MESSAGES.en).flatMap(textsOf),
  ...Object.values(ENGLISH_INSIGHTS).flatMap(textsOf),
  ...ASSESSMENT_TYPES.flatMap((type) => getQuestions(type).map((question) => question.text)),
]);

/** Every assessment's report, each with a country (or none) whose route it prints first. */
const REPORTS: readonly [AssessmentType, CountryCode | null][] = [
  ['audhd', 'AT'],
  ['asd', 'DE'],
  ['adhd', null],
  ['spd', 'AT'],
  ['dyspraxia', 'NL'],
  ['dyslexia', 'IE'],
];

/**
 * The reports rendered in each language. German, the first translated, renders all six; every other language the
 * combined assessment (the most pages: the profile, three groups of themes) and one other, so that the five
 * together render every assessment again: what a report leaves in English is the same code in every language, and
 * what a language's own words leave is checked word by word in messages.test.ts. Each render takes seconds.
 */
const REPORTS_IN: Readonly<Record<typeof LANGUAGE, readonly AssessmentType[]>> = {
  de: ASSESSMENT_TYPES,
  fr: ['audhd', 'dyslexia'],
  es: ['audhd', 'spd'],
  nl: ['audhd', 'adhd'],
  it: ['audhd', 'asd', 'dyspraxia'],
};

describe.each(REPORTS.filter(([type]) => REPORTS_IN[LANGUAGE].includes(type)))(
  `the ${LANGUAGE} %s report (country %s)`,
  (type, country) => {
    it(
      'is in its language from the first page to the last, every page where the cover says it is',
      async () => {
        const { pdf, numbering } = await renderReport(
          sampleReportInput(type, { language: LANGUAGE, country }),
        );
        // The sheets were planned to fit, the language's longer words included: the page numbers the cover gives hold.
        expect(numbering).toBe('planned');
        expect(pdf.includes(`/Lang (${LANGUAGE})`)).toBe(true);
        const text = await pdfText(pdf);
        const { report } = WORDS;
        for (const [id, title] of Object.entries(report.sectionTitles)) {
          if (id !== 'appendix' || country !== null) expect(text, id).toContain(fold(title));
        }
        expect(text).toContain(WORDS.catalogue.assessmentWords[type].name);
        expect(ENGLISH_SENTENCES.length).toBeGreaterThan(900);
        const leftInEnglish = ENGLISH_SENTENCES.filter((sentence) => text.includes(fold(sentence)));
        expect(leftInEnglish).toEqual([]);
      },
      RENDER_MS,
    );
  },
);

describe(`a ${LANGUAGE} reader in ${READER_ABROAD[LANGUAGE].home}`, () => {
  it(
    "gets that country's route first and the letter on its own in the language",
    async () => {
      const { home, neighbour } = READER_ABROAD[LANGUAGE];
      const { report, letter } = await renderReportFiles(
        sampleReportInput('adhd', { language: LANGUAGE, country: home }),
      );
      const text = await pdfText(report);
      const routes = WORDS['report-routes'];
      const own = text.indexOf(fold(routes.routeTexts[home].firstStep));
      expect(own).toBeGreaterThan(-1);
      // The other countries follow in the appendix, after the reader's own.
      expect(text.indexOf(fold(routes.routeTexts[neighbour].firstStep))).toBeGreaterThan(own);
      const letterText = await pdfText(letter);
      expect(letterText).toContain(WORDS['report-letter'].letterOpening);
      expect(letterText).not.toContain(MESSAGES.en['report-letter'].letterOpening);
    },
    RENDER_MS,
  );
});
