/** The Complete Report's page words in German; see ../en/report-document.ts. */
import { plural } from '../../locale/locale.ts';

export const quoted = ({ text }: { text: string }) => `„${text}“`;

export const documentKeywords = 'Selbsteinschätzung, neurodivergente Merkmale, Bericht, keine Diagnose';
export const footerTitle = 'Traitscope – vollständiger Bericht';
export const footerQuestions = ({ email }: { email: string }) => `Fragen? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Seite ${page} von ${total}`;

export const coverBookmark = 'Titelseite';
export const coverTitle = 'Ihr vollständiger Bericht';
export const completedOn = 'Ausgefüllt am';
export const orderReference = 'Bestellnummer';
export const keepInMind = 'Bitte beachten Sie';
export const howToUse = 'So nutzen Sie diesen Bericht';
export const whatIsInside = 'Inhalt';

export const continued = ({ section }: { section: string }) => `${section} · Fortsetzung`;
export const appendixEyebrow = ({ number }: { number: number }) => `Abschnitt ${number} · zum Nachschlagen`;

export const overallResult = 'Ihr Gesamtergebnis';
export const yourProfile = 'Ihr Profil';
export const scoredInReverse = 'umgekehrt gewertet';
export const yourRange = 'Ihr Bereich';

export const whatItMeans = 'Was es bedeutet';
export const whatItDoesNotMean = 'Was es nicht bedeutet';
export const meaningContext =
  'Viele Dinge beeinflussen, wie Menschen einen Fragebogen wie diesen beantworten: Stimmung, Stress, Müdigkeit und die Strategien, die Sie sich über die Jahre angeeignet haben. Ihr Ergebnis ist ein Ausgangspunkt zum Nachdenken, kein Etikett.';

export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'Frage', other: 'Fragen' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` von ${max}`;

export const yourAnswer = 'Ihre Antwort:';
export const reverseScored = 'umgekehrt gewertet';

export const retestThemeColumn = 'Thema (durchschnittlicher Wert je Frage, 0 bis 4)';
export const thenLabel = 'Vorher';
export const nowLabel = 'Jetzt';
export const changeLabel = 'Veränderung';

export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · Grundlage: ${sources}`;

export const resourcesIntro =
  'Nationale Verbände bieten verlässliche Informationen, Austausch mit Menschen, die Ähnliches erleben, und Wissen über die Lage vor Ort; oft werden sie von Menschen mit eigener Erfahrung getragen. Ihre Websites ändern sich von Zeit zu Zeit; wenn Sie nach dem Namen einer Organisation suchen, finden Sie ihre aktuellen Seiten.';
export const otherCountriesInAppendix = 'Weitere Länder finden Sie im Anhang am Ende dieses Berichts.';
export const homeCountryHeading = 'Wo Sie leben';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `Für Ihr Land (${country}) nennt dieser Bericht keine Organisation zu diesen Merkmalen. Im Anhang finden Sie Organisationen in anderen Ländern, und vielleicht kennt Ihre Ärztin oder Ihr Arzt eine Gruppe vor Ort.`;
export const byCountry = 'Nach Ländern';
export const acrossEurope = 'Europaweit';

export const referralIntro =
  'Wenn Sie eine fachliche Einschätzung möchten, ist der übliche erste Schritt Ihre Hausärztin oder Ihr Hausarzt. Im Folgenden lesen Sie, wer diese Merkmale üblicherweise abklärt, wie Sie sich vorbereiten und welcher Weg über das öffentliche Gesundheitssystem in den einzelnen Ländern führt. Angebote und Wartezeiten ändern sich; bitte prüfen Sie daher die Einzelheiten dort, wo Sie leben.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `Wenn Sie eine fachliche Einschätzung möchten, ist der übliche erste Schritt Ihre Hausärztin oder Ihr Hausarzt. Im Folgenden lesen Sie, wer diese Merkmale üblicherweise abklärt, wie Sie sich vorbereiten und welcher Weg über das öffentliche Gesundheitssystem in Ihrem Land (${country}) führt. ${otherCountriesInAppendix} Angebote und Wartezeiten ändern sich; bitte prüfen Sie daher die Einzelheiten dort, wo Sie leben.`;
export const routesByCountry = 'Wege nach Ländern';
export const whoUsuallyAssesses = 'Wer üblicherweise abklärt';
export const preparingForAppointment = 'Vorbereitung auf Ihren Termin';
export const firstStep = 'Erster Schritt:';
export const otherCountries = 'Weitere Länder';

export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · zum Weitergeben, wenn Sie möchten`;
export const providerThemesHeading = 'Ergebnisse nach Themen (mittlerer Itemwert, 0 bis 4)';
export const itemCount = ({ count }: { count: number }) =>
  `${count} ${plural(count, { one: 'Item', other: 'Items' })}`;
export const aboutQuestionnaire = 'Zu diesem Fragebogen.';
export const instrumentsToConsider = 'Validierte Instrumente, die Sie in Betracht ziehen können:';
export const personReports = 'Was die Person berichtet';
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} von ${total} Items mit 3 oder 4 Punkten bewertet; alle Antworten in ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) =>
  `Am stärksten in Richtung des Merkmals beantwortet (${counts}):`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `Kein Item wurde in Richtung des Merkmals beantwortet (${counts}).`;
export const inTheirOwnWords = 'In eigenen Worten';

export const signature = 'Unterschrift';
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `Meine Antwort auf „${statement}“: ${answer}`;

export const hereToHelp = 'Wir helfen Ihnen gern';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `Wenn in diesem Bericht etwas unklar ist oder Sie Probleme mit der Datei haben, schreiben Sie uns an ${email}. Bitte geben Sie dabei Ihre Bestellnummer an: ${reference}.`;

export const helpNowTitle = 'Wenn Sie jetzt Hilfe brauchen';
export const highStrain =
  'Einige Ihrer Antworten beschreiben viel Überlastung oder Erschöpfung. Damit müssen Sie nicht allein zurechtkommen.';
export const emergencyCallBefore =
  'Dieser Bericht ist kein Notdienst. Wenn Sie sich in Gefahr fühlen oder nicht mehr für Ihre eigene Sicherheit sorgen können, rufen Sie die ';
export const emergencyCallAfter = ({ description }: { description: string }) => ` an, ${description}.`;
export const ukEmergencyBefore = ' Im Vereinigten Königreich können Sie auch die ';
export const ukEmergencyAfter = ' wählen.';
export const listeningLines =
  'Wenn Sie mit jemandem sprechen möchten: Diese Sorgentelefone nehmen in den Ländern, die dieser Bericht abdeckt, Anrufe entgegen.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Nummern geprüft im ${month}. Anderswo wählen Sie bitte Ihre örtliche Notrufnummer.`;

export const aboutThisReport = 'Über diesen Bericht';
export const sources = 'Quellen';
