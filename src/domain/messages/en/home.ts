/**
 * The home page's first screen in English (see shell.ts for how messages are kept): in the page's first
 * download, so short; what lies below it is in home-sections.ts, which loads after the page is live.
 */
export const heading = 'Discover Your Neurodivergent Profile';
export const lead =
  'Calm, research-based self-assessments for adults who want to understand their autism, ADHD, sensory, dyspraxia or dyslexia traits, without waiting years for a first answer.';
export const benefitSuite = 'A comprehensive suite of research-based assessments';
export const benefitInstant = 'Instant results, in minutes';
export const benefitShareable = 'Shareable reports';
// The fourth point as first written, '100% confidential', promised more than the site keeps: answers are stored
// with a random visitor number, and with an e-mail address once someone buys a report (privacy policy,
// "Information We Collect"). The point says exactly that and links to the policy.
export const benefitNoAccount =
  'No account or name needed. We link your answers to your e-mail only if you buy a report.';
export const howWeHandleData = 'How we handle your data';
export const startComprehensive = 'Start Comprehensive Assessment';
export const priceLine = ({ price }: { price: string }) =>
  `Free preliminary insights · Complete Report ${price}`;
