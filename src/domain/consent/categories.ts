/** What a visitor can allow, each a switch in the cookie settings; necessary cookies are always on. */
export type ConsentCategory = 'necessary' | 'functional' | 'analytics' | 'marketing';

/** The settings' order: the cookies the site needs first, then each one a visitor may add. */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
];
