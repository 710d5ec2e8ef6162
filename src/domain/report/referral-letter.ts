import { sectionTitles } from '#messages/report';
import {
  bothTopics,
  contextIsOwnAnswers,
  fullerReportOffer,
  letterContextLabels,
  letterFillIn,
  letterOpening,
  letterQuestionnaire,
  letterRequest,
  letterRouteElsewhere,
  letterRoutes,
  letterSignOff,
  letterSubject,
  letterTo,
  letterTopicWords,
  moreContextOnRequest,
  noStrongAnswers,
  otherRequests,
  quotedWords,
  strongestAnswersIntro,
} from '#messages/report-letter';
import type { AssessmentType } from '../assessments/catalogue.ts';
import { describeAreas, ONSET_LABELS, type ResultContext } from '../assessments/result-context.ts';
import type { CountryCode } from './countries.ts';
import { LETTER_BASES, type LetterBasis } from './letter-bases.ts';
import { getTopics, type ReportTopic } from './topics.ts';

// A one-page letter the reader can sign and hand to the first point of contact of their health system, asking for
// what that system offers. Who it is addressed to and what it asks for come from the same checked pages as the
// report's referral routes (referral-routes.ts, each country's `verified`); the guideline or legal basis it names
// is checked on its own (letter-bases.ts). It is written in the first person, for the reader to sign, and it says
// plainly that the questionnaire is not a diagnosis.

/** A country's route as the letter words it (messages `report-letter`, `letterRoutes`). */
export type LetterRoute = {
  /** "my GP", "my family doctor (Hausärztin or Hausarzt)": the letter's "To:" line. */
  addressee: string;
  /** The same person as the rest of the report names them to the reader: "your GP". */
  recipient: string;
  /**
   * What the letter asks for an autism or ADHD assessment, completing "I would like to ask for ...";
   * `topics` is "autism", "ADHD" or "autism and ADHD".
   */
  assessmentRequest: (values: { topics: string }) => string;
};

type LetterQuote = { text: string; answerLabel: string };

export type ReferralLetterFacts = {
  assessmentType: AssessmentType;
  assessmentName: string;
  country: CountryCode | null;
  dateText: string;
  /** "45 of 80 (Moderate Alignment)", or the combined assessment's profile line. */
  resultText: string;
  /** The statements answered most strongly towards the trait, strongest first. */
  strongest: readonly LetterQuote[];
  context: ResultContext | null;
};

export type ReferralLetter = {
  title: string;
  /** The blanks the reader fills in by hand. */
  fillIn: readonly string[];
  addressee: string;
  /** Who the letter is for, as the rest of the report says it to the reader: "your GP". */
  recipient: string;
  subject: string;
  opening: string;
  paragraphs: readonly string[];
  quotesIntro: string;
  quotes: readonly LetterQuote[];
  /** The context answers the person gave, in their words; questions skipped are left out of a letter. */
  context: readonly { label: string; value: string }[];
  bases: readonly LetterBasis[];
  closing: readonly string[];
  signOff: string;
};

/** How many answers the letter quotes: the clinician's pages quote five, the letter keeps to one page. */
export const LETTER_QUOTE_COUNT = 3;

/** The topics named together, "autism and ADHD"; nothing for none. */
function namesOf(topics: readonly ReportTopic[]): string {
  const [first = '', ...rest] = topics.map((topic) => letterTopicWords[topic]);
  return rest.reduce((names, next) => bothTopics({ first: names, second: next }), first);
}

function requestFor(route: LetterRoute, topics: readonly ReportTopic[]): string {
  const [first] = topics;
  if (first !== undefined && first !== 'autism' && first !== 'adhd') return otherRequests[first];
  return route.assessmentRequest({
    topics: namesOf(topics.filter((topic) => topic === 'autism' || topic === 'adhd')),
  });
}

function contextLines(context: ResultContext | null): { label: string; value: string }[] {
  if (context === null) return [];
  return [
    ...(context.onset ? [{ label: letterContextLabels.onset, value: ONSET_LABELS[context.onset] }] : []),
    ...(context.areas.length > 0
      ? [{ label: letterContextLabels.areas, value: describeAreas(context.areas) }]
      : []),
    ...(context.example
      ? [{ label: letterContextLabels.example, value: quotedWords({ words: context.example }) }]
      : []),
  ];
}

export function basesFor(country: CountryCode | null, topics: readonly ReportTopic[]): LetterBasis[] {
  if (country === null) return [];
  const bases = LETTER_BASES[country];
  const chosen: LetterBasis[] = [];
  for (const topic of topics) {
    for (const basis of bases[topic] ?? []) if (!chosen.includes(basis)) chosen.push(basis);
  }
  return chosen;
}

export function buildReferralLetter(facts: ReferralLetterFacts): ReferralLetter {
  const topics = getTopics(facts.assessmentType);
  const route = facts.country === null ? letterRouteElsewhere : letterRoutes[facts.country];
  const request = requestFor(route, topics);
  const context = contextLines(facts.context);
  const quotes = facts.strongest.slice(0, LETTER_QUOTE_COUNT);
  return {
    title: sectionTitles.letter,
    fillIn: letterFillIn,
    addressee: letterTo({ addressee: route.addressee }),
    recipient: route.recipient,
    subject: letterSubject({ topics: namesOf(topics) }),
    opening: letterOpening,
    paragraphs: [
      letterRequest({ request }),
      letterQuestionnaire({
        date: facts.dateText,
        assessmentName: facts.assessmentName,
        result: facts.resultText,
      }),
    ],
    quotesIntro: quotes.length > 0 ? strongestAnswersIntro : noStrongAnswers,
    quotes,
    context,
    bases: basesFor(facts.country, topics),
    closing: [context.length > 0 ? contextIsOwnAnswers : moreContextOnRequest, fullerReportOffer],
    signOff: letterSignOff,
  };
}
