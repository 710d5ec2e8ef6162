/**
 * The Complete Report's summary for a healthcare provider, in English: every text of the two sheets a reader can hand
 * to a clinician, what they say the questionnaire is and is not, their labels, headings and notes (see shell.ts for
 * how messages are kept). Its title is `sectionTitles.provider` in 'report'. The validated instruments it names, with
 * their references, stay in the domain (provider-summary.ts), as names beside the pages that support them.
 */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'A summary of a self-report questionnaire completed by the person giving you this page, to help start a conversation, not to replace a clinical assessment.';
/**
 * What the questionnaire is and is not, so a professional can weigh it correctly (docs/content-basis.md A5 item 6):
 * it reproduces no instrument, though some items necessarily ask about the same experiences.
 */
export const instrumentNote =
  'This is a self-report, screening-style questionnaire written by Traitscope. It is not a validated diagnostic instrument: it has no published norms, sensitivity or specificity, and its three ranges are descriptive bands, not clinical cut-offs. Its items were written independently; some necessarily ask about the same experiences as items of the AQ, RAADS-R and SPQ.';
export const scoringNote =
  'Each item is answered on a five-point agreement scale (0 Strongly Disagree to 4 Strongly Agree). Reverse-keyed items are scored 4 minus the answer. Construct results are the mean item score from 0 to 4.';
export const notesPrompt = 'What I would like to talk about';

/** The context answers' labels: the person's, as the clinician reads them. */
export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Since when',
  areas: 'Where in daily life',
  example: 'In their words',
};
/** Said of every context question the person skipped, or was never asked (a result from before they were). */
export const contextNotGiven = 'not given';
/** The example the person gave, quoted as their own words. */
export const quotedWords = ({ words }: { words: string }) => `“${words}”`;
/**
 * What the three context answers are, and why a clinician may want them. The guidelines are the report's own
 * sources (sources.ts, 'nice-cg142' and 'nice-ng87', each checked): both ask, for adults, about onset in
 * childhood, the settings of daily life, and how much the difficulties affect it.
 */
export const contextNote =
  "The person's own answers to three optional questions, quoted as given: not a history taken by a clinician. Guidance for assessing adults asks about the same things: when the difficulties began, where in daily life they show and how much they affect it (for example NICE CG142 for autism, NICE NG87 for ADHD).";

// The combined assessment is summarised as a profile (docs/decisions/027-audhd-profile-first.md): its autism-related
// and ADHD-related parts are banded on their own; its three shared items are not banded, and the total is their sum.
export const sharedItemsNote = 'emotions, overload, recovery: not banded, as they reflect general strain';
export const totalNote = 'the sum of all items';

/** An instrument named with what it is for: the WURS, for the childhood history. */
export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, for childhood history`;

// What the page's rows of facts say (report-content.ts builds them).
export const completedLabel = 'Completed';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} items), ${date}`;
export const profileLabel = 'Profile';
export const totalScoreLabel = 'Total score';
/** A score with its maximum: "19 of 40". */
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} of ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Shared items ${score} of ${max}`;

// What the page's layout prints around the content (provider-section.tsx).
