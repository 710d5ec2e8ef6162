/** What the server answers a visitor's calls with, in French; see ../en/replies.ts. */
import { plural } from '../../locale/locale.ts';

export const serverError = 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.';
export const databaseUnavailable =
  'Nous avons du mal à joindre notre base de données. Rien n’a été perdu ; veuillez réessayer dans une minute.';
export const unstorableText =
  'La demande contient des caractères que nous ne pouvons pas enregistrer (par exemple un caractère NUL).';
export const requestTooLarge = 'La demande est trop volumineuse.';
export const invalidJson = 'Le contenu de la demande n’est pas un JSON valide.';
export const emptyBody = 'Le contenu de la demande est vide.';
export const notJson =
  'Veuillez envoyer le contenu de la demande au format JSON (Content-Type: application/json).';
export const sessionTokenInvalid =
  'Le jeton de sécurité de votre session est manquant ou périmé. Veuillez recharger la page et réessayer.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Trop de demandes. Veuillez patienter ${seconds} secondes, puis réessayer.`;

export const answersNotSaved = ({ problems }: { problems: string }) =>
  `Vos réponses n’ont pas pu être enregistrées : ${problems}`;
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `Pour l’instant, les auto-évaluations peuvent se faire dans ces langues : ${languages}.`;
export const languageNames = {
  en: 'anglais',
  de: 'allemand',
  fr: 'français',
  es: 'espagnol',
  nl: 'néerlandais',
  it: 'italien',
};
export const resultNotFound = 'Nous n’avons pas trouvé ce résultat d’auto-évaluation.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `Pour cette auto-évaluation, le score doit être un nombre entier de 0 à ${max}.`;
export const noResultsToErase = 'Il n’y avait aucun résultat à effacer dans ce navigateur.';
export const resultsErased = ({ count }: { count: number }) =>
  `Nous avons effacé ${plural(count, { one: 'votre résultat', other: `vos ${count} résultats` }, 'fr')} de nos données.`;

export const codeFree = 'Grâce à votre code, vous recevez le Rapport complet gratuitement.';
export const codeAtCheckout = 'Le code de réduction sera appliqué au moment du paiement';
export const codeUsed = 'Ce code de réduction a déjà été utilisé.';
export const codeSpent =
  'Ce code n’est plus valable : il a expiré ou a déjà été utilisé autant de fois que possible.';
export const codeUnknown = 'Ce code de réduction n’est pas valable. Veuillez le vérifier et réessayer.';
export const codeIsFree =
  'Avec ce code, votre rapport est gratuit : aucun paiement n’est nécessaire. Veuillez envoyer à nouveau le formulaire.';
export const codeGuessLimit =
  'Trop de codes de réduction ont été essayés depuis cette connexion au cours de la dernière heure. Veuillez vérifier votre code et réessayer plus tard.';
export const freeReportLimit =
  'Nous ne pouvons pas envoyer d’autres rapports gratuits pour le moment. Veuillez réessayer demain, ou achetez le rapport si vous en avez besoin aujourd’hui.';
export const tryTomorrow = 'Veuillez réessayer demain.';

export const resultsMissing =
  'Nous n’avons pas trouvé les résultats de votre auto-évaluation. Veuillez refaire l’auto-évaluation.';
export const paymentsOff =
  'Les paiements ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.';
export const providerUnavailable =
  'Nous n’avons pas pu joindre le prestataire de paiement. Veuillez réessayer dans un moment.';
export const paymentNotFound = 'Nous n’avons pas trouvé ce paiement.';
export const paymentIncomplete = 'Il semble que vous n’ayez pas terminé le paiement.';
export const yourOrderNotFound = 'Nous n’avons pas trouvé votre commande.';
export const orderNotFound =
  'Nous n’avons pas trouvé cette commande. Le lien est peut-être incomplet, ou la commande a été passée depuis un autre navigateur.';
export const noCompletedOrder = 'Nous n’avons trouvé aucune commande finalisée pour cette auto-évaluation.';

