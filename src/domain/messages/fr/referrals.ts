/** The referral programme's page in French; see ../en/referrals.ts. */
import { plural } from '../../locale/locale.ts';

export const heading = 'Programme de parrainage';
export const lead = ({ count }: { count: number }) =>
  `Vous connaissez quelqu’un à qui ces auto-évaluations pourraient être utiles ? Invitez cette personne. Quand ${count} personnes invitées auront fait une auto-évaluation, vous recevrez un Rapport complet gratuit.`;
export const stepInvite = 'Invitez une personne par e-mail ci-dessous.';
export const stepFriend =
  'La personne suit le lien et fait l’auto-évaluation de son choix : gratuite, anonyme, environ 10 minutes.';
export const stepClaim = ({ count }: { count: number }) =>
  `Quand ${count} personnes invitées en auront fait une, demandez votre code pour un Rapport complet gratuit.`;
export const loadFailed =
  'Nous n’avons pas pu charger votre programme de parrainage pour le moment. Veuillez réessayer.';
export const tryAgain = 'Réessayer';
export const loading = 'Chargement de votre programme de parrainage…';
export const progressTitle = 'Votre progression';
export const inviteTitle = 'Inviter une personne';
export const inviteDescription =
  'Nous envoyons à cette personne un seul e-mail court, avec un lien personnel vers les auto-évaluations.';
export const invitationsTitle = 'Vos invitations';
export const codeTitle = 'Votre code de parrainage';
export const codeDescription =
  'Votre code personnel pour ce programme. Indiquez-le si vous nous écrivez au sujet de vos invitations.';

export const rewardClaimedToast = 'Récompense obtenue !';
export const yourCode = ' Votre code : ';
export const couldNotClaim = 'Impossible d’obtenir la récompense';
export const claimFailed = 'La demande de récompense a échoué';
export const claimFailedReason =
  'Un problème est survenu pendant la demande de votre récompense. Veuillez réessayer.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `Personnes invitées ayant fait une auto-évaluation : ${counted} sur ${total}`;
export const progressLabel = 'Progression vers votre Rapport complet gratuit';
export const didItStrong = 'C’est fait.';
export const didItRest =
  ' Trois personnes invitées ont fait une auto-évaluation : un Rapport complet gratuit vous attend.';
export const claiming = 'Demande en cours…';
export const claimButton = 'Obtenir mon rapport gratuit';
export const alreadyClaimed =
  'Vous avez déjà obtenu votre récompense. Merci d’avoir parlé de nous autour de vous.';
export const whenFriends = ({ count }: { count: number }) =>
  `Quand ${count} personnes que vous invitez auront fait une auto-évaluation, vous pourrez demander un code pour un Rapport complet gratuit.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `Encore ${remaining} ${plural(remaining, { one: 'personne', other: 'personnes' }, 'fr')}. Une fois leurs auto-évaluations faites, vous pourrez demander un code pour un Rapport complet gratuit.`;
export const rewardClaimedHeading = 'Récompense obtenue';
export const rewardClaimedText =
  'Votre code vous donne droit à un Rapport complet gratuit. Il n’est valable qu’une fois, pour l’auto-évaluation de votre choix. Chaque adresse e-mail peut recevoir un seul rapport payé avec une récompense de parrainage par mois ; nous envoyons le résultat par e-mail à l’adresse que vous indiquez.';
export const useOnPayment = 'Utilisez-le sur la page de paiement';
export const enterCodeHint =
  'Saisissez le code dans le champ « Code de réduction » et appuyez sur « Appliquer ».';
export const takeFirst =
  'Faites d’abord une auto-évaluation, puis saisissez ce code dans le champ « Code de réduction » de la page de paiement. ';
export const chooseAssessment = 'Choisir une auto-évaluation';

export const statuses = {
  pending: { label: 'En attente', meaning: 'invitation envoyée, pas encore comptée pour votre récompense' },
  completed: { label: 'Complétée', meaning: 'la personne a fait une auto-évaluation' },
  expired: {
    label: 'Expirée',
    meaning: ({ days }: { days: number }) => `aucune auto-évaluation faite dans les ${days} jours`,
  },
};
export const statusNameEnd = ' :';
export const noInvitations = 'Vous n’avez encore invité personne. Vos invitations apparaîtront ici.';
export const invitedOn = 'Invitation envoyée le ';

export const friendEmail = 'Adresse e-mail de la personne';
export const required = 'Obligatoire';
export const invalidEmail = 'Adresse e-mail non valide';
export const sending = 'Envoi…';
export const sendInvitation = 'Envoyer l’invitation';
export const invited = 'Invitation envoyée !';
export const inviteFailed = 'L’invitation n’a pas pu être envoyée';
export const inviteFailedReason =
  'Nous n’avons pas pu envoyer l’invitation pour le moment. Veuillez réessayer.';
export const addressUseBefore =
  'Nous utilisons l’adresse de cette personne uniquement pour lui envoyer cette seule invitation. Nous n’envoyons aucun rappel, ne l’utilisons jamais à des fins commerciales et ne la partageons jamais. Pour en savoir plus, consultez notre ';
export const addressUseLink = 'Politique de confidentialité';
export const addressUseAfter = '.';

export const copy = 'Copier';
export const referralCode = 'code de parrainage';
export const rewardCode = 'code de récompense';
export const copied = ({ what }: { what: string }) => `Copié : votre ${what} est dans le presse-papiers.`;
export const copyFailed =
  'La copie n’a pas fonctionné. Veuillez sélectionner le code et le copier à la main.';
