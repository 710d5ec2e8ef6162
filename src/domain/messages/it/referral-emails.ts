/** The referral programme's e-mails in Italian; see ../en/referral-emails.ts. */
export const inviteSubject = 'Un invito a Traitscope da una persona che conosce';
export const inviteWhat =
  'Una persona che conosce ha pensato che Traitscope potesse esserle utile: brevi autovalutazioni basate sulla ricerca, per chi in età adulta vuole capire i propri tratti di autismo, ADHD, elaborazione sensoriale, disprassia o dislessia.';
export const inviteHow =
  'Le autovalutazioni durano da 5 a 15 minuti, non richiedono un account e mostrano subito prime indicazioni gratuite. Non sono una diagnosi; possono aiutarla a prepararsi a un colloquio con il personale sanitario.';
export const inviteButton = 'Inizi un’autovalutazione';
export const inviteStartHere = 'Inizi da qui:';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `Il suo indirizzo è stato inserito per inviarle solo questo invito. Non lo usiamo per nient’altro e non inviamo promemoria. Domande: ${supportEmail}`;
export const inviteOptOutQuestion = 'Preferisce non ricevere più inviti da nessuno?';
export const inviteOptOutLink = 'Non voglio più inviti';

export const rewardNotUsedSubject = 'Sul premio del programma inviti usato per questo indirizzo';
export const rewardNotUsedWhat =
  'Su Traitscope è stato usato un codice premio del programma inviti per ordinare un Report completo gratuito per questo indirizzo e-mail. Non abbiamo inviato il report.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Ogni indirizzo e-mail può ricevere un solo report pagato con un premio del programma inviti nell’arco di ${days} giorni, e ogni dominio e-mail solo pochi. Questo indirizzo, o il suo dominio, aveva già ricevuto la sua parte in questo periodo: per questo il codice è stato consumato senza un report.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `Se non ha ordinato nulla, può ignorare questa e-mail: nessuno è stato informato di questo indirizzo. Se invece l’ordine l’ha fatto lei e pensa che ci sia un errore, scriva a ${supportEmail}.`;
