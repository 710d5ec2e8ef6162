/** The page a shared result link opens, in English (see shell.ts for how messages are kept). */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Shared ${assessment} results`;
export const eyebrow = 'Shared results';
export const takenOn = ({ date }: { date: string }) => `Taken on ${date}`;
export const summaryHeading = 'Preliminary insights summary';
export const score = 'Score';
export const readOnly =
  'This is a read-only summary of a self-assessment someone chose to share. It is not a diagnosis; only a qualified healthcare professional can make one.';
export const takeThisAssessment = 'Take This Assessment';
export const exploreAll = 'Explore All Assessments';
export const askAgain =
  'If someone sent you this link, you could ask them to copy it again, or take an assessment yourself.';
/** Why a shared link shows nothing (share.ts decides which). */
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'Error Loading Results',
    description: 'No assessment data found in the URL',
  },
  invalid: {
    title: 'Shared data is incomplete or invalid',
    description: 'The shared assessment data appears to be invalid',
  },
  'unknown-type': {
    title: 'Assessment Not Found',
    description: 'The assessment type in the shared results is not recognized',
  },
};
