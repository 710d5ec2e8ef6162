/** The e-mail that carries the Complete Report, in German; see ../en/report-email.ts. */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Ihr vollständiger Bericht: ${assessmentName}`;
export const preheader =
  'Ihr vollständiger Bericht liegt als PDF bei. Lesen Sie ihn, wann immer Sie bereit sind.';
export const heading = 'Ihr vollständiger Bericht ist fertig';
export const hello = 'Guten Tag,';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `vielen Dank für Ihre Bestellung. Ihr vollständiger Bericht zur Selbsteinschätzung „${assessmentName}“ liegt dieser E-Mail bei.`;
export const attachedFiles = 'Sie finden zwei PDF-Dateien:';
export const reportFileAbout =
  'Ihr vollständiger Bericht; seine erste Seite sagt, was er enthält und wie Sie ihn nutzen können';
export const letterFileAbout =
  'der Brief an Ihre Ärztin oder Ihren Arzt aus Ihrem Bericht, für sich allein, bereit zum Ausdrucken und Unterschreiben';
export const readAnyWay =
  'Sie können ihn am Bildschirm lesen, speichern oder ausdrucken und zu einem Termin mitnehmen. Sie müssen ihn nicht auf einmal lesen.';
export const whatIsInside = 'Was er enthält';
export const gentleReminder = 'Eine freundliche Erinnerung';
export const orderReference = 'Bestellnummer:';
export const amountPaid = 'Bezahlter Betrag:';
export const completedOn = 'Selbsteinschätzung abgeschlossen am:';
export const questionsWriteTo = 'Fragen, oder lässt sich der Anhang nicht öffnen? Schreiben Sie uns an';
export const complaintWithin = ({ days }: { days: number }) =>
  `Wenn mit Ihrem Bericht etwas nicht stimmt, sagen Sie es uns bitte innerhalb von ${days} Tagen.`;
export const receivingBecause = 'Sie erhalten diese E-Mail, weil Sie einen Bericht bestellt haben bei';
export const seeYourData =
  'Um die Daten, die wir zu Ihnen speichern, zu sehen, herunterzuladen oder zu löschen, besuchen Sie';
export const yourData = 'Ihre Daten';
export const reportFileName = 'traitscope-vollstaendiger-bericht';
export const letterFileName = 'traitscope-brief-fuer-ihre-aerztin-oder-ihren-arzt';
