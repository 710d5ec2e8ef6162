/** The page for an address that leads nowhere, in French; see ../en/not-found.ts. */
export const title = 'Page introuvable';
export const sorry = 'Nous n’avons malheureusement pas trouvé la page que vous cherchez.';
export const returnHome = 'Retour à l’accueil';
