/** The pages after a payment, in French (see ../en/payment-return.ts; shell.ts says how messages are kept). */

// Shared by the return page and the order's confirmation page.
export const verifyingTitle = 'Vérification du paiement…';
export const processingTitle = 'Traitement de votre commande…';
export const successTitle = 'Paiement réussi !';
export const completedTitle = 'Paiement effectué';
export const unpaidTitle = 'Paiement non finalisé';
export const paymentNotFoundTitle = 'Paiement introuvable';
export const returnHome = 'Retour à l’accueil';
export const checkAgain = 'Vérifier à nouveau';
export const thankYouForOrdering = 'Merci d’avoir commandé le Rapport complet.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Merci d’avoir commandé le Rapport complet de votre auto-évaluation « ${assessment} ».`;
export const troubleSending = 'Un problème est survenu lors de l’envoi de l’e-mail avec vos résultats';

// The return page.
export const openingOrder = 'Ouverture de votre commande…';
export const verifyingHint = 'Cela ne prend généralement que quelques secondes.';
export const notConfirmedTitle = 'Nous n’avons pas encore pu confirmer votre commande';
export const notConfirmedText =
  'Notre système n’a pas répondu à temps. Si votre paiement a abouti, votre commande est en sécurité. Notre équipe veillera à ce que votre rapport vous parvienne.';
export const slowText =
  'Cela prend plus de temps que d’habitude. Si votre paiement a abouti, votre commande est en sécurité et votre rapport vous parviendra par e-mail.';
export const confirmingText =
  'Nous confirmons votre paiement et préparons votre rapport. Cette page se met à jour toute seule ; inutile de l’actualiser.';
export const unpaidText =
  'Il semble que vous n’ayez pas terminé le paiement. Aucun rapport n’a donc encore été commandé. Vous pouvez revenir à la page de paiement quand vous le souhaitez.';
export const returnToPayment = 'Retour au paiement';
export const paymentNotFound = 'Nous n’avons pas trouvé ce paiement.';
export const linkIncomplete = 'Le lien est peut-être incomplet.';
export const supportBefore = 'Des questions ? Écrivez à ';
export const supportAfter = ' et nous vous aiderons.';

// The return page's confirmed order.
export const resultsSentToBefore = 'Vos résultats sont en cours d’envoi à ';
export const resultsSentToAfter = '.';
export const resultsSentToGivenAddress =
  'Vos résultats sont en cours d’envoi à l’adresse e-mail que vous nous avez indiquée.';

// The toasts of the return page.
export const unpaidToastTitle = 'Le paiement n’a pas pu être vérifié';
export const unpaidToastText = 'Il semble que vous n’ayez pas terminé le paiement.';
export const guidanceToastTitle = 'Veuillez utiliser les boutons ci-dessous';
export const guidanceToastText = 'Vous pouvez revenir à la page de paiement ou retourner à l’accueil.';
export const missingAssessmentTitle = 'Données de l’auto-évaluation manquantes';
export const missingAssessmentText =
  'Nous n’avons pas trouvé les résultats de votre auto-évaluation. Vous recevrez tout de même vos résultats par e-mail.';
export const teamNotifiedTitle = 'Votre commande est finalisée !';
export const teamNotifiedText = 'L’envoi de votre e-mail a posé problème. Notre équipe a été prévenue.';
export const deliveryIssueToastTitle = 'Problème d’envoi de l’e-mail';
export const useResendText = 'Veuillez utiliser le bouton « Renvoyer l’e-mail » pour recevoir votre rapport.';

// What was bought, below a confirmed order.
export const purchaseThanks = 'Merci pour votre achat !';
export const reportSentToBefore = 'Votre Rapport complet est en cours d’envoi à ';
export const reportSentToAfter = '.';
export const reportSentToGivenAddress =
  'Votre Rapport complet est en cours d’envoi à l’adresse e-mail que vous nous avez indiquée.';
