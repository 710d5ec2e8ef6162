/** The page an invitation's "Do not invite me again" link opens, in Italian; see ../en/do-not-invite.ts. */
export const heading = 'Non voglio più inviti';
export const stillReachYou =
  'I report e i link che richiede di persona continueranno ad arrivarle. Non deve fare nient’altro.';
export const why =
  'Ha ricevuto via e-mail un invito a Traitscope da una persona che conosce. Se preferisce non ricevere inviti di questo tipo, prema il pulsante: non le invieremo altri inviti, chiunque ce lo chieda.';
export const noList =
  'Per questo non teniamo nessun elenco di indirizzi, solo una versione resa illeggibile del suo, che ci dice di non scriverle.';
export const saving = 'Salvataggio in corso…';
export const button = 'Non voglio più inviti';
export const openFromEmail =
  'Questa pagina funziona dal link contenuto in un’e-mail di invito. La apra da lì.';
export const failed = 'Al momento non siamo riusciti a salvare la sua scelta. Riprovi tra qualche istante.';
export const returnHome = 'Torna alla home';
