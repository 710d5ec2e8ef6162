import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notADiagnosis } from '#messages/report';
import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { getLevel, LEVEL_LABELS } from '../assessments/levels.ts';
import { ANSWER_OPTIONS, getQuestions } from '../assessments/questions.ts';
import { scoreAudhdSubscores, scoreResponses } from '../assessments/scoring.ts';
import { MESSAGES } from '../messages/messages.ts';
import { REPORT_COUNTRIES } from './countries.ts';
import { getReferralGuide } from './referral-routes.ts';
import {
  APPENDIX_SECTION,
  buildConstructGroups,
  buildReportContent,
  buildSnapshot,
  describeConstructAverage,
  formatReportDate,
  MAX_QUOTED_ITEMS,
  MIN_STRATEGIES,
  REPORT_SECTIONS,
  REPORT_WORDS,
  type ReportFacts,
  snapshotWordsIn,
} from './report-content.ts';
import { getResources } from './resources.ts';

function factsFor(
  type: AssessmentType,
  responses: Record<string, number>,
  country: ReportFacts['country'] = null,
): ReportFacts {
  const score = scoreResponses(type, responses);
  return {
    assessmentType: type,
    responses,
    score,
    level: getLevel(type, score),
    subscores: type === 'audhd' ? scoreAudhdSubscores(responses) : null,
    createdAt: new Date('2025-04-14T09:30:00Z'),
    orderReference: 'TS-000042',
    context: null,
    supportEmail: 'help@example.org',
    country,
  };
}

