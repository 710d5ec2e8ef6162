/** The results page in French; see ../en/results.ts. */
export const pageTitle = 'Vos résultats';
export const pageLead =
  'Des premiers éclairages tirés de vos réponses, en mots simples. Ils ne sont pas un diagnostic. Un résultat s’affiche seulement dans le navigateur où l’auto-évaluation a été faite, jamais pour quelqu’un d’autre.';
export const loading = 'Chargement de vos résultats…';
export const notHereTitle = 'Ce résultat n’est pas dans ce navigateur';
export const notHereWhy =
  'Ce navigateur n’a aucun résultat pour ce lien : l’auto-évaluation a peut-être été faite sur un autre appareil ou dans un autre navigateur, ou le résultat a été effacé.';
export const notHereWhatToDo =
  'Si vous avez fait l’auto-évaluation ailleurs, ouvrez le lien là-bas pour voir votre résultat. Vous pouvez aussi faire une auto-évaluation ici : cela prend quelques minutes, et les premiers éclairages sont gratuits.';
export const chooseAssessment = 'Choisir une auto-évaluation';
export const readSummaryAloud = 'Lire le résumé à voix haute';
export const insightsHeading = 'Premiers éclairages';
export const understandingHeading = 'Comprendre votre résultat';
export const whatItMeans = 'Ce que cela signifie';
export const whatItDoesNotMean = 'Ce que cela ne signifie pas';
export const suggestedNextStep = 'Une prochaine étape possible';
export const strengthsHeading = 'Des forces que vous reconnaîtrez peut-être';
export const nextHeading = 'Que souhaitez-vous faire maintenant ?';
export const reportOffer = ({ price }: { price: string }) =>
  `Le Rapport complet (${price}) reprend vos réponses question par question, avec des stratégies, des ressources et un résumé imprimable à apporter en consultation. Il vous est envoyé par e-mail.`;
export const downloadReport = 'Obtenir le Rapport complet';
export const shareResults = 'Partager les résultats';
export const takeAnother = 'Faire une autre auto-évaluation';
export const referralBefore = 'Vous connaissez quelqu’un à qui cela pourrait être utile ? ';
export const referralLink = 'Invitez des proches avec le programme de parrainage';
export const referralAfter =
  ' : quand trois personnes auront fait une auto-évaluation, votre prochain Rapport complet sera gratuit.';
export const notADiagnosis =
  'Ces premiers éclairages viennent d’une auto-évaluation et ne sont pas un diagnostic. Nous vous conseillons d’en parler avec un professionnel ou une professionnelle de santé.';

export const shareTitle = 'Partager vos résultats';
export const shareDescription =
  'Toute personne qui a ce lien peut voir un court résumé : l’auto-évaluation, votre score, son niveau et la date (pour l’auto-évaluation combinée, le score de chaque partie). Le détail de vos réponses n’est jamais inclus.';
export const close = 'Fermer';
export const previewLegend = 'Ce que montre l’aperçu dans une messagerie';
export const previewHint =
  'Les messageries et les réseaux sociaux affichent une petite carte pour un lien. Toutes les personnes qui voient le message la voient, avant même que le lien soit ouvert.';
export const previewChoices = {
  assessment: 'Seulement le nom de l’auto-évaluation',
  level: 'L’auto-évaluation et votre niveau',
};
export const shareLinkLabel = 'Lien de partage';
export const copy = 'Copier';
export const shareWithApp = 'Partager avec une application';
export const shareSheetTitle = 'Mon résultat Traitscope';
export const linkCopied = 'Le lien est copié dans votre presse-papiers.';
export const linkNotCopied =
  'Le lien n’a pas pu être copié. Sélectionnez-le ci-dessus et copiez-le vous-même.';

export const eraseHeading = 'Effacer vos résultats';
export const eraseBefore =
  'Vous pouvez effacer de nos registres tous les résultats obtenus dans ce navigateur. Si vous avez acheté un rapport, vous pouvez aussi effacer votre adresse e-mail et votre commande sur la page ';
export const eraseLink = 'Vos données';
export const eraseAfter = '.';
export const eraseButton = 'Effacer mes résultats';
export const eraseQuestion = 'Effacer tous vos résultats ? Cela ne pourra pas être annulé.';
export const eraseConfirm = 'Oui, effacer mes résultats';
export const eraseCancel = 'Annuler';
export const erasing = 'Effacement…';
export const erased = 'Résultats effacés';
export const erasedDescription = 'Vos résultats sont effacés.';
export const notErased = 'Vos résultats n’ont pas pu être effacés';
export const tryAgainSoon = 'Veuillez réessayer dans un instant.';

export const helpHeading = 'Si tout vous paraît lourd en ce moment';
export const helpIntro =
  'Certaines de vos réponses décrivent beaucoup de surcharge ou d’épuisement. Vous n’avez pas à gérer cela sans aide. Ce site n’est pas un service d’urgence, mais les personnes ci-dessous peuvent vous écouter ou vous aider dès aujourd’hui.';
export const yourCountry = 'Votre pays';
export const chooseCountry = 'Choisir un pays';
export const inAnEmergency = 'En cas d’urgence : ';
export const elsewhereCallLocal = 'Si vous êtes ailleurs, appelez le numéro d’urgence local.';
export const chooseCountryForLine =
  'Choisissez votre pays pour voir une ligne d’écoute près de chez vous, ou appelez le numéro d’urgence local.';
