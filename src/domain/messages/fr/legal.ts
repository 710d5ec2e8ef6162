/** The frame of the legal documents in French; see ../en/legal.ts. */
export const effectiveDate = 'Date d’entrée en vigueur :';
export const contents = 'Sommaire';
export const backToHome = 'Retour à l’accueil';
