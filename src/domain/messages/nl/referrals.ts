/** The referral programme's page in Dutch; see ../en/referrals.ts. */
import { plural } from '../../locale/locale.ts';

export const heading = 'Vrienden uitnodigen';
export const lead = ({ count }: { count: number }) =>
  `Kent u iemand die iets aan deze zelfinschattingen kan hebben? Nodig die persoon uit. Als ${count} genodigden een zelfinschatting hebben ingevuld, krijgt u een gratis Volledig rapport.`;
export const stepInvite = 'Nodig hieronder iemand uit per e-mail.';
export const stepFriend =
  'Die persoon volgt de link en vult een zelfinschatting naar keuze in: gratis, anoniem, ongeveer 10 minuten.';
export const stepClaim = ({ count }: { count: number }) =>
  `Als ${count} genodigden er een hebben ingevuld, haalt u uw code op voor een gratis Volledig rapport.`;
export const loadFailed = 'We konden uw uitnodigingsprogramma op dit moment niet laden. Probeer het opnieuw.';
export const tryAgain = 'Opnieuw proberen';
export const loading = 'Uw uitnodigingsprogramma wordt geladen…';
export const progressTitle = 'Uw voortgang';
export const inviteTitle = 'Iemand uitnodigen';
export const inviteDescription =
  'We sturen die persoon één korte e-mail met een persoonlijke link naar de zelfinschattingen.';
export const invitationsTitle = 'Uw uitnodigingen';
export const codeTitle = 'Uw uitnodigingscode';
export const codeDescription =
  'Uw persoonlijke code voor dit programma. Noem deze code als u ons schrijft over uw uitnodigingen.';

export const rewardClaimedToast = 'Beloning opgehaald!';
export const yourCode = ' Uw code: ';
export const couldNotClaim = 'Beloning ophalen is niet gelukt';
export const claimFailed = 'Ophalen mislukt';
export const claimFailedReason = 'Er ging iets mis bij het ophalen van uw beloning. Probeer het opnieuw.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `Zelfinschatting ingevuld door ${counted} van ${total} genodigden`;
export const progressLabel = 'Voortgang naar uw gratis Volledig rapport';
export const didItStrong = 'Het is gelukt.';
export const didItRest =
  ' Drie genodigden hebben een zelfinschatting ingevuld. Een gratis Volledig rapport is nu van u.';
export const claiming = 'Bezig met ophalen…';
export const claimButton = 'Gratis rapport ophalen';
export const alreadyClaimed = 'U hebt uw beloning al opgehaald. Bedankt dat u Traitscope doorvertelt.';
export const whenFriends = ({ count }: { count: number }) =>
  `Als ${count} mensen die u uitnodigt een zelfinschatting hebben ingevuld, kunt u een code ophalen voor een gratis Volledig rapport.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `Nog ${remaining} ${plural(remaining, { one: 'genodigde', other: 'genodigden' }, 'nl')} te gaan. Als zij een zelfinschatting hebben ingevuld, kunt u een code ophalen voor een gratis Volledig rapport.`;
export const rewardClaimedHeading = 'Beloning opgehaald';
export const rewardClaimedText =
  'Met uw code krijgt u één Volledig rapport gratis. U kunt de code één keer gebruiken, voor elke zelfinschatting. Elk e-mailadres kan per maand één rapport krijgen dat met een uitnodigingsbeloning is betaald. We e-mailen de uitkomst naar het adres dat u invult.';
export const useOnPayment = 'Gebruik de code op de betaalpagina';
export const enterCodeHint = 'Vul de code in bij het veld “Kortingscode” en klik op “Toepassen”.';
export const takeFirst =
  'Vul eerst een zelfinschatting in. Vul daarna deze code in bij het veld “Kortingscode” op de betaalpagina. ';
export const chooseAssessment = 'Kies een zelfinschatting';

export const statuses = {
  pending: { label: 'Open', meaning: 'uitgenodigd, telt nog niet mee voor uw beloning' },
  completed: { label: 'Ingevuld', meaning: 'de genodigde heeft een zelfinschatting ingevuld' },
  expired: {
    label: 'Verlopen',
    meaning: ({ days }: { days: number }) => `niet binnen ${days} dagen ingevuld`,
  },
};
export const statusNameEnd = ':';
export const noInvitations = 'U hebt nog niemand uitgenodigd. Uw uitnodigingen verschijnen hier.';
export const invitedOn = 'Uitgenodigd op ';

export const friendEmail = 'E-mailadres van de persoon';
export const required = 'Verplicht';
export const invalidEmail = 'Ongeldig e-mailadres';
export const sending = 'Bezig met versturen…';
export const sendInvitation = 'Uitnodiging versturen';
export const invited = 'Uitnodiging verstuurd!';
export const inviteFailed = 'Uitnodiging versturen mislukt';
export const inviteFailedReason =
  'We konden de uitnodiging op dit moment niet versturen. Probeer het opnieuw.';
export const addressUseBefore =
  'We gebruiken het adres alleen om die persoon deze ene uitnodiging te sturen. We sturen geen herinneringen, gebruiken het nooit voor marketing en delen het met niemand. Lees meer in onze ';
export const addressUseLink = 'privacyverklaring';
export const addressUseAfter = '.';

export const copy = 'Kopiëren';
export const referralCode = 'uitnodigingscode';
export const rewardCode = 'beloningscode';
export const copied = ({ what }: { what: string }) => `Gekopieerd: uw ${what} staat op uw klembord.`;
export const copyFailed = 'Kopiëren is niet gelukt. Selecteer de code en kopieer die zelf.';
