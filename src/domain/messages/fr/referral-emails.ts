/** The referral programme's e-mails in French; see ../en/referral-emails.ts. */
export const inviteSubject = 'Une personne de votre entourage vous invite sur Traitscope';
export const inviteWhat =
  'Une personne de votre entourage a pensé que Traitscope pourrait vous être utile : de courtes auto-évaluations fondées sur la recherche, pour les adultes qui veulent comprendre leurs traits liés à l’autisme, au TDAH, au traitement sensoriel, à la dyspraxie ou à la dyslexie.';
export const inviteHow =
  'Les auto-évaluations prennent de 5 à 15 minutes, ne demandent aucun compte et donnent tout de suite des premiers éclairages gratuits. Elles ne sont pas un diagnostic ; elles peuvent vous aider à préparer un échange avec une personne qualifiée.';
export const inviteButton = 'Faire une auto-évaluation';
export const inviteStartHere = 'Commencer ici :';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `La personne qui vous invite a saisi votre adresse pour vous envoyer cette seule invitation. Nous ne l’utilisons pour rien d’autre et n’envoyons aucun rappel. Questions : ${supportEmail}`;
export const inviteOptOutQuestion = 'Vous préférez ne plus recevoir aucune invitation ?';
export const inviteOptOutLink = 'Ne plus m’inviter';

export const rewardNotUsedSubject = 'À propos de la récompense de parrainage utilisée pour cette adresse';
export const rewardNotUsedWhat =
  'Un code de récompense de parrainage a été utilisé sur Traitscope pour commander un Rapport complet gratuit pour cette adresse e-mail. Nous n’avons pas envoyé le rapport.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Chaque adresse e-mail peut recevoir un seul rapport payé avec une récompense de parrainage sur ${days} jours, et chaque domaine e-mail quelques-uns. Cette adresse, ou son domaine, avait déjà reçu sa part pendant cette période ; le code a donc été consommé sans rapport.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `Si vous n’avez rien commandé, vous pouvez ignorer cet e-mail : personne n’a été informé au sujet de cette adresse. Si c’était vous et que vous pensez qu’il s’agit d’une erreur, écrivez à ${supportEmail}.`;
