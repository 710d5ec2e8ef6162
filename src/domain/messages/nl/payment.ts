/** The payment page in Dutch; see ../en/payment.ts. */
export const heading = 'Ontvang uw uitgebreide rapport';
export const lead =
  'Het Volledig rapport bespreekt uw antwoorden uitgebreid en wordt u per e-mail toegestuurd.';
export const loading = 'De betaalpagina wordt geladen…';
export const cancelledStrong = 'Uw betaling is geannuleerd.';
export const cancelledRest =
  ' Er is niets afgeschreven. U kunt het opnieuw proberen wanneer u er klaar voor bent, of deze pagina gewoon verlaten.';
export const packageHeading = 'Uw rapportpakket';
export const packageAnalysis = ({ assessment }: { assessment: string }) => `Analyse: ${assessment}`;
export const productName = 'Volledig rapport';
export const productSummary = 'Uitgebreide analyse met hulpbronnen';
export const priceLabel = 'Prijs: ';
export const points = [
  'Binnen enkele minuten in uw mailbox',
  'Af te drukken, om met een zorgverlener te delen als u dat wilt',
  'Eenmalige betaling, geen abonnement',
];
export const yourDetails = 'Uw gegevens';
export const notADiagnosis =
  'Het rapport is alleen bedoeld ter informatie en is geen diagnose. Betalingen lopen via onze betaaldienst; wij zien en bewaren uw kaartgegevens nooit.';

export const emailLabel = 'E-mailadres';
export const emailHint = 'Uw uitgebreide rapport wordt naar dit adres gestuurd';
export const invalidEmail = 'Vul een geldig e-mailadres in.';
export const countryLabel = 'Land waar u woont';
export const countryHint = 'Uw rapport noemt eerst de diensten en organisaties in dit land';
export const anotherCountry = 'Een ander land';
export const discountCode = 'Kortingscode';
export const optional = '(optioneel)';
export const checkingCode = 'Controleren…';
export const codeApplied = 'Toegepast';
export const applyCode = 'Toepassen';
export const codeWillApply = 'De kortingscode wordt bij het afrekenen verwerkt';
export const emptyCode = 'Geen code';
export const enterCode = 'Vul een kortingscode in om die toe te passen.';
export const codeNotChecked = 'We konden deze code nu niet controleren. Probeer het opnieuw.';
export const submitStandard = 'Verder naar veilig afrekenen';
export const submitBasic = 'Verder naar afrekenen';
export const processing = 'Bezig met verwerken…';
export const checkoutError = 'Fout bij het afrekenen';
export const freeOrderFailed = 'Uw gratis bestelling kon niet worden verwerkt. Probeer het opnieuw.';
export const invalidCheckoutResponse =
  'Het antwoord van de betaaldienst was onvolledig. Probeer het opnieuw.';
export const checkoutFailed = 'Het afrekenen kon niet worden gestart. Probeer het opnieuw.';
export const agreeBefore = 'Met uw aankoop gaat u akkoord met onze ';
export const agreeTerms = 'algemene voorwaarden';
export const agreeAnd = ' en onze ';
export const agreePrivacy = 'privacyverklaring';
export const agreeAfter = '.';
