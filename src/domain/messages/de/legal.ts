/** The frame of the legal documents in German; see ../en/legal.ts. */
export const effectiveDate = 'Gültig ab:';
export const contents = 'Inhalt';
export const backToHome = 'Zurück zur Startseite';
