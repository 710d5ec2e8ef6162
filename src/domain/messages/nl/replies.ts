/** What the server answers a visitor's calls with, in Dutch; see ../en/replies.ts. */
import { plural } from '../../locale/locale.ts';

export const serverError = 'Er ging bij ons iets mis. Probeer het zo nog eens.';
export const databaseUnavailable =
  'We kunnen onze database nu niet bereiken. Er is niets verloren gegaan. Probeer het over een minuut nog eens.';
export const unstorableText = 'Het verzoek bevat tekens die we niet kunnen opslaan (zoals een NUL-teken).';
export const requestTooLarge = 'Het verzoek is te groot.';
export const invalidJson = 'De inhoud van het verzoek is geen geldige JSON.';
export const emptyBody = 'De inhoud van het verzoek is leeg.';
export const notJson = 'Stuur de inhoud van het verzoek als JSON (Content-Type: application/json).';
export const sessionTokenInvalid =
  'De beveiligingscode van uw sessie ontbreekt of is verouderd. Laad de pagina opnieuw en probeer het nog eens.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Te veel verzoeken. Wacht ${seconds} seconden en probeer het dan nog eens.`;

export const answersNotSaved = ({ problems }: { problems: string }) =>
  `Uw antwoorden konden niet worden opgeslagen: ${problems}`;
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `U kunt de zelfinschattingen voorlopig invullen in het ${languages}.`;
export const languageNames = {
  en: 'Engels',
  de: 'Duits',
  fr: 'Frans',
  es: 'Spaans',
  nl: 'Nederlands',
  it: 'Italiaans',
};
export const resultNotFound = 'We konden dit resultaat van een zelfinschatting niet vinden.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `De score moet voor deze zelfinschatting een heel getal van 0 tot en met ${max} zijn.`;
export const noResultsToErase = 'Er waren in deze browser geen resultaten om te wissen.';
export const resultsErased = ({ count }: { count: number }) =>
  `We hebben ${plural(count, { one: 'uw resultaat', other: `al uw ${count} resultaten` }, 'nl')} uit onze gegevens gewist.`;

export const codeFree = 'Met uw code krijgt u het Volledig rapport gratis.';
export const codeAtCheckout = 'De kortingscode wordt bij het afrekenen toegepast';
export const codeUsed = 'Deze kortingscode is al gebruikt.';
export const codeSpent =
  'Deze code is niet meer geldig: hij is verlopen of is al zo vaak gebruikt als mogelijk is.';
export const codeUnknown = 'Deze kortingscode is niet geldig. Controleer de code en probeer het opnieuw.';
export const codeIsFree =
  'Met deze code is uw rapport gratis, dus u hoeft niet te betalen. Verstuur het formulier nog een keer.';
export const codeGuessLimit =
  'Vanaf hier zijn het afgelopen uur te veel kortingscodes geprobeerd. Controleer uw code en probeer het later nog eens.';
export const freeReportLimit =
  'We kunnen op dit moment geen gratis rapporten meer versturen. Probeer het morgen nog eens, of koop het rapport als u het vandaag nodig hebt.';
export const tryTomorrow = 'Probeer het morgen nog eens.';

export const resultsMissing =
  'We konden de resultaten van uw zelfinschatting niet vinden. Vul de zelfinschatting opnieuw in.';
export const paymentsOff = 'Betalen is op dit moment niet mogelijk. Probeer het later nog eens.';
export const providerUnavailable = 'We konden de betaaldienst niet bereiken. Probeer het zo nog eens.';
export const paymentNotFound = 'We konden deze betaling niet vinden.';
export const paymentIncomplete = 'Het lijkt erop dat u de betaling niet hebt afgerond.';
export const yourOrderNotFound = 'We konden uw bestelling niet vinden.';
export const orderNotFound =
  'We konden deze bestelling niet vinden. Misschien is de link onvolledig, of is de bestelling in een andere browser geplaatst.';
export const noCompletedOrder = 'We konden geen afgeronde bestelling voor deze zelfinschatting vinden.';

