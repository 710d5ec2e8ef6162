/** The results page in Dutch; see ../en/results.ts. */
export const pageTitle = 'Uw resultaten';
export const pageLead =
  'Eerste inzichten uit uw antwoorden, in gewone woorden. Ze zijn geen diagnose. Een resultaat is alleen te zien in de browser waarin de zelfinschatting is ingevuld, en nooit voor iemand anders.';
export const loading = 'Uw resultaten worden geladen…';
export const notHereTitle = 'Dit resultaat staat niet in deze browser';
export const notHereWhy =
  'Deze browser heeft geen resultaat bij deze link. Misschien is de zelfinschatting op een ander apparaat of in een andere browser ingevuld, of is het resultaat gewist.';
export const notHereWhatToDo =
  'Heeft u de zelfinschatting ergens anders ingevuld? Open de link daar om uw resultaat te zien. U kunt hier ook een zelfinschatting invullen: dat duurt een paar minuten, en de eerste inzichten zijn gratis.';
export const chooseAssessment = 'Kies een zelfinschatting';
export const readSummaryAloud = 'Samenvatting voorlezen';
export const insightsHeading = 'Eerste inzichten';
export const understandingHeading = 'Uw resultaat begrijpen';
export const whatItMeans = 'Wat dit betekent';
export const whatItDoesNotMean = 'Wat dit niet betekent';
export const suggestedNextStep = 'Een mogelijke volgende stap';
export const strengthsHeading = 'Sterke kanten die u misschien herkent';
export const nextHeading = 'Wat wilt u nu doen?';
export const reportOffer = ({ price }: { price: string }) =>
  `Het Volledig rapport (${price}) bespreekt uw antwoorden vraag voor vraag, met strategieën, hulpbronnen en een samenvatting om af te drukken en mee te nemen naar een zorgverlener. U krijgt het per e-mail.`;
export const downloadReport = 'Volledig rapport ontvangen';
export const shareResults = 'Resultaten delen';
export const takeAnother = 'Nog een zelfinschatting invullen';
export const referralBefore = 'Kent u iemand voor wie dit nuttig kan zijn? ';
export const referralLink = 'Nodig vrienden uit via het uitnodigingsprogramma';
export const referralAfter =
  ': als drie van hen een zelfinschatting hebben ingevuld, is uw volgende Volledig rapport gratis.';
export const notADiagnosis =
  'Deze eerste inzichten komen uit een zelfinschatting en zijn geen diagnose. Bespreek ze alstublieft met een gekwalificeerde zorgverlener.';

export const shareTitle = 'Uw resultaten delen';
export const shareDescription =
  'Iedereen met deze link kan een korte samenvatting zien: de zelfinschatting, uw score, het niveau daarvan en de datum (bij de gecombineerde zelfinschatting de score van elk deel). Uw afzonderlijke antwoorden staan er nooit in.';
export const close = 'Sluiten';
export const previewLegend = 'Wat het voorbeeld in een chat laat zien';
export const previewHint =
  'Chat-apps en sociale media tonen bij een link een klein kaartje. Iedereen die het bericht ziet, ziet dat kaartje, nog voordat iemand de link opent.';
export const previewChoices = {
  assessment: 'Alleen de naam van de zelfinschatting',
  level: 'De zelfinschatting en uw niveau',
};
export const shareLinkLabel = 'Link om te delen';
export const copy = 'Kopiëren';
export const shareWithApp = 'Delen met een app';
export const shareSheetTitle = 'Mijn resultaat bij Traitscope';
export const linkCopied = 'De link is naar uw klembord gekopieerd.';
export const linkNotCopied =
  'De link kon niet worden gekopieerd. Selecteer de link hierboven en kopieer hem zelf.';

export const eraseHeading = 'Uw resultaten wissen';
export const eraseBefore =
  'U kunt alle resultaten die in deze browser zijn ingevuld, uit onze gegevens wissen. Heeft u een rapport gekocht? Dan kunt u ook uw e-mailadres en uw bestelling wissen op de pagina ';
export const eraseLink = 'Uw gegevens';
export const eraseAfter = '.';
export const eraseButton = 'Mijn resultaten wissen';
export const eraseQuestion = 'Al uw resultaten wissen? Dit kan niet ongedaan worden gemaakt.';
export const eraseConfirm = 'Ja, wis mijn resultaten';
export const eraseCancel = 'Annuleren';
export const erasing = 'Bezig met wissen…';
export const erased = 'Resultaten gewist';
export const erasedDescription = 'Uw resultaten zijn gewist.';
export const notErased = 'Uw resultaten konden niet worden gewist';
export const tryAgainSoon = 'Probeer het over een ogenblik opnieuw.';

export const helpHeading = 'Als het u nu even te veel wordt';
export const helpIntro =
  'Een aantal van uw antwoorden beschrijft veel overbelasting of uitputting. Daar hoeft u niet alleen mee om te gaan. Deze website is geen hulpdienst voor noodgevallen, maar de mensen hieronder kunnen vandaag naar u luisteren of u helpen.';
export const yourCountry = 'Uw land';
export const chooseCountry = 'Kies een land';
export const inAnEmergency = 'In een noodgeval: ';
export const elsewhereCallLocal = 'Bent u ergens anders? Bel dan het plaatselijke alarmnummer.';
export const chooseCountryForLine =
  'Kies uw land om een luisterlijn bij u in de buurt te zien, of bel het plaatselijke alarmnummer.';
