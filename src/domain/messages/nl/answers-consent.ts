/** The explicit consent to keep answers with an e-mail address, in Dutch; see ../en/answers-consent.ts. */
export const answersConsentLabel =
  'Ik ga ermee akkoord dat Traitscope mijn antwoorden samen met mijn e-mailadres bewaart, om mijn rapport te maken en naar mij te sturen.';
export const answersConsentHint =
  'Uw antwoorden beschrijven kenmerken die als gezondheidsgegevens kunnen gelden. U kunt ze altijd downloaden of wissen op de pagina “Uw gegevens”.';
export const consentRequired =
  'Vink het vakje aan als u ermee akkoord gaat dat we uw antwoorden met uw e-mailadres bewaren. Dat is nodig om uw rapport te maken en te versturen.';