export const emailMismatch =
  'Gebruik het e-mailadres waarmee u hebt besteld, of neem contact op met de klantenservice om het te wijzigen.';
export const reportSending = ({ email }: { email: string }) => `We sturen uw rapport naar ${email}.`;
export const reportResent = ({ email }: { email: string }) => `We sturen uw rapport opnieuw naar ${email}.`;
export const rewardResent = ({ email }: { email: string }) =>
  `We mailen ${email} opnieuw over deze bestelling.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `We hebben dit rapport de afgelopen ${hours} uur al ${resends} keer opnieuw verstuurd. Daarom wachten we even voordat we het nog een keer sturen. Misschien staat het in uw spammap. Is het niet aangekomen? Schrijf dan naar ${email}, dan zorgen we ervoor dat u het ontvangt.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `We hebben de afgelopen ${hours} uur meerdere rapporten naar dit adres gestuurd. Daarom wachten we even voordat we er meer sturen. Misschien staan ze in uw spammap. Zijn ze niet aangekomen? Schrijf dan naar ${email}, dan helpen we u graag.`;

export const notYourProgramme = 'U kunt alleen uw eigen uitnodigingsprogramma gebruiken.';
export const inviteLimit = ({ count }: { count: number }) =>
  `U kunt per dag maximaal ${count} mensen uitnodigen. Probeer het morgen nog eens.`;
export const alreadyInvited = 'U hebt deze persoon al uitgenodigd.';
export const invited = ({ days }: { days: number }) =>
  `De persoon is uitgenodigd. Elk adres krijgt van Traitscope hooguit één uitnodiging per ${days} dagen, wie die ook stuurt. Een adres krijgt helemaal geen uitnodiging als ons is gevraagd om daar geen uitnodigingen naartoe te sturen. Een uitnodiging die we niet versturen, blijft openstaan en kan niet meetellen voor uw beloning.`;
export const erasedAddress = '(adres gewist)';
export const invitationInvalid =
  'Deze uitnodigingslink is niet meer geldig, maar u bent van harte welkom om een zelfinschatting in te vullen.';
export const ownInvitation =
  'Dit is uw eigen uitnodigingslink. Deel hem liever met iemand die u wilt uitnodigen.';
export const invitationUsed = 'Deze uitnodiging is al gebruikt.';
export const welcome = 'Welkom! Iemand die u kent, heeft u uitgenodigd voor Traitscope.';
export const alreadyAccepted =
  'U hebt al een uitnodiging van deze persoon aangenomen. U bent van harte welkom om een zelfinschatting in te vullen.';
export const sameNetwork =
  'Welkom bij Traitscope! Vanaf dit netwerk kan deze uitnodiging niet meetellen voor de beloning van de persoon die u heeft uitgenodigd. Die persoon heeft dit netwerk namelijk al gebruikt, of iemand anders die door die persoon is uitgenodigd. U bent van harte welkom om een zelfinschatting in te vullen. Opent u de link vanaf een ander netwerk, dan kan hij nog wel meetellen.';
export const rewardAlreadyClaimed = 'U hebt uw beloning al ontvangen.';
export const referralsMissing = ({ count }: { count: number }) =>
  `U hebt nog ${count} afgeronde ${plural(count, { one: 'aanbeveling', other: 'aanbevelingen' }, 'nl')} nodig om uw beloning te ontvangen.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `Vanuit uw netwerk zijn deze maand al zoveel beloningen ontvangen als mogelijk is (${rewards} in ${days} dagen). Uw afgeronde uitnodigingen blijven meetellen. Probeer het later nog eens.`;
export const rewardClaimed =
  'Bedankt dat u Traitscope aanbeveelt! Gebruik deze code bij het afrekenen voor een gratis Volledig rapport.';

export const optOutDone =
  'Klaar. We sturen u geen uitnodigingen meer. Mensen die u kent, kunnen u nog wel zelf over Traitscope vertellen.';
export const optOutLinkInvalid =
  'We konden deze link niet lezen. Open de link opnieuw vanuit de uitnodigingsmail, precies zoals die is aangekomen.';
