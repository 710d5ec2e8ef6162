/**
 * What each page says of itself in its head (the browser tab, search results, link previews), in English; see
 * shell.ts for how messages are kept. domain/pages/page-heads.ts puts them to the routes.
 */
export const siteDescription =
  'Calm, research-based self-assessments of autism, ADHD, sensory processing, dyspraxia and dyslexia traits for adults. Free preliminary insights in minutes; not a diagnosis.';
export const homeTitle = 'Adult self-assessments of neurodivergent traits';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) => `${description} ${count} questions, ${duration}. A free, non-diagnostic self-assessment for adults.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name}: question ${number} of ${total}`;
export const resultsTitle = 'Your Assessment Results';
export const sharedResultsTitle = 'Shared results';
export const privacyPolicyTitle = 'Privacy Policy';
export const privacyPolicyDescription =
  'What Traitscope keeps about you, why, for how long, and how to see, correct or erase it. Your answers are never sold.';
export const termsTitle = 'Terms and Conditions';
export const termsDescription =
  'The terms for using Traitscope: non-diagnostic self-assessments, the Complete Report, payments and refunds.';
export const paymentTitle = 'Get Your Detailed Report';
export const testCheckoutTitle = 'Test Checkout';
export const paymentSuccessTitle = 'Payment';
export const orderTitle = 'Your Order';
export const referralTitle = 'Refer Friends Program';
export const referralDescription =
  'Invite friends to take a free Traitscope self-assessment. When three have completed one, your next Complete Report is free.';
export const doNotInviteTitle = 'Do not invite me again';
export const yourDataTitle = 'Your data';
export const yourDataDescription =
  'See, correct or erase what Traitscope keeps about you: ask for a one-time link to the address you gave us.';
export const notFoundTitle = 'Page Not Found';
export const notFoundDescription = "Sorry, we couldn't find the page you're looking for.";
