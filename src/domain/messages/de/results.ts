/** The results page in German; see ../en/results.ts. */
export const pageTitle = 'Ihre Ergebnisse';
export const pageLead =
  'Erste Einblicke aus Ihren Antworten, in einfachen Worten. Sie sind keine Diagnose. Ein Ergebnis wird nur in dem Browser angezeigt, in dem die Selbsteinschätzung ausgefüllt wurde, und niemals jemand anderem.';
export const loading = 'Ihre Ergebnisse werden geladen …';
export const notHereTitle = 'Dieses Ergebnis ist nicht in diesem Browser';
export const notHereWhy =
  'Dieser Browser hat kein Ergebnis zu diesem Link: Vielleicht wurde die Selbsteinschätzung auf einem anderen Gerät oder in einem anderen Browser ausgefüllt, oder das Ergebnis wurde gelöscht.';
export const notHereWhatToDo =
  'Wenn Sie die Selbsteinschätzung woanders ausgefüllt haben, öffnen Sie den Link dort, um Ihr Ergebnis zu sehen. Oder füllen Sie hier eine Selbsteinschätzung aus: Das dauert wenige Minuten, und die ersten Einblicke sind kostenlos.';
export const chooseAssessment = 'Selbsteinschätzung wählen';
export const readSummaryAloud = 'Zusammenfassung vorlesen';
export const insightsHeading = 'Erste Einblicke';
export const understandingHeading = 'Ihr Ergebnis verstehen';
export const whatItMeans = 'Was das bedeutet';
export const whatItDoesNotMean = 'Was das nicht bedeutet';
export const suggestedNextStep = 'Ein möglicher nächster Schritt';
export const strengthsHeading = 'Stärken, die Sie vielleicht wiedererkennen';
export const nextHeading = 'Wie möchten Sie weitermachen?';
export const reportOffer = ({ price }: { price: string }) =>
  `Der vollständige Bericht (${price}) geht Ihre Antworten Frage für Frage durch, mit Strategien, Anlaufstellen und einer druckbaren Zusammenfassung für das Gespräch mit einer Fachperson. Er wird Ihnen per E-Mail geschickt.`;
export const downloadReport = 'Vollständigen Bericht erhalten';
export const shareResults = 'Ergebnisse teilen';
export const takeAnother = 'Weitere Selbsteinschätzung ausfüllen';
export const referralBefore = 'Kennen Sie jemanden, dem das nützen könnte? ';
export const referralLink = 'Laden Sie Freunde über das Empfehlungsprogramm ein';
export const referralAfter =
  ': Wenn drei von ihnen eine Selbsteinschätzung ausgefüllt haben, ist Ihr nächster vollständiger Bericht kostenlos.';
export const notADiagnosis =
  'Diese ersten Einblicke stammen aus einer Selbsteinschätzung und sind keine Diagnose. Bitte besprechen Sie sie mit einer qualifizierten medizinischen Fachperson.';

export const shareTitle = 'Ihre Ergebnisse teilen';
export const shareDescription =
  'Alle, die diesen Link haben, sehen eine kurze Zusammenfassung: die Selbsteinschätzung, Ihre Punktzahl, deren Bereich und das Datum (bei der kombinierten Selbsteinschätzung die Punktzahl jedes Teils). Ihre einzelnen Antworten sind nie enthalten.';
export const close = 'Schließen';
export const previewLegend = 'Was die Vorschau in einem Chat zeigt';
export const previewHint =
  'Chat-Apps und soziale Netzwerke zeigen zu einem Link eine kleine Karte, für alle, die die Nachricht sehen, noch bevor jemand ihn öffnet.';
export const previewChoices = {
  assessment: 'Nur den Namen der Selbsteinschätzung',
  level: 'Die Selbsteinschätzung und Ihren Bereich',
};
export const shareLinkLabel = 'Link zum Teilen';
export const copy = 'Kopieren';
export const shareWithApp = 'Mit einer App teilen';
export const shareSheetTitle = 'Mein Ergebnis bei Traitscope';
export const linkCopied = 'Der Link ist in Ihre Zwischenablage kopiert.';
export const linkNotCopied =
  'Der Link konnte nicht kopiert werden. Markieren Sie ihn oben und kopieren Sie ihn von Hand.';

export const eraseHeading = 'Ihre Ergebnisse löschen';
export const eraseBefore =
  'Sie können alle in diesem Browser ausgefüllten Ergebnisse aus unseren Unterlagen löschen. Wenn Sie einen Bericht gekauft haben, können Sie auch Ihre E-Mail-Adresse und Ihre Bestellung auf der Seite ';
export const eraseLink = 'Ihre Daten';
export const eraseAfter = ' löschen.';
export const eraseButton = 'Meine Ergebnisse löschen';
export const eraseQuestion = 'Alle Ihre Ergebnisse löschen? Das lässt sich nicht rückgängig machen.';
export const eraseConfirm = 'Ja, meine Ergebnisse löschen';
export const eraseCancel = 'Abbrechen';
export const erasing = 'Wird gelöscht …';
export const erased = 'Ergebnisse gelöscht';
export const erasedDescription = 'Ihre Ergebnisse sind gelöscht.';
export const notErased = 'Ihre Ergebnisse konnten nicht gelöscht werden';
export const tryAgainSoon = 'Bitte versuchen Sie es gleich noch einmal.';

export const helpHeading = 'Wenn gerade alles zu viel wird';
export const helpIntro =
  'Einige Ihrer Antworten beschreiben viel Überlastung oder Erschöpfung. Damit müssen Sie nicht allein zurechtkommen. Diese Website ist kein Notdienst, aber die Menschen unten können Ihnen heute zuhören oder helfen.';
export const yourCountry = 'Ihr Land';
export const chooseCountry = 'Land wählen';
export const inAnEmergency = 'Im Notfall: ';
export const elsewhereCallLocal = 'Wenn Sie woanders sind, rufen Sie Ihre örtliche Notrufnummer an.';
export const chooseCountryForLine =
  'Wählen Sie Ihr Land, um ein Gesprächsangebot in Ihrer Nähe zu sehen, oder rufen Sie Ihre örtliche Notrufnummer an.';
