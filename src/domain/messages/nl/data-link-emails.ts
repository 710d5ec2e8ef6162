/** The one-time links to the Your data page in Dutch; see ../en/data-link-emails.ts. */
export const validity = ({ hours }: { hours: number }) =>
  `De link werkt één keer en blijft ${hours} uur geldig.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Vragen: ${supportEmail}`;

export const dataLinkSubject = 'Uw link naar uw gegevens bij Traitscope';
export const dataLinkWhat =
  'U hebt gevraagd om de gegevens te zien die Traitscope bij dit e-mailadres bewaart. De link hieronder opent een pagina. Daar kunt u uw gegevens bekijken, downloaden of wissen, en uw adres corrigeren.';
export const dataLinkExpired = 'Is de link verlopen? Dan kunt u op dezelfde pagina een nieuwe aanvragen.';
export const dataLinkButton = 'Uw gegevens openen';
export const dataLinkNotYou =
  'Hebt u hier niet om gevraagd? Dan kunt u deze e-mail negeren: er verandert niets zolang de link niet wordt gebruikt.';

export const correctionSubject = 'Bevestig uw e-mailadres voor Traitscope';
export const correctionWhat =
  'Er is gevraagd om het e-mailadres van resultaten en bestellingen bij Traitscope te corrigeren naar dit adres. Was u dat? Open dan de link hieronder. Uw gegevens gaan dan over naar dit adres, en u ziet ze op de pagina “Uw gegevens”.';
export const correctionNothingMoves = 'Er gaat niets over zolang de link niet is geopend.';
export const correctionButton = 'Dit adres bevestigen';
export const correctionNotYou =
  'Hebt u hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets en niemand ziet gegevens van dit adres.';
