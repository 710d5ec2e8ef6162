/**
 * The page for an address that leads nowhere, in English (see shell.ts for how messages are kept). A module of its
 * own: the page is downloaded only when it is shown.
 */
export const title = 'Page Not Found';
export const sorry = "Sorry, we couldn't find the page you're looking for.";
export const returnHome = 'Return to Home';
