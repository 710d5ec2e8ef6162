/** The page for an address that leads nowhere, in German; see ../en/not-found.ts. */
export const title = 'Seite nicht gefunden';
export const sorry = 'Diese Seite konnten wir leider nicht finden.';
export const returnHome = 'Zur Startseite';
