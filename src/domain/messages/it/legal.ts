/** The frame of the legal documents in Italian; see ../en/legal.ts. */
export const effectiveDate = 'In vigore dal:';
export const contents = 'Indice';
export const backToHome = 'Torna alla home';
