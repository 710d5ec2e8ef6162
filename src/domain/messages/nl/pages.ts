/** What each page says of itself in its head, in Dutch (see ../en/pages.ts). */
export const siteDescription =
  'Rustige, op onderzoek gebaseerde zelfinschattingen van kenmerken van autisme, ADHD, prikkelverwerking, dyspraxie en dyslexie, voor volwassenen. Gratis eerste inzichten in een paar minuten; geen diagnose.';
export const homeTitle = 'Zelfinschattingen van neurodivergente kenmerken voor volwassenen';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) =>
  `${description} ${count} vragen, ${duration}. Een gratis zelfinschatting voor volwassenen, geen diagnose.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name}: vraag ${number} van ${total}`;
export const resultsTitle = 'Uw resultaten';
export const sharedResultsTitle = 'Gedeelde resultaten';
export const privacyPolicyTitle = 'Privacyverklaring';
export const privacyPolicyDescription =
  'Wat Traitscope over u bewaart, waarom en hoe lang, en hoe u het kunt inzien, corrigeren of wissen. Uw antwoorden worden nooit verkocht.';
export const termsTitle = 'Algemene voorwaarden';
export const termsDescription =
  'De voorwaarden voor het gebruik van Traitscope: niet-diagnostische zelfinschattingen, het Volledig rapport, betalingen en terugbetalingen.';
export const paymentTitle = 'Ontvang uw uitgebreide rapport';
export const testCheckoutTitle = 'Testbetaling';
export const paymentSuccessTitle = 'Betaling';
export const orderTitle = 'Uw bestelling';
export const referralTitle = 'Vrienden uitnodigen';
export const referralDescription =
  'Nodig vrienden uit voor een gratis zelfinschatting bij Traitscope. Hebben drie van hen er een afgerond? Dan is uw volgende Volledig rapport gratis.';
export const doNotInviteTitle = 'Nodig mij niet meer uit';
export const yourDataTitle = 'Uw gegevens';
export const yourDataDescription =
  'Bekijk, corrigeer of wis wat Traitscope over u bewaart: vraag een eenmalige link aan, die we sturen naar het adres dat u ons gaf.';
export const notFoundTitle = 'Pagina niet gevonden';
export const notFoundDescription = 'Sorry, we konden de pagina die u zoekt niet vinden.';
