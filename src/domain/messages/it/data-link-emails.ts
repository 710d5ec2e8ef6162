/** The one-time links to the Your data page in Italian; see ../en/data-link-emails.ts. */
export const validity = ({ hours }: { hours: number }) =>
  `Il link funziona una sola volta, per ${hours === 1 ? 'un’ora' : `${hours} ore`}.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Domande: ${supportEmail}`;

export const dataLinkSubject = 'Il link per vedere i suoi dati su Traitscope';
export const dataLinkWhat =
  'Ha chiesto di vedere i dati che Traitscope conserva per questo indirizzo e-mail. Il link qui sotto apre una pagina in cui può vederli, scaricarli, correggere il suo indirizzo o cancellarli.';
export const dataLinkExpired = 'Se è scaduto, può chiederne uno nuovo sulla stessa pagina.';
export const dataLinkButton = 'Apra i suoi dati';
export const dataLinkNotYou =
  'Se non l’ha chiesto lei, può ignorare questa e-mail: non cambia nulla finché il link non viene usato.';

export const correctionSubject = 'Confermi il suo indirizzo e-mail per Traitscope';
export const correctionWhat =
  'Qualcuno ha chiesto di spostare su questo indirizzo i propri risultati e ordini di Traitscope, correggendo l’indirizzo e-mail. Se la richiesta è sua, apra il link qui sotto: i suoi dati passeranno a questo indirizzo e li vedrà sulla pagina «I suoi dati».';
export const correctionNothingMoves = 'Nulla viene spostato finché il link non viene aperto.';
export const correctionButton = 'Confermi questo indirizzo';
export const correctionNotYou =
  'Se non l’ha chiesto lei, ignori questa e-mail: non cambia nulla e nessuno vede i dati di questo indirizzo.';
