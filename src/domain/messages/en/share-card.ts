/**
 * What a link preview shows of a page in English (see shell.ts for how messages are kept): the picture's words and
 * its description for people who cannot see it, and the head of a shared result. Written on the server, for the
 * messengers and social sites that fetch a page's head; no page of the browser reads them.
 */
export const siteImageAlt = 'Traitscope: calm self-assessments of neurodivergent traits for adults.';
// Two lines chosen by hand: left to wrap on its own, the last word sat alone on a third line.
export const siteImageLines: readonly string[] = [
  'Calm self-assessments of',
  'neurodivergent traits for adults',
];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope: ${name}, ${level}. A preliminary self-assessment, not a diagnosis.`;
export const calmLine = 'Preliminary self-assessment · not a diagnosis';
export const sharedResultPill = 'Shared result';

// The head of a shared result's page.
export const takenOn = ({ date }: { date: string }) => ` Taken on ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Preliminary insights from a Traitscope self-assessment.${taken} A summary, not a diagnosis. Take the free assessment yourself.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name}: a shared result`;
export const sharedAssessmentDescription =
  'A result from a Traitscope self-assessment, shared by the person who took it. A summary, not a diagnosis. Take the free assessment yourself.';
