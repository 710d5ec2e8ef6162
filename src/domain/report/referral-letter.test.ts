import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { IMPACTS, LIFE_AREAS, ONSETS, type ResultContext } from '../assessments/result-context.ts';
import { type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { LETTER_BASES } from './letter-bases.ts';
import { buildReferralLetter, LETTER_QUOTE_COUNT, type ReferralLetterFacts } from './referral-letter.ts';

const QUOTES = [
  { text: 'I notice small sounds that others do not.', answerLabel: 'Strongly Agree' },
  { text: 'I prefer doing things the same way each time.', answerLabel: 'Strongly Agree' },
  { text: 'I find it easy to tell what someone is thinking.', answerLabel: 'Strongly Disagree' },
  { text: 'I lose track of conversations in groups.', answerLabel: 'Agree' },
];

function letterFor(
  assessmentType: AssessmentType,
  country: CountryCode | null,
  context: ResultContext | null = null,
): ReturnType<typeof buildReferralLetter> {
  const facts: ReferralLetterFacts = {
    assessmentType,
    assessmentName: 'Autism Traits',
    country,
    dateText: '14 April 2025',
    resultText: '45 of 80 (Moderate Alignment)',
    strongest: QUOTES,
    context,
  };
  return buildReferralLetter(facts);
}

/** Every sentence of a letter, as one string. */
function wholeText(letter: ReturnType<typeof buildReferralLetter>): string {
  return [
    letter.addressee,
    letter.subject,
    letter.opening,
    ...letter.paragraphs,
    letter.quotesIntro,
    ...letter.quotes.map((quote) => quote.text),
    ...letter.context.map((row) => `${row.label} ${row.value}`),
    ...letter.bases.map((basis) => basis.text),
    ...letter.closing,
    letter.signOff,
  ].join('\n');
}

describe('the referral letter', () => {
  it('is addressed to the first point of contact of the buyer’s country, asking for what that system offers', () => {
    const ireland = letterFor('asd', 'IE');
    expect(ireland.addressee).toBe('To my GP');
    expect(ireland.paragraphs[0]).toContain(
      'a referral to the local HSE community adult mental health team for an assessment of autism',
    );
    const germany = letterFor('asd', 'DE');
    expect(germany.addressee).toBe('To my family doctor (Hausärztin or Hausarzt)');
    expect(germany.paragraphs[0]).toContain('Vermittlungscode');
    expect(germany.recipient).toBe('your family doctor (Hausärztin or Hausarzt)');
    expect(letterFor('adhd', 'SE').addressee).toBe('To my health centre (vårdcentral)');
    expect(letterFor('adhd', null).addressee).toBe('To my doctor');
  });

  it('names autism and ADHD together for the combined assessment, and asks for advice for the other topics', () => {
    const combined = letterFor('audhd', 'NL');
    expect(combined.subject).toBe('About: autism and ADHD in adulthood');
    expect(combined.paragraphs[0]).toContain('for an assessment of autism and ADHD');
    expect(letterFor('dyslexia', 'GB').paragraphs[0]).toContain(
      'your advice on where an adult can be assessed for dyslexia',
    );
    expect(letterFor('spd', 'FR').paragraphs[0]).toContain('occupational therapist');
  });

  it('names the guideline or right of the country where one was verified, and none elsewhere', () => {
    expect(
      letterFor('asd', 'IE')
        .bases.map((basis) => basis.text)
        .join(' '),
    ).toContain('Autism Assessment and Intervention Pathway Protocol');
    expect(
      letterFor('adhd', 'GB')
        .bases.map((basis) => basis.text)
        .join(' '),
    ).toContain('NICE guideline NG87');
    expect(
      letterFor('adhd', 'GB')
        .bases.map((basis) => basis.text)
        .join(' '),
    ).toContain('Right to Choose');
    expect(letterFor('asd', null).bases).toEqual([]);
    // The combined assessment names a basis shared by its two topics once.
    const combined = letterFor('audhd', 'GB').bases.map((basis) => basis.text);
    expect(new Set(combined).size).toBe(combined.length);
  });

  it('quotes at most three answers, and only the context questions the person answered, in their words', () => {
    const letter = letterFor('asd', 'IE', {
      onset: 'childhood',
      areas: [{ area: 'work-or-study', impact: 'a-great-deal' }],
      example: 'Open-plan offices <b>drain</b> me.',
    });
    expect(letter.quotes).toHaveLength(LETTER_QUOTE_COUNT);
    expect(letter.context).toEqual([
      { label: 'Since when', value: 'Since childhood' },
      { label: 'Where in daily life', value: 'Work or study: a great deal' },
      { label: 'In my own words', value: '“Open-plan offices <b>drain</b> me.”' },
    ]);
    expect(letter.closing[0]).toContain('my own answers');
    const skipped = letterFor('asd', 'IE', { onset: null, areas: [], example: null });
    expect(skipped.context).toEqual([]);
    expect(skipped.closing[0]).toBe('I can tell you more about when this began and where it affects me.');
  });

  it('says plainly that the questionnaire is not a diagnosis', () => {
    expect(letterFor('adhd', 'PL').paragraphs[1]).toContain('It is not a diagnosis');
  });

  it('is whole for every assessment, country and context: no placeholder, every basis checked', () => {
    const contexts = fc.option(
      fc.record({
        onset: fc.option(fc.constantFrom(...ONSETS)),
        areas: fc.uniqueArray(
          fc.record({ area: fc.constantFrom(...LIFE_AREAS), impact: fc.constantFrom(...IMPACTS) }),
          { selector: (entry) => entry.area },
        ),
        example: fc.option(fc.string({ minLength: 1, maxLength: 500 })),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSESSMENT_TYPES),
        fc.constantFrom(...REPORT_COUNTRIES, null),
        contexts,
        (type, country, context) => {
          const letter = letterFor(type, country, context);
          const text = wholeText(letter);
          expect(text).not.toMatch(/\{topics\}|undefined|\bnull\b/);
          expect(letter.addressee).toMatch(/^To /);
          expect(letter.quotes.length).toBeLessThanOrEqual(LETTER_QUOTE_COUNT);
          const given =
            (context?.onset ? 1 : 0) +
            ((context?.areas.length ?? 0) > 0 ? 1 : 0) +
            (context?.example ? 1 : 0);
          expect(letter.context).toHaveLength(given);
          for (const basis of letter.bases) expect(basis.verified.source).toMatch(/^https?:\/\//);
        },
      ),
    );
  });

  it('keeps every basis to one sentence a patient can put to their doctor', () => {
    for (const country of REPORT_COUNTRIES) {
      for (const bases of Object.values(LETTER_BASES[country])) {
        for (const basis of bases ?? []) {
          expect(basis.text).toMatch(/^[A-Z].*\.$/);
          expect(basis.text.length).toBeLessThanOrEqual(260);
        }
      }
    }
  });
});
