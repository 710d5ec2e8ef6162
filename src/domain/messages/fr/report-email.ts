/** The e-mail that carries the Complete Report, in French; see ../en/report-email.ts. */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Votre Rapport complet : ${assessmentName}`;
export const preheader = 'Votre Rapport complet est joint en PDF. Lisez-le quand vous le souhaitez.';
export const heading = 'Votre Rapport complet est prêt';
export const hello = 'Bonjour,';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `Merci pour votre commande. Votre Rapport complet pour l’auto-évaluation « ${assessmentName} » est joint à cet e-mail.`;
export const attachedFiles = 'Vous trouverez deux fichiers PDF :';
export const reportFileAbout =
  'votre Rapport complet ; sa première page indique ce qu’il contient et comment l’utiliser';
export const letterFileAbout =
  'la lettre pour votre médecin tirée de votre rapport, seule, prête à être imprimée et signée';
export const readAnyWay =
  'Vous pouvez le lire à l’écran, l’enregistrer ou l’imprimer pour l’apporter à un rendez-vous. Inutile de tout lire d’un coup.';
export const whatIsInside = 'Ce qu’il contient';
export const gentleReminder = 'Un petit rappel';
export const orderReference = 'Référence de commande :';
export const amountPaid = 'Montant payé :';
export const completedOn = 'Auto-évaluation terminée le :';
export const questionsWriteTo = 'Une question, ou un problème pour ouvrir la pièce jointe ? Écrivez-nous à';
export const complaintWithin = ({ days }: { days: number }) =>
  `Si quelque chose ne va pas dans votre rapport, merci de nous le signaler dans un délai de ${days} jours.`;
export const receivingBecause = 'Vous recevez cet e-mail parce que vous avez commandé un rapport sur';
export const seeYourData =
  'Pour consulter, télécharger ou effacer les données que nous conservons à votre sujet, rendez-vous sur la page';
export const yourData = 'Vos données';
export const reportFileName = 'traitscope-rapport-complet';
export const letterFileName = 'traitscope-lettre-pour-votre-medecin';
