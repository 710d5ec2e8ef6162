/** The Your data page in Dutch; see ../en/your-data.ts. */

export const heading = 'Uw gegevens';
export const lead =
  'Bekijk alles wat we over u bewaren, download het, corrigeer uw e-mailadres, of trek uw toestemming in en wis alles. Het is gratis en duurt een minuut.';
export const loading = 'Uw gegevens worden geladen…';
export const openFailed = 'We konden uw gegevens nu niet openen. Vraag een nieuwe link aan.';

export const requestTitle = 'Ontvang een link naar uw gegevens';
export const requestText = ({ hours }: { hours: number }) =>
  `Vul het e-mailadres in dat u voor een bestelling hebt gebruikt. We sturen een link naar dat adres. Die link opent uw gegevens. De link werkt één keer en blijft ${hours} uur geldig. U hebt geen account of wachtwoord nodig.`;
export const emailLabel = 'E-mailadres';
export const invalidEmail = 'Vul een geldig e-mailadres in.';
export const sending = 'Versturen…';
export const sendLink = 'Stuur mij een link';
export const sendLinkFailed = 'We konden de link nu niet versturen. Probeer het zo nog eens.';

export const dataLinkSent =
  'Als we gegevens bij dit adres bewaren, hebben we er een link naartoe gestuurd. De link werkt één keer en blijft één uur geldig. Kijk in uw inbox (en in uw spammap).';
export const dataLinkInvalid = 'Deze link is verlopen of al gebruikt. Vraag hieronder een nieuwe aan.';
export const sessionMissing =
  'Uw toegang tot deze pagina is afgelopen. Vraag een nieuwe link aan om uw gegevens te zien.';
export const sameAddress =
  'Deze pagina toont al de gegevens van dit adres. Vul het adres in waar uw gegevens naartoe moeten.';
export const correctionSent = ({ to }: { to: string }) =>
  `We hebben een bevestigingslink gestuurd naar ${to}. Uw gegevens gaan pas over als die link binnen één uur wordt geopend. Deze pagina is nu gesloten. Wilt u uw gegevens weer zien? Open dan de link of vraag een nieuwe aan.`;
export const pageClosed =
  'Deze pagina is gesloten: niemand kan uw gegevens nu nog openen in deze browser. Vraag een nieuwe link aan om ze weer te zien.';
export const correctionDone =
  'Uw e-mailadres is gecorrigeerd. Alles hieronder bewaren we nu onder dit adres.';
export const accountingKept =
  'Uw antwoorden, resultaten en e-mailadres zijn gewist. Voor bestellingen moeten we volgens de belasting- en boekhoudwetgeving het bedrag, de datum en de betaalreferentie bewaren, zonder iets wat ze met u verbindt.';