export const emailMismatch =
  'Veuillez utiliser l’adresse e-mail avec laquelle vous avez commandé, ou contactez l’assistance pour la modifier.';
export const reportSending = ({ email }: { email: string }) => `Nous envoyons votre rapport à ${email}.`;
export const reportResent = ({ email }: { email: string }) => `Nous renvoyons votre rapport à ${email}.`;
export const rewardResent = ({ email }: { email: string }) =>
  `Nous écrivons à nouveau à ${email} au sujet de cette commande.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `Nous avons déjà renvoyé ce rapport ${resends} fois au cours des ${hours} dernières heures. Nous allons donc attendre avant de l’envoyer une nouvelle fois. Il se trouve peut-être dans votre dossier spam. S’il n’est pas arrivé, écrivez à ${email} et nous veillerons à ce que vous le receviez.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `Nous avons envoyé plusieurs rapports à cette adresse au cours des ${hours} dernières heures. Nous allons donc attendre avant d’en envoyer d’autres. Ils se trouvent peut-être dans votre dossier spam. S’ils ne sont pas arrivés, écrivez à ${email} et nous vous aiderons.`;

export const notYourProgramme = 'Vous ne pouvez utiliser que votre propre programme de parrainage.';
export const inviteLimit = ({ count }: { count: number }) =>
  `Vous pouvez inviter jusqu’à ${count} personnes par jour. Veuillez réessayer demain.`;
export const alreadyInvited = 'Vous avez déjà invité cette personne.';
export const invited = ({ days }: { days: number }) =>
  `La personne a bien été invitée. Chaque adresse reçoit au plus une invitation de Traitscope sur ${days} jours, quelle que soit la personne qui l’envoie, et aucune si elle nous a demandé de ne pas en envoyer. Une invitation que nous n’envoyons pas reste en attente et ne peut pas compter pour votre récompense.`;
export const erasedAddress = '(adresse effacée)';
export const invitationInvalid =
  'Ce lien d’invitation n’est plus valable, mais vous pouvez tout à fait faire une auto-évaluation.';
export const ownInvitation =
  'C’est votre propre lien d’invitation. Partagez-le plutôt avec une personne de votre entourage.';
export const invitationUsed = 'Cette invitation a déjà été utilisée.';
export const welcome = 'Bienvenue ! Une personne de votre entourage vous invite à découvrir Traitscope.';
export const alreadyAccepted =
  'Vous avez déjà accepté une invitation de cette personne. Vous pouvez tout à fait faire une auto-évaluation.';
export const sameNetwork =
  'Bienvenue sur Traitscope ! Depuis ce réseau, cette invitation ne peut pas compter pour la récompense de la personne qui vous l’a envoyée, car cette personne, ou une autre personne qu’elle a invitée, a déjà utilisé ce réseau. Vous pouvez tout à fait faire une auto-évaluation. Ouvert depuis un autre réseau, le lien peut encore compter.';
export const rewardAlreadyClaimed = 'Vous avez déjà obtenu votre récompense.';
export const referralsMissing = ({ count }: { count: number }) =>
  `Pour obtenir votre récompense, il vous faut encore ${count} ${plural(count, { one: 'personne invitée', other: 'personnes invitées' }, 'fr')} ayant fait une auto-évaluation.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `Les récompenses de votre réseau ont atteint la limite de ce mois-ci (${rewards} en ${days} jours). Vos parrainages aboutis restent comptés ; veuillez réessayer plus tard.`;
export const rewardClaimed =
  'Merci de faire connaître Traitscope ! Utilisez ce code au moment du paiement pour recevoir un Rapport complet gratuit.';

export const optOutDone =
  'C’est fait. Nous ne vous enverrons plus d’invitations. Vos proches peuvent toujours vous parler directement de Traitscope.';
export const optOutLinkInvalid =
  'Nous n’avons pas pu lire ce lien. Veuillez l’ouvrir à nouveau depuis l’e-mail d’invitation, exactement tel qu’il est arrivé.';
