/**
 * A necessary cookie that says only that a visitor made a cookie choice (never which): the browser sets it with
 * the choice, and the server sends pages with or without the banner by it, so nothing appears or disappears once
 * the page is live.
 */
export const CONSENT_CHOSEN_COOKIE = 'cookie-choice-made';
