import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { getQuestions } from '../assessments/questions.ts';
import { REPORT_COUNTRIES } from './countries.ts';
import { buildConstructGroups, buildSnapshot } from './report-content.ts';
import { ADJUSTMENT_AREAS, AREA_ADJUSTMENTS, THEME_AREAS, workLawsFor } from './work-adjustments.ts';
import { buildWorkNote, WORK_NOTE_AREAS, type WorkNote } from './work-note.ts';

function noteFor(
  type: AssessmentType,
  answers: readonly number[],
  country: (typeof REPORT_COUNTRIES)[number] | null = 'GB',
): WorkNote {
  const responses = Object.fromEntries(
    getQuestions(type).map((question, index) => [question.id, answers[index] ?? 0]),
  );
  return buildWorkNote({
    themes: buildConstructGroups(type, responses).flatMap((group) => group.constructs),
    items: buildSnapshot(type, responses),
    country,
    dateText: '14 April 2025',
  });
}

const anyAnswers = fc.constantFrom(...ASSESSMENT_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    answers: fc.array(fc.integer({ min: 0, max: 4 }), {
      minLength: getQuestions(type).length,
      maxLength: getQuestions(type).length,
    }),
  }),
);

/** Every sentence of a note, as one string. */
const wholeText = (note: WorkNote) =>
  [
    note.addressee,
    note.intro,
    note.areasIntro,
    ...note.areas.flatMap((area) => [area.difficulty, ...area.adjustments]),
    ...note.laws.map((law) => law.text),
    ...note.closing,
  ].join('\n');

describe('the note for work or study', () => {
  it('gives at most three different areas, each with its adjustments, for any answers to any questionnaire', () => {
    fc.assert(
      fc.property(anyAnswers, ({ type, answers }) => {
        const note = noteFor(type, answers);
        expect(note.areas.length).toBeGreaterThan(0);
        expect(note.areas.length).toBeLessThanOrEqual(WORK_NOTE_AREAS);
        expect(new Set(note.areas.map((area) => area.difficulty)).size).toBe(note.areas.length);
        for (const area of note.areas) expect(area.adjustments.length).toBeGreaterThanOrEqual(3);
      }),
    );
  });

  it('names no condition and claims no diagnosis, whatever the answers', () => {
    fc.assert(
      fc.property(anyAnswers, ({ type, answers }) => {
        const text = wholeText(noteFor(type, answers));
        expect(text).not.toMatch(
          /autis|ADHD|dyslexi|dyspraxi|DCD|neurodiverg|I have been diagnosed|my diagnosis/i,
        );
        expect(text).toContain('It is not a diagnosis, and I am not telling you about one.');
      }),
    );
  });

  it('leads with the areas of the themes the answers lean towards most, quoting the answer behind each', () => {
    // Only the ADHD questionnaire's first theme answered towards the experience: its area comes first.
    const questions = getQuestions('adhd');
    const firstTheme = questions[0]?.construct;
    const answers = questions.map((question) =>
      question.construct === firstTheme ? (question.reverse ? 0 : 4) : 2,
    );
    const note = noteFor('adhd', answers);
    expect(firstTheme && THEME_AREAS[firstTheme]).toBeDefined();
    expect(note.areas).toHaveLength(1);
    expect(note.areas[0]?.difficulty).toBe(
      AREA_ADJUSTMENTS[THEME_AREAS[firstTheme ?? ''] ?? 'attention'].difficulty,
    );
    expect(note.areas[0]?.quote).toEqual({
      text: questions[0]?.text,
      answerLabel: expect.stringMatching(/Strongly/),
    });
  });

  it('still says something when no answer leans towards any experience: the two highest themes, without quotes', () => {
    const note = noteFor(
      'asd',
      getQuestions('asd').map((question) => (question.reverse ? 3 : 1)),
    );
    expect(note.areas).toHaveLength(2);
    expect(note.areas.every((area) => area.quote === null)).toBe(true);
  });

  it('names the law of the reader’s country: the Equality Act in Great Britain, the Irish Acts, the EU directive elsewhere', () => {
    expect(
      workLawsFor('GB')
        .map((law) => law.text)
        .join(' '),
    ).toContain('Equality Act 2010');
    expect(
      workLawsFor('GB')
        .map((law) => law.text)
        .join(' '),
    ).toContain('does not need a diagnosis');
    expect(
      workLawsFor('IE')
        .map((law) => law.text)
        .join(' '),
    ).toContain('Employment Equality Acts 1998–2015');
    for (const country of REPORT_COUNTRIES.filter((code) => code !== 'GB' && code !== 'IE')) {
      expect(
        workLawsFor(country)
          .map((law) => law.text)
          .join(' '),
      ).toContain('2000/78/EC');
    }
    expect(workLawsFor(null)).toHaveLength(2);
  });

  it('has an area for every theme of the questionnaires except the history and detail themes, and a source for every fact', () => {
    const themes = new Set(
      ASSESSMENT_TYPES.flatMap((type) => getQuestions(type).map((question) => question.construct)),
    );
    const without = [...themes].filter((theme) => THEME_AREAS[theme] === undefined).sort();
    expect(without).toEqual(['Childhood experience', 'Detail focus', 'School experience']);
    for (const area of ADJUSTMENT_AREAS) {
      for (const adjustment of AREA_ADJUSTMENTS[area].adjustments) {
        expect(adjustment.verified.source).toMatch(/^https?:\/\//);
        expect(adjustment.text).toMatch(/^[A-Z].*\.$/);
      }
    }
    for (const country of [...REPORT_COUNTRIES, null]) {
      for (const law of workLawsFor(country)) expect(law.verified.source).toMatch(/^https?:\/\//);
    }
  });
});
