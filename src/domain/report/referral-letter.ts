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

type LetterRoute = {
  /** "my GP", "my family doctor (Hausärztin or Hausarzt)": the letter's "To:" line. */
  addressee: string;
  /**
   * What the letter asks for an autism or ADHD assessment, completing "I would like to ask for ...";
   * `{topics}` stands for "autism", "ADHD" or "autism and ADHD".
   */
  assessmentRequest: string;
};

const LETTER_ROUTES: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'my family doctor (Hausärztin or Hausarzt)',
    assessmentRequest:
      'a referral (Überweisung) to a specialist in psychiatry and psychotherapy for an assessment of {topics}, with the booking code (Vermittlungscode) that lets the appointment service 116117 book the appointment',
  },
  FR: {
    addressee: 'my registered GP (médecin traitant)',
    assessmentRequest:
      'a referral within the coordinated care pathway (parcours de soins coordonnés) to a psychiatrist or a team that assesses adults for {topics}',
  },
  IT: {
    addressee: 'my family doctor (medico di medicina generale)',
    assessmentRequest:
      'your advice on which service of the local health authority assesses adults for {topics}, and a referral to it',
  },
  ES: {
    addressee: 'my family doctor (médico de familia)',
    assessmentRequest:
      'a referral to the adult mental health centre (centro de salud mental) for an assessment of {topics}',
  },
  NL: {
    addressee: 'my GP (huisarts)',
    assessmentRequest: 'a referral to mental health care (GGZ) for an assessment of {topics}',
  },
  PL: {
    addressee: 'a psychiatrist (lekarz psychiatra) within the NFZ',
    assessmentRequest: 'an assessment of {topics} for adults',
  },
  BE: {
    addressee: 'my GP (huisarts / médecin généraliste)',
    assessmentRequest:
      'your advice on which services in my region assess adults for {topics}, and a referral where one is needed',
  },
  SE: {
    addressee: 'my health centre (vårdcentral)',
    assessmentRequest:
      'a referral for a neuropsychiatric assessment (neuropsykiatrisk utredning) for {topics}',
  },
  AT: {
    addressee: 'my GP (Hausärztin or Hausarzt)',
    assessmentRequest: 'a referral (Überweisung) to a specialist in psychiatry for an assessment of {topics}',
  },
  IE: {
    addressee: 'my GP',
    assessmentRequest:
      'a referral to the local HSE community adult mental health team for an assessment of {topics}',
  },
  GB: {
    addressee: 'my GP',
    assessmentRequest: 'a referral for an adult assessment of {topics}',
  },
};

/** For a buyer outside the report's countries, or one who did not say: the general route. */
const ELSEWHERE_LETTER_ROUTE: LetterRoute = {
  addressee: 'my doctor',
  assessmentRequest: 'a referral for an assessment of {topics}, or your advice on who assesses adults here',
};

/**
 * What the letter asks for in the assessments whose first step is the same everywhere the report covers: each is
 * what every country's route suggests asking (referral-routes.ts, the `notes` of each country).
 */
const OTHER_REQUESTS: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory: 'your advice on whether an occupational therapist could help with sensory needs in my daily life',
  dyspraxia:
    'a referral to a physiotherapist or occupational therapist, or your advice on who can look at coordination difficulties in adults',
  dyslexia: 'your advice on where an adult can be assessed for dyslexia, and what it would cost',
};

/** Each topic as a letter names it mid-sentence. */
const TOPIC_WORDS: Readonly<Record<ReportTopic, string>> = {
  autism: 'autism',
  adhd: 'ADHD',
  sensory: 'sensory processing',
  dyspraxia: 'dyspraxia (DCD)',
  dyslexia: 'dyslexia',
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

export const LETTER_TITLE = 'A letter to take to your doctor';

function topicPhrase(topics: readonly ReportTopic[]): string {
  return topics
    .flatMap((topic) => (topic === 'autism' || topic === 'adhd' ? [TOPIC_WORDS[topic]] : []))
    .join(' and ');
}

function requestFor(route: LetterRoute, topics: readonly ReportTopic[]): string {
  const [first] = topics;
  if (first === undefined) return route.assessmentRequest;
  if (first !== 'autism' && first !== 'adhd') return OTHER_REQUESTS[first];
  return route.assessmentRequest.replaceAll('{topics}', topicPhrase(topics));
}

function contextLines(context: ResultContext | null): { label: string; value: string }[] {
  if (context === null) return [];
  return [
    ...(context.onset ? [{ label: 'Since when', value: ONSET_LABELS[context.onset] }] : []),
    ...(context.areas.length > 0
      ? [
          {
            label: 'Where in daily life',
            value: describeAreas(context.areas),
          },
        ]
      : []),
    ...(context.example ? [{ label: 'In my own words', value: `“${context.example}”` }] : []),
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
  const route = facts.country === null ? ELSEWHERE_LETTER_ROUTE : LETTER_ROUTES[facts.country];
  const request = requestFor(route, topics);
  const context = contextLines(facts.context);
  const quotes = facts.strongest.slice(0, LETTER_QUOTE_COUNT);
  return {
    title: LETTER_TITLE,
    fillIn: ['Name', 'Date of birth', 'Date'],
    addressee: `To ${route.addressee}`,
    recipient: route.addressee.replace(/^my /, 'your '),
    subject: `About: ${topics.map((topic) => TOPIC_WORDS[topic]).join(' and ')} in adulthood`,
    opening: 'Dear Doctor,',
    paragraphs: [
      `I would like to ask for ${request}. I notice some of the experiences below in my daily life, and I would be grateful for the chance to talk them through with you.`,
      `To prepare, on ${facts.dateText} I completed the Traitscope ${facts.assessmentName} assessment, a self-report questionnaire. It is not a diagnosis and not a validated clinical instrument. My answers: ${facts.resultText}.`,
    ],
    quotesIntro:
      quotes.length > 0
        ? 'My strongest answers:'
        : 'None of my answers leaned strongly towards the experiences asked about.',
    quotes,
    context,
    bases: basesFor(facts.country, topics),
    closing: [
      context.length > 0
        ? 'The lines above are my own answers to three questions about when this began and where it affects me, not a history taken by a clinician.'
        : 'I can tell you more about when this began and where it affects me.',
      'I have a fuller report with my answer to every question, and a one-page summary for healthcare providers, which I can bring or send.',
    ],
    signOff: 'Yours sincerely,',
  };
}
