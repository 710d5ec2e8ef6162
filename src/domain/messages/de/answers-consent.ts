/** The explicit consent to keep answers with an e-mail address, in German; see ../en/answers-consent.ts. */
export const answersConsentLabel =
  'Ich bin einverstanden, dass Traitscope meine Antworten zusammen mit meiner E-Mail-Adresse speichert, um meinen Bericht zu erstellen und ihn mir zu schicken.';
export const answersConsentHint =
  'Ihre Antworten beschreiben Merkmale, die als Gesundheitsdaten gelten können. Sie können sie jederzeit auf der Seite „Ihre Daten“ herunterladen oder löschen.';
export const consentRequired =
  'Bitte setzen Sie das Häkchen, damit wir Ihre Antworten mit Ihrer E-Mail-Adresse speichern dürfen. Das brauchen wir, um Ihren Bericht zu erstellen und zu schicken.';
