/** The cookie settings dialog in English (see shell.ts for how messages are kept; consent.ts for the banner). */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Cookie Settings';
export const description =
  'Choose which cookies we may use. You can change this at any time with the Cookie settings button at the foot of every page.';
export const close = 'Close cookie settings';
export const tabsLabel = 'Cookie information';
export const settingsTab = 'Settings';
export const aboutTab = 'About Cookies';
export const privacyTab = 'Privacy Policy';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Necessary',
    description:
      'Keep the site working: your anonymous visitor cookie, protection against forged requests, remembering this choice, and your reading preferences and read-aloud settings (kept in your browser only). Always on.',
  },
  functional: {
    title: 'Functional',
    description: 'Let us count page visits and completed assessments on our own server, to improve the site.',
  },
  analytics: {
    title: 'Analytics',
    description:
      'Allow our analytics provider to measure how the site is used. Nothing you answer is shared.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Allow our advertising partner to measure whether our adverts lead to purchases.',
  },
};
export const about = [
  "Cookies are small files a website keeps in your browser. We also use your browser's local storage, which works the same way, to keep your answers while you take an assessment.",
  'Necessary cookies cannot be switched off because the site does not work without them. They do not identify you: your visitor cookie is a random number.',
  'Functional, analytics and marketing cookies are off until you switch them on. If you switch one off later, its tools stop loading from the next page you open.',
];
export const rightsIntro = 'Under the GDPR you have the right to:';
export const rights = [
  'access the personal data we hold about you',
  'have it corrected',
  'have it deleted',
  'withdraw your consent at any time',
  'receive your data in a portable format',
  'complain to a data protection authority',
];
/** "Read the full Privacy Policy.", the policy's name a link. */
export const readFullBefore = 'Read the full ';
export const readFullLink = 'Privacy Policy';
export const readFullAfter = '.';
export const necessaryOnly = 'Necessary Only';
export const acceptAll = 'Accept All';
export const savePreferences = 'Save Preferences';
