/**
 * The Complete Report's own words in English: its title, what it is not, the titles of its sections, which the
 * report, its letter and work note, and the e-mail that carries it all print, and what the report's content says
 * around the reader's answers: how to use it, how to read its charts, themes and answers, how its strengths and
 * strategies were chosen, what changed since an earlier take, the appendix and the words about the report itself,
 * and the few words said beside the sources it cites (see shell.ts for how messages are kept). The report is
 * rendered in a worker built for the order's language, so the domain (../../report/report-content.ts,
 * ../../report/sources.ts) reads these by name.
 */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'This report is not a diagnosis. It describes your answers to a self-assessment questionnaire, for your own information. Only a qualified healthcare professional can assess and diagnose autism, ADHD, dyspraxia, dyslexia or any other condition.';

/** Each section's title, and the appendix's, which lists the other countries when the buyer named theirs. */
export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'Your results at a glance',
  meaning: 'What your result means',
  constructs: 'Your results by theme',
  snapshot: 'Your answers, question by question',
  strengths: 'Your strengths',
  strategies: 'Practical strategies',
  resources: 'Organisations that can help',
  referral: 'How to seek a formal assessment',
  provider: 'Summary for your healthcare provider',
  letter: 'A letter to take to your doctor',
  'work-note': 'A note for work or study',
  'next-steps': 'Next steps',
  appendix: 'Appendix: other countries',
};

/** "Section 9": how a section's pages name it, by its place in the list of sections. */
export const sectionNumber = ({ number }: { number: number }) => `Section ${number}`;

/** The PDF's title and subject, in its document properties. */
export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope Complete Report: ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Self-assessment report for ${assessment}, completed on ${date}. Not a diagnosis.`;

/**
 * The cover's "How to use this report": how to read it, and what to take to an appointment. The pages are known
 * once the report's sheets are laid out; `recipient` is the letter's, such as "your GP (huisarts)".
 */
export const howToUseInAnyOrder =
  'Read it in any order, a section at a time. There is no need to take it all in at once.';
export const howToUseWhatResultsSay =
  'The results describe how many of the experiences asked about your answers reflect. They say nothing about your worth, intelligence or potential.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `To an appointment, bring the whole report or just pages ${first} and ${second}: they sum up your result and your answers for a healthcare provider.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `Page ${page} is a letter to ${recipient}, ready to sign. It is also attached to the e-mail as its own PDF, so you can print it alone.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `Page ${page} is a note you can give to an employer or a place of study, if you choose to: what you find harder and what could help, without naming a diagnosis.`;

/** The chart of the overall score: its title, and how to read a bar, followed by how to read the bands. */
export const overallScoreTitle = 'Your overall score';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Each bar covers every possible score; the marker shows where yours falls. ${howToReadTheBands}`;

export const constructExplanation =
  'Each theme groups the questions that ask about one kind of experience. The bar shows your average answer for that theme, from 0 to 4, where a higher number means you recognised more of those experiences. Reverse-scored questions are counted the other way round.';

export const snapshotExplanation =
  'Here is every statement in the order you saw it, with the answer you chose. Questions marked “reverse-scored” are worded so that agreeing means fewer of the traits asked about; they count 4 minus your answer.';
/** The answer shown for a question left unanswered. */
export const notAnswered = 'Not answered';

/**
 * On the clinician's page, after the combined assessment's shared items and their score: how many of these
 * experiences the answers describe (`amount`: "few", "some" or "many", result-words' `experienceAmounts`).
 */