function responsesArb(type: AssessmentType): fc.Arbitrary<Record<string, number>> {
  return fc.record(Object.fromEntries(getQuestions(type).map((q) => [q.id, fc.integer({ min: 0, max: 4 })])));
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

// Wording that would read as a diagnosis, alarm or promise (sources are excluded: their titles are citations).
const FORBIDDEN = [
  /\byou (are|have) (autism|adhd|dyslexia|dyspraxia|autistic|dyslexic|dyspraxic)\b/i,
  /\blikely (autistic|adhd|dyslexic|dyspraxic)\b/i,
  /\b(suffer(s|ing)?|abnormal|severe|alarming|red flag|guarantee[sd]?|cure[sd]?)\b/i,
];

describe('the Complete Report content', () => {
  it.each(ASSESSMENT_TYPES)('lists every %s question with the answer chosen', (type) => {
    fc.assert(
      fc.property(responsesArb(type), (responses) => {
        const content = buildReportContent(factsFor(type, responses));
        const questions = getQuestions(type);
        expect(content.snapshot.map((item) => item.text)).toEqual(questions.map((q) => q.text));
        for (const item of content.snapshot) {
          expect(item.answerLabel).toBe(ANSWER_OPTIONS[responses[item.id] ?? -1]?.label);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('marks the eight reverse-scored autism items and counts them the other way round', () => {
    const responses = Object.fromEntries(getQuestions('asd').map((q) => [q.id, 4]));
    const content = buildReportContent(factsFor('asd', responses));
    const reversed = content.snapshot.filter((item) => item.isReverse);
    expect(reversed.map((item) => item.id)).toEqual([
      'asd-1',
      'asd-3',
      'asd-8',
      'asd-10',
      'asd-11',
      'asd-14',
      'asd-15',
      'asd-17',
    ]);
    for (const item of reversed) expect(item.points).toBe(0);
    expect(content.hasReverseItems).toBe(true);
  });

  it.each(ASSESSMENT_TYPES)(
    'averages every %s construct between 0 and 4 and accounts for every question',
    (type) => {
      fc.assert(
        fc.property(responsesArb(type), (responses) => {
          const content = buildReportContent(factsFor(type, responses));
          const constructs = content.constructGroups.flatMap((group) => group.constructs);
          for (const result of constructs) {
            expect(result.average).toBeGreaterThanOrEqual(0);
            expect(result.average).toBeLessThanOrEqual(4);
            expect(result.description).toBe(describeConstructAverage(result.average));
          }
          const numbers = constructs.flatMap((result) => result.questionNumbers).sort((a, b) => a - b);
          expect(numbers).toEqual(getQuestions(type).map((_, index) => index + 1));
        }),
        { numRuns: 20 },
      );
    },
  );

  it('leads the combined assessment with its profile; the shared items get words and answers, never a band', () => {
    const responses = Object.fromEntries(getQuestions('audhd').map((q, index) => [q.id, index % 5]));
    const content = buildReportContent(factsFor('audhd', responses));
    const profile = content.profile;
    if (!profile) throw new Error('the combined assessment has a profile');
    expect(profile.parts.map((chart) => chart.title)).toEqual([
      'Autism-related traits',
      'ADHD-related traits',
    ]);
    for (const chart of [...profile.parts, profile.total]) {
      expect(chart.bands).toHaveLength(3);
      expect(chart.score).toBeGreaterThanOrEqual(0);
      expect(chart.score).toBeLessThanOrEqual(chart.max);
      expect(chart.levelLabel).toBe(LEVEL_LABELS[chart.level]);
    }
    expect(profile.total.title).toBe('Total: the sum of all three parts');
    expect(profile.shared).not.toHaveProperty('level');
    expect(profile.shared.items.map((item) => item.number)).toEqual([2, 15, 19]);
    expect(profile.shared.items[2]?.isReverse).toBe(true);
    expect(profile.shared.sentence).toMatch(/^Your answers describe (few|some|many) of these experiences\.$/);
    expect(content.constructGroups.map((group) => group.title)).toEqual([
      'Autism-related traits',
      'ADHD-related traits',
      'Experiences both share',
    ]);
    expect(buildReportContent(factsFor('adhd', {})).charts).toHaveLength(1);
    expect(buildReportContent(factsFor('adhd', {})).profile).toBeNull();
  });

  it('reads the example of issue 25 as autism Moderate, ADHD Significant, many shared experiences, total as the sum', () => {
    const content = buildReportContent({
      ...factsFor('audhd', {}),
      score: 89,
      level: getLevel('audhd', 89),
      subscores: { autism: 30, adhd: 47, overlap: 12 },
    });
    expect(content.profile?.parts.map((chart) => `${chart.score} ${chart.levelLabel}`)).toEqual([
      '30 Moderate Alignment',
      '47 Significant Alignment',
    ]);
    expect(content.profile?.shared.sentence).toBe('Your answers describe many of these experiences.');
    const facts = content.provider.facts;
    expect(facts.map((fact) => fact.label)).toEqual(['Completed', 'Profile', 'Total score']);
    expect(facts[1]?.value).toBe(
      'Autism-related 30 of 52 (Moderate Alignment); ADHD-related 47 of 56 (Significant Alignment). Shared items 12 of 12, many of these experiences (emotions, overload, recovery: not banded, as they reflect general strain)',
    );
    expect(facts[2]?.value).toBe('89 of 120, the sum of all items (Significant Alignment)');
  });

  it('summarises the result for a healthcare provider as a screening questionnaire, not a diagnostic tool', () => {
    // The first three items answered at the trait end (Strongly Disagree on a reverse-keyed item), the others
    // one step from the other end, so every item but the first three scores 1.
    const responses = Object.fromEntries(
      getQuestions('adhd').map((q, index) => {
        const scored = index < 3 ? 4 : 1;
        return [q.id, q.reverse ? 4 - scored : scored];
      }),
    );
    const { provider } = buildReportContent(factsFor('adhd', responses));
    expect(provider.facts.map((fact) => fact.label)).toEqual(['Completed', 'Total score']);
    expect(provider.facts[0]?.value).toBe('Attention & Focus Traits (10 items), 14 April 2025');
    expect(provider.facts[1]?.value).toBe('19 of 40 (Moderate Alignment)');
    expect(provider.endorsedQuestionNumbers).toEqual([1, 2, 3]);
    expect(provider.instrumentNote).toMatch(/screening-style questionnaire/);
    expect(provider.instrumentNote).toMatch(/not a validated diagnostic instrument/);
    // Some items ask about the same experiences as published ones, so the note claims independence, not distance.
    expect(provider.instrumentNote).toMatch(
      /written independently; some necessarily ask about the same experiences/,
    );
    expect(provider.instrumentNote).not.toMatch(/paraphrase/);
    expect(provider.instruments.map((instrument) => instrument.name)).toContain('ASRS v1.1');
  });

  it.each(ASSESSMENT_TYPES)(
    'quotes the most strongly answered %s items for the clinician, reverse keys honoured',
    (type) => {
      fc.assert(
        fc.property(responsesArb(type), (responses) => {
          const { provider } = buildReportContent(factsFor(type, responses));
          const questions = getQuestions(type);
          const points = (index: number) => {
            const question = questions[index];
            const value = question ? responses[question.id] : undefined;
            if (!question || value === undefined) return 0;
            return question.reverse ? 4 - value : value;
          };
          const endorsed = questions.map((_, index) => index).filter((index) => points(index) >= 3);
          const expected = [...endorsed]
            .sort((a, b) => points(b) - points(a) || a - b)
            .slice(0, MAX_QUOTED_ITEMS);
          expect(provider.strongestItems.map((item) => item.number)).toEqual(
            expected.map((index) => index + 1),
          );
          for (const item of provider.strongestItems) {
            const question = questions[item.number - 1];
            expect(item.text).toBe(question?.text);
            expect(item.answerLabel).toBe(ANSWER_OPTIONS[responses[question?.id ?? ''] ?? -1]?.label);
            expect(item.points).toBe(points(item.number - 1));
            expect(item.isReverse).toBe(question?.reverse === true);
          }
        }),
        { numRuns: 30 },
      );
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'puts the buyer’s country first in the %s report and moves the others to an appendix',
    (type) => {
      const responses = Object.fromEntries(getQuestions(type).map((q, index) => [q.id, index % 5]));
      const national = getResources(type).national;
      const routes = getReferralGuide(type).countries;
      for (const country of REPORT_COUNTRIES) {
        const content = buildReportContent(factsFor(type, responses, country));
        expect(content.homeCountry?.code).toBe(country);
        expect(content.referral.countries.map((entry) => entry.country)).toEqual([country]);
        expect(content.referral.elsewhere).toBeNull();
        expect(content.resources.national.every((entry) => entry.country === country)).toBe(true);
        expect(content.resources.euWide).toEqual(getResources(type).euWide);
        const appendix = content.appendix;
        if (!appendix) throw new Error('no appendix');
        expect(appendix.routes.map((entry) => entry.country)).toEqual(
          routes.map((entry) => entry.country).filter((code) => code !== country),
        );
        expect(
          [...content.resources.national, ...appendix.organisations].map((e) => e.country).sort(),
        ).toEqual(national.map((entry) => entry.country).sort());
        expect(appendix.elsewhere).toBe(getReferralGuide(type).elsewhere);
        expect(content.sections.at(-1)).toEqual(APPENDIX_SECTION);
      }
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'keeps every country in the main %s sections when no country was given',
    (type) => {
      const content = buildReportContent(factsFor(type, {}));
      expect(content.homeCountry).toBeNull();
      expect(content.appendix).toBeNull();
      expect(content.referral).toEqual(getReferralGuide(type));
      expect(content.resources).toEqual(getResources(type));
      expect(content.sections).toEqual(REPORT_SECTIONS);
    },
  );

  it.each(ASSESSMENT_TYPES)('fills every part of the %s report, in calm and non-diagnostic words', (type) => {
    const responses = Object.fromEntries(getQuestions(type).map((q, index) => [q.id, (index * 3) % 5]));
    const content = buildReportContent(factsFor(type, responses));
    expect(content.notADiagnosis).toBe(notADiagnosis);
    expect(content.strengths.length).toBeGreaterThanOrEqual(2);
    expect(content.strategies.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(MIN_STRATEGIES);
    expect(content.nextSteps.length).toBeGreaterThanOrEqual(4);
    expect(content.sources.length).toBeGreaterThan(0);

    const { sources, ...readerFacing } = content;
    for (const text of allStrings(readerFacing)) {
      expect(text).not.toMatch(/\b(undefined|null|NaN)\b|\[object/);
      for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
    }
  });

  it('formats dates the European way, in the report’s time zone', () => {
    expect(formatReportDate(new Date('2025-04-14T09:30:00Z'))).toBe('14 April 2025');
    // 23:30 UTC is already the next day in Brussels.
    expect(formatReportDate(new Date('2025-04-14T23:30:00Z'))).toBe('15 April 2025');
  });
});

describe('the report in the reader’s language', () => {
  it('names every theme the questions ask about in every language', () => {
    for (const [language, messages] of Object.entries(MESSAGES)) {
      for (const type of ASSESSMENT_TYPES) {
        for (const { construct } of getQuestions(type)) {
          expect(messages.report.themeNames[construct], `${language}: ${construct}`).toMatch(/\S/);
        }
      }
    }
  });

  it('quotes the items and answers in the language they were read in, and keeps an older wording in English', () => {
    const responses = Object.fromEntries(getQuestions('adhd').map((question) => [question.id, 3]));
    const wording = {
      ...REPORT_WORDS,
      itemTexts: {
        answerLabels: ['nie', 'selten', 'manchmal', 'oft', 'immer'],
        items: { 'adhd-1': 'Übersetzte Aussage' },
      },
    };
    const [first, second] = buildSnapshot('adhd', responses, undefined, wording);
    expect(first).toMatchObject({ text: 'Übersetzte Aussage', answerLabel: 'oft' });
    // An item without a translation keeps its English text; the labels are the language's.
    expect(second?.text).toBe(getQuestions('adhd')[1]?.text);
    expect(second?.answerLabel).toBe('oft');
    const [older] = buildSnapshot('adhd', responses, 1, wording);
    expect(older?.text).not.toBe('Übersetzte Aussage');
    expect(older?.answerLabel).toBe(ANSWER_OPTIONS[3]?.label);
  });

  it("names the themes, the combined assessment's groups and an unanswered item in the words it is given", () => {
    const responses = { 'audhd-1': 2 };
    const words = snapshotWordsIn(MESSAGES.de, undefined);
    const groups = buildConstructGroups('audhd', responses, undefined, words);
    expect(groups.map((group) => group.title)).toEqual([
      MESSAGES.de['result-words'].profilePartTitles.autism,
      MESSAGES.de['result-words'].profilePartTitles.adhd,
      MESSAGES.de['result-words'].sharedExperiencesTitle,
    ]);
    for (const { construct, themeName } of groups.flatMap((group) => group.constructs)) {
      expect(themeName).toBe(MESSAGES.de.report.themeNames[construct]);
    }
    const unanswered = buildSnapshot('audhd', responses, undefined, words)[1];
    expect(unanswered?.answerLabel).toBe(MESSAGES.de.report.notAnswered);
  });
});