export const contentsHeading = 'Ce que contient votre rapport';
export const reportContents = [
  'Une analyse détaillée de vos réponses, domaine par domaine',
  'Un aperçu question par question, à imprimer',
  'Des stratégies pour le quotidien, adaptées à votre profil',
  'Des ressources et des organisations de soutien',
  'Où demander une évaluation formelle, si vous le souhaitez',
];
export const forProfessionalHeading = 'Pour en parler à votre médecin ou thérapeute';
export const forProfessionalText =
  'Le rapport n’est pas un diagnostic. Il est rédigé pour que vous puissiez l’imprimer ou le montrer à votre médecin, à votre psychologue ou à une autre personne qualifiée. Il peut servir de point de départ pour parler de votre vécu.';
export const nextStepsHeading = 'Prochaines étapes';
export const nextSteps = [
  'Un e-mail de notre part devrait arriver dans les prochaines minutes. S’il n’est pas là, veuillez vérifier votre dossier spam.',
  'Lisez le rapport à votre rythme. Inutile de tout lire d’un coup.',
  'Si vous le souhaitez, prenez rendez-vous avec votre médecin ou une autre personne qualifiée pour en parler.',
];
export const otherAssessmentsHeading = 'Autres auto-évaluations disponibles';
export const takeAssessment = ({ assessment }: { assessment: string }) =>
  `Faire l’auto-évaluation « ${assessment} »`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Problème d’envoi de l’e-mail';
export const deliveryFailedBefore =
  'Votre paiement a bien été reçu et votre commande est en sécurité. Nous n’avons pas pu envoyer l’e-mail contenant votre rapport';
export const deliveryFailedTo = ' à ';
export const deliveryFailedAfter = ' à l’instant. Vous pouvez nous demander de le renvoyer.';
export const stillMissingBefore = 'Si l’e-mail n’arrive toujours pas, écrivez à ';
export const stillMissingAfter = ' et nous veillerons à ce que vous receviez votre rapport.';

// The resend button and its toasts.
export const resendButton = 'Renvoyer l’e-mail';
export const sending = 'Envoi en cours…';
export const emailResent = 'E-mail renvoyé';
export const resendFailedButton = 'Échec – réessayer';
export const checkInbox =
  'Veuillez vérifier votre boîte de réception (et votre dossier spam) dans quelques minutes.';
export const missingInfoTitle = 'Informations manquantes';
export const missingInfoText =
  'Pour renvoyer votre rapport, nous avons besoin de votre adresse e-mail et des informations sur votre auto-évaluation.';
export const resendFailedTitle = 'Échec du renvoi de l’e-mail';
export const resendFailed =
  'Un problème est survenu lors du renvoi de votre e-mail. Veuillez réessayer plus tard.';
export const errorTitle = 'Erreur';
export const unexpectedError = 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.';

// The order's confirmation page.
export const yourOrderTitle = 'Votre commande';
export const orderNotFoundTitle = 'Commande introuvable';
export const orderNotFound = 'Nous n’avons pas trouvé cette commande.';
export const loadingOrder = 'Chargement de votre commande…';
export const orderNotLoadedTitle = 'Nous n’avons pas pu charger votre commande';
export const orderNotLoadedText =
  'Notre système n’a pas répondu à l’instant. Votre commande est en sécurité ; veuillez réessayer dans un moment.';
export const orderedSuccessfully = 'Votre rapport d’auto-évaluation a bien été commandé.';
export const givenAddress = 'l’adresse que vous nous avez indiquée';
export const outcomeSentToBefore = 'Nous vous écrivons à ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  ` : vous recevrez votre rapport « ${assessment} », ou un message si une récompense de parrainage ne peut pas être utilisée pour cette adresse pour le moment.`;
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Votre rapport « ${assessment} » sera envoyé à `;
export const reportWillBeSentAfter = '.';
export const checkInboxShortly =
  'Veuillez vérifier votre boîte de réception (et votre dossier spam) d’ici quelques instants…';
export const notArrivedHeading = 'L’e-mail n’est pas arrivé ?';
export const notArrivedText =
  'Il arrive généralement en quelques minutes. S’il n’est ni dans votre boîte de réception ni dans votre dossier spam, nous pouvons vous le renvoyer.';
