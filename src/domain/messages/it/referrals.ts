/** The referral programme's page in Italian; see ../en/referrals.ts. */
import { plural } from '../../locale/locale.ts';

export const heading = 'Programma inviti';
export const lead = ({ count }: { count: number }) =>
  `Conosce qualcuno a cui queste autovalutazioni potrebbero essere utili? Mandi un invito. Quando ${count} persone invitate avranno completato un’autovalutazione, riceverà un Report completo gratuito.`;
export const stepInvite = 'Inviti qualcuno via e-mail qui sotto.';
export const stepFriend =
  'La persona invitata segue il link e fa un’autovalutazione a scelta: gratuita, anonima, circa 10 minuti.';
export const stepClaim = ({ count }: { count: number }) =>
  `Quando ${count} persone invitate ne avranno completata una, richieda il suo codice per un Report completo gratuito.`;
export const loadFailed =
  'Al momento non è stato possibile caricare il suo programma inviti. Per favore, riprovi.';
export const tryAgain = 'Riprova';
export const loading = 'Caricamento del suo programma inviti…';
export const progressTitle = 'I suoi progressi';
export const inviteTitle = 'Nuovo invito';
export const inviteDescription =
  'Inviamo alla persona un’unica breve e-mail con un link personale alle autovalutazioni.';
export const invitationsTitle = 'I suoi inviti';
export const codeTitle = 'Il suo codice invito';
export const codeDescription =
  'Il suo codice personale per questo programma. Lo indichi se ci scrive riguardo ai suoi inviti.';

export const rewardClaimedToast = 'Premio riscattato!';
export const yourCode = ' Il suo codice: ';
export const couldNotClaim = 'Non è stato possibile riscattare il premio';
export const claimFailed = 'Riscatto non riuscito';
export const claimFailedReason =
  'Qualcosa è andato storto durante il riscatto del premio. Per favore, riprovi.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `Autovalutazioni completate dalle persone invitate: ${counted} su ${total}`;
export const progressLabel = 'Progressi verso il suo Report completo gratuito';
export const didItStrong = 'Ce l’ha fatta.';
export const didItRest =
  ' Tre persone invitate hanno completato un’autovalutazione: un Report completo gratuito è suo.';
export const claiming = 'Riscatto in corso…';
export const claimButton = 'Riscatta il report gratuito';
export const alreadyClaimed = 'Ha già riscattato il suo premio. Grazie per aver passato parola.';
export const whenFriends = ({ count }: { count: number }) =>
  `Quando ${count} persone da lei invitate avranno completato un’autovalutazione, potrà richiedere un codice per un Report completo gratuito.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `${plural(remaining, { one: 'Manca ancora', other: 'Mancano ancora' }, 'it')} ${remaining} ${plural(remaining, { one: 'persona', other: 'persone' }, 'it')}. Quando ${plural(remaining, { one: 'avrà', other: 'avranno' }, 'it')} completato un’autovalutazione, potrà richiedere un codice per un Report completo gratuito.`;
export const rewardClaimedHeading = 'Premio riscattato';
export const rewardClaimedText =
  'Con il suo codice riceve un Report completo gratis. Si può usare una volta, per qualsiasi autovalutazione. Ogni indirizzo e-mail può ricevere al mese un solo report pagato con un premio del programma inviti; inviamo l’esito via e-mail all’indirizzo che indicherà.';
export const useOnPayment = 'Lo usi nella pagina di pagamento';
export const enterCodeHint = 'Inserisca il codice nel campo «Codice sconto» e prema «Applica».';
export const takeFirst =
  'Prima faccia un’autovalutazione, poi inserisca questo codice nel campo «Codice sconto» nella pagina di pagamento. ';
export const chooseAssessment = 'Scelga un’autovalutazione';

export const statuses = {
  pending: { label: 'In attesa', meaning: 'invito inviato, non ancora conteggiato per il suo premio' },
  completed: { label: 'Completato', meaning: 'la persona invitata ha completato un’autovalutazione' },
  expired: {
    label: 'Scaduto',
    meaning: ({ days }: { days: number }) => `non completato entro ${days} giorni`,
  },
};
export const statusNameEnd = ':';
export const noInvitations = 'Non ha ancora invitato nessuno. I suoi inviti compariranno qui.';
export const invitedOn = 'Invito inviato il ';

export const friendEmail = 'Indirizzo e-mail della persona';
export const required = 'Obbligatorio';
export const invalidEmail = 'Indirizzo e-mail non valido';
export const sending = 'Invio in corso…';
export const sendInvitation = 'Invia l’invito';
export const invited = 'Invito inviato!';
export const inviteFailed = 'Invio dell’invito non riuscito';
export const inviteFailedReason = 'Al momento non è stato possibile inviare l’invito. Per favore, riprovi.';
export const addressUseBefore =
  'Usiamo l’indirizzo della persona solo per inviarle questo unico invito. Non inviamo promemoria, non lo usiamo mai per il marketing e non lo condividiamo mai. Consulti la nostra ';
export const addressUseLink = 'Informativa sulla privacy';
export const addressUseAfter = '.';

export const copy = 'Copia';
export const referralCode = 'codice invito';
export const rewardCode = 'codice premio';
export const copied = ({ what }: { what: string }) => `Copiato: il suo ${what} è negli appunti.`;
export const copyFailed = 'Non è stato possibile copiarlo. Selezioni il codice e lo copi a mano.';
