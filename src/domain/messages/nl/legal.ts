/** The frame of the legal documents in Dutch; see ../en/legal.ts. */
export const effectiveDate = 'Geldig vanaf:';
export const contents = 'Inhoud';
export const backToHome = 'Terug naar de startpagina';