export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} of these experiences`;

export const strengthsIntro =
  'Traits that take effort in some situations often come with real strengths in others. These are suggested by your answers; you will know best which ones ring true.';

export const strategiesIntro =
  'These ideas come from research and from the experience of neurodivergent adults. You do not need to try them all: pick one or two that feel manageable, and adapt them to your life.';
/** How the strategies were chosen: from the reader's highest themes, with general ideas after them, or general only. */
export const strategiesChosenNote =
  'They are chosen for the themes where your answers were highest, and each theme names one of your answers that led to it.';
export const strategiesToppedUpNote = `${strategiesChosenNote} A few general ideas that many people find useful follow at the end.`;
export const strategiesGeneralNote =
  'Your answers did not lean towards the experiences in any one theme, so these are general ideas that many people find useful.';
/** Above a theme's strategies: the reader's most strongly endorsed answer in that theme. */
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Because you answered ${answer} to “${statement}”`;
/** The heading of the general ideas: after the themes' strategies, or alone when no theme leaned. */
export const moreIdeasHeading = 'More ideas to try';
export const startingIdeasHeading = 'Ideas to start with';

/** What changed since the reader's earlier take of the same assessment on the same wording. */
export const retestTitle = 'What changed since your earlier take';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `You took this assessment before, on ${earlier}, with the same questions. Here is how your answers on ${date} compare.`;
/** Before the answers that moved; when none did, retests' `noAnswerMoved` says so. */
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'One answer', other: `${count} answers` }, 'en')} moved by two steps or more:`;

export const appendixIntro =
  'This appendix lists the organisations and assessment routes in the other countries this report covers, in case you move, or want to help someone who lives elsewhere.';

/** The last page's words about the report itself. */
export const aboutThisReport =
  'Traitscope questionnaires are written for adults and based on published research about each set of traits, but they are our own wording and have not been validated as diagnostic tools. Your answers can be shaped by your mood, stress, tiredness and the strategies you already use. A professional assessment looks at your whole history and at other possible explanations.';

// Our words beside the sources' references (sources.ts). The references' titles, authors and journals stay as
// published, in the domain; only what we say about a source is a message.
/** A guideline's years: "2018, updated 2019". */
export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, updated ${updated}`;
/** What the Health and Work page "Dyspraxia overview" covers. */
export const dyspraxiaOverviewAbout = 'how dyspraxia can affect adults at work, and what can help';
/** Who Movement Matters is, and what its "DCD and employment" is. */
export const movementMattersAbout = 'the UK umbrella organisation for DCD/dyspraxia';
export const employerLeaflet = 'an information leaflet for employers';
/** Who the European Dyslexia Association is. */
export const edaMembers = '40 member organisations in 24 European countries';

/**
 * Each theme's name as the report prints it, by the name the questions give it (`construct`, which the domain keeps
 * as an id: strategies and the work note's areas are chosen by it).
 */
export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Attention and focus',
  'Attention and follow-through': 'Attention and follow-through',
  'Body signals': 'Body signals',
  'Childhood experience': 'Childhood experience',
  'Coordination and balance': 'Coordination and balance',
  'Detail and senses': 'Detail and senses',
  'Detail focus': 'Detail focus',
  'Emotional regulation': 'Emotional regulation',
  'Fine motor skills': 'Fine motor skills',
  'Focused interests': 'Focused interests',
  'Follow-through': 'Follow-through',
  'Getting organised': 'Getting organised',
  Impulsivity: 'Impulsivity',
  'Literal language': 'Literal language',
  'Organisation and memory': 'Organisation and memory',
  'Overload and recovery': 'Overload and recovery',
  Reading: 'Reading',
  Restlessness: 'Restlessness',
  'Routine and change': 'Routine and change',
  'School experience': 'School experience',
  'Sensation seeking': 'Sensation seeking',
  'Sensory experiences': 'Sensory experiences',
  'Sensory sensitivity': 'Sensory sensitivity',
  'Social communication': 'Social communication',
  'Social intuition': 'Social intuition',
  'Social masking': 'Social masking',
  'Sounds and sequences': 'Sounds and sequences',
  'Spatial judgement': 'Spatial judgement',
  'Spelling and writing': 'Spelling and writing',
  'Verbal memory': 'Verbal memory',
};
