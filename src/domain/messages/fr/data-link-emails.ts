/** The one-time links to the Your data page in French; see ../en/data-link-emails.ts. */
export const validity = ({ hours }: { hours: number }) =>
  `Le lien fonctionne une seule fois, pendant ${hours === 1 ? 'une heure' : `${hours} heures`}.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Questions : ${supportEmail}`;

export const dataLinkSubject = 'Votre lien pour voir vos données Traitscope';
export const dataLinkWhat =
  'Vous avez demandé à voir les données que Traitscope conserve pour cette adresse e-mail. Le lien ci-dessous ouvre une page où vous pouvez les consulter, les télécharger, corriger votre adresse ou les effacer.';
export const dataLinkExpired = 'S’il a expiré, vous pouvez en demander un nouveau sur la même page.';
export const dataLinkButton = 'Ouvrir vos données';
export const dataLinkNotYou =
  'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail : rien ne change tant que le lien n’est pas utilisé.';

export const correctionSubject = 'Confirmez votre adresse e-mail pour Traitscope';
export const correctionWhat =
  'Quelqu’un a demandé à remplacer l’adresse e-mail de ses résultats et de ses commandes Traitscope par cette adresse. Si c’était vous, ouvrez le lien ci-dessous : vos données sont alors transférées à cette adresse, et vous les voyez sur la page « Vos données ».';
export const correctionNothingMoves = 'Rien n’est transféré tant que le lien n’est pas ouvert.';
export const correctionButton = 'Confirmer cette adresse';
export const correctionNotYou =
  'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change et personne ne voit les données de cette adresse.';
