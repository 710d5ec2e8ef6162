/** The Your data page's view of one's data in French; see ../en/your-data-view.ts. */

export const holdingBefore = 'Voici tout ce que nous conservons pour ';
export const holdingAfter = ({ time }: { time: string }) =>
  `. Cette page reste ouverte jusqu’à ${time} ; ensuite, demandez un nouveau lien.`;
export const closing = 'Fermeture…';
export const closePage = 'Fermer cette page';
export const closeFailed = 'Nous n’avons pas pu fermer cette page pour le moment. Veuillez réessayer.';

export const resultsTitle = 'Vos résultats';
export const noResults = 'Aucun résultat lié à des commandes passées avec cette adresse n’est conservé.';
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `, le ${date} : score ${score}, ${level}, ${answers} réponses conservées.`;
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Par rapport à votre passage du ${date} : ${before} alors, ${after} aujourd’hui.`;
export const sinceReworded = ({ date }: { date: string }) =>
  `Par rapport à votre passage du ${date} : certaines questions ont été reformulées entre-temps, les réponses ne sont donc pas comparées.`;

export const enteredTitle = 'Adresse saisie sur un résultat';
export const enteredText =
  'Cette adresse a été saisie sur ces résultats, mais aucune commande finalisée avec cette adresse ne prouve qu’ils sont les vôtres. N’importe qui peut saisir n’importe quelle adresse : nous n’affichons donc pas leurs réponses ici. Si vous effacez vos données ci-dessous, votre adresse en sera retirée.';
export const enteredTaken = ({ date }: { date: string }) => `, le ${date}`;

export const ordersTitle = 'Vos commandes';
export const noOrders = 'Aucune commande n’a été passée avec cette adresse.';
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => ` : Rapport complet, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` Le ${date}, vous avez accepté que vos réponses soient conservées avec votre adresse.`;
export const orderCountry = ({ country }: { country: string }) => ` Pays pour votre rapport : ${country}.`;
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'en attente',
  completed: 'finalisée',
  failed: 'échouée',
};

export const invitationsTitle = 'Invitations reçues';
export const noInvitations = 'Personne n’a invité cette adresse par notre programme de parrainage.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `Invitation d’une personne de votre entourage, reçue le ${date} (${status}).`;
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'en attente',
  completed: 'complétée',
  expired: 'expirée',
};

export const messagesTitle = 'E-mails que nous vous avons envoyés';
export const noMessages = 'Nous ne conservons aucun e-mail envoyé à cette adresse.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Votre rapport',
  'address-correction': 'Un lien pour confirmer cette adresse',
};
export const otherMessage = 'Un lien vers cette page';
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'en attente d’envoi',
  sending: 'en cours d’envoi',
  sent: 'envoyé',
  failed: 'non envoyé',
  suppressed: 'retenu',
};

export const downloadTitle = 'Télécharger vos données';
export const downloadText =
  'Un fichier (JSON, lisible par les personnes et par les programmes) avec tout ce qui précède, y compris chaque réponse.';
export const downloadButton = 'Télécharger mes données';

export const correctTitle = 'Corriger votre adresse e-mail';
export const correctBefore = 'Si ';
export const correctAfter =
  ' contient une faute de frappe ou n’est plus la vôtre, saisissez la bonne adresse.';
export const correctNextBefore = 'Nous enverrons un lien de confirmation à ';
export const correctNextUnknown = 'l’adresse que vous saisissez';
export const correctNextAfter =
  '. Vos données ne sont transférées qu’à l’ouverture de ce lien. Cette page se fermera ensuite.';
export const correctLabel = 'Adresse correcte';
export const sendConfirmation = 'Envoyer un lien de confirmation';
export const correctFailed =
  'Nous n’avons pas pu envoyer le lien de confirmation pour le moment. Veuillez réessayer.';

export const eraseTitle = 'Retirer votre consentement et effacer';
export const eraseText =
  'Si vous retirez votre consentement, nous effaçons vos réponses, vos résultats et votre adresse e-mail, ainsi que tout e-mail que nous conservons encore pour vous. Le droit fiscal et comptable nous oblige à garder le montant, la date et la référence de paiement de chaque commande, sans rien qui les relie à vous. Cette action est irréversible.';
export const eraseButton = 'Retirer mon consentement et effacer mes données';
export const eraseQuestion = 'Effacer tout ce qui figure sur cette page ?';
export const eraseConfirm = 'Oui, effacer mes données';
export const eraseCancel = 'Annuler';
export const erasing = 'Effacement…';
export const eraseFailed = 'Nous n’avons pas pu effacer vos données pour le moment. Veuillez réessayer.';
