/** The one-time links to the Your data page in German; see ../en/data-link-emails.ts. */
export const validity = ({ hours }: { hours: number }) =>
  `Der Link funktioniert einmal, ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} lang.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Fragen: ${supportEmail}`;

export const dataLinkSubject = 'Ihr Link zu Ihren Daten bei Traitscope';
export const dataLinkWhat =
  'Sie haben darum gebeten, die Daten zu sehen, die Traitscope zu dieser E-Mail-Adresse speichert. Der Link unten öffnet eine Seite, auf der Sie sie sehen, herunterladen, Ihre Adresse korrigieren oder sie löschen können.';
export const dataLinkExpired =
  'Wenn er abgelaufen ist, können Sie auf derselben Seite einen neuen anfordern.';
export const dataLinkButton = 'Ihre Daten öffnen';
export const dataLinkNotYou =
  'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Es ändert sich nichts, solange der Link nicht benutzt wird.';

export const correctionSubject = 'Bestätigen Sie Ihre E-Mail-Adresse für Traitscope';
export const correctionWhat =
  'Jemand hat darum gebeten, die E-Mail-Adresse seiner Ergebnisse und Bestellungen bei Traitscope auf diese Adresse zu korrigieren. Wenn Sie das waren, öffnen Sie den Link unten: Ihre Daten gehen dann auf diese Adresse über, und Sie sehen sie auf der Seite „Ihre Daten“.';
export const correctionNothingMoves = 'Es geht nichts über, bevor der Link geöffnet wird.';
export const correctionButton = 'Diese Adresse bestätigen';
export const correctionNotYou =
  'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts, und niemand sieht Daten dieser Adresse.';
