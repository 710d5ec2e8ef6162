/** The page for an address that leads nowhere, in Italian; see ../en/not-found.ts. */
export const title = 'Pagina non trovata';
export const sorry = 'Ci dispiace, non abbiamo trovato la pagina che cerca.';
export const returnHome = 'Torna alla home';
