/** The page for an address that leads nowhere, in Spanish; see ../en/not-found.ts. */
export const title = 'Página no encontrada';
export const sorry = 'Lo sentimos, no hemos encontrado la página que busca.';
export const returnHome = 'Volver al inicio';
