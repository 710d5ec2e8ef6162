/** The page for an address that leads nowhere, in Dutch; see ../en/not-found.ts. */
export const title = 'Pagina niet gevonden';
export const sorry = 'Sorry, we konden de pagina die u zoekt niet vinden.';
export const returnHome = 'Naar de startpagina';
