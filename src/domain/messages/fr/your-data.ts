/** The Your data page in French; see ../en/your-data.ts. */

export const heading = 'Vos données';
export const lead =
  'Consultez tout ce que nous conservons à votre sujet, téléchargez-le, corrigez votre adresse e-mail, ou retirez votre consentement et effacez tout. C’est gratuit et cela prend une minute.';
export const loading = 'Chargement de vos données…';
export const openFailed =
  'Nous n’avons pas pu ouvrir vos données pour le moment. Veuillez demander un nouveau lien.';

export const requestTitle = 'Recevoir un lien vers vos données';
export const requestText = ({ hours }: { hours: number }) =>
  `Saisissez l’adresse e-mail que vous avez utilisée pour une commande. Nous y enverrons un lien qui ouvre vos données. Le lien fonctionne une seule fois, pendant ${hours === 1 ? 'une heure' : `${hours} heures`}. Vous n’avez besoin ni de compte ni de mot de passe.`;
export const emailLabel = 'Adresse e-mail';
export const invalidEmail = 'Veuillez saisir une adresse e-mail valide.';
export const sending = 'Envoi en cours…';
export const sendLink = 'M’envoyer un lien';
export const sendLinkFailed =
  'Nous n’avons pas pu envoyer le lien pour le moment. Veuillez réessayer dans un instant.';

export const dataLinkSent =
  'Si nous conservons des données pour cette adresse, nous lui avons envoyé un lien. Il fonctionne une seule fois, pendant une heure. Veuillez vérifier votre boîte de réception (et vos courriers indésirables).';
export const dataLinkInvalid =
  'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau ci-dessous.';
export const sessionMissing =
  'Votre accès à cette page a pris fin. Veuillez demander un nouveau lien pour voir vos données.';
export const sameAddress =
  'Cette page affiche déjà les données de cette adresse. Veuillez saisir l’adresse vers laquelle vos données doivent être transférées.';
export const correctionSent = ({ to }: { to: string }) =>
  `Nous avons envoyé un lien de confirmation à ${to}. Vos données ne sont transférées que si ce lien est ouvert, dans un délai d’une heure. Cette page est maintenant fermée : pour revoir vos données, ouvrez le lien ou demandez-en un nouveau.`;
export const pageClosed =
  'Cette page est fermée : plus personne ne peut ouvrir vos données dans ce navigateur. Pour les revoir, demandez un nouveau lien.';
export const correctionDone =
  'Votre adresse e-mail est corrigée. Tout ce qui figure ci-dessous est désormais conservé sous cette adresse.';
export const accountingKept =
  'Vos réponses, vos résultats et votre adresse e-mail sont effacés. Pour les commandes, le droit fiscal et comptable nous oblige à conserver le montant, la date et la référence de paiement, sans rien qui les relie à vous.';
