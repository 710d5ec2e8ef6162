/** What changed since an earlier take, in German; see ../en/retests.ts. */
export const heading = 'Seit Ihrem früheren Durchgang';
export const takenBefore = ({ date }: { date: string }) =>
  `Sie haben diese Selbsteinschätzung schon einmal ausgefüllt, am ${date}.`;
export const earlier = 'Damals';
export const now = 'Jetzt';
export const noAnswerMoved = 'Keine Antwort hat sich um zwei Stufen oder mehr verändert.';
export const answersMoved = 'Antworten, die sich um zwei Stufen oder mehr verändert haben';
export const themesCaption = 'Jedes Thema damals und jetzt (durchschnittliche Antwort, 0 bis 4)';
export const theme = 'Thema';
export const change = 'Veränderung';
export const noChange = 'unverändert';
export const retestNote =
  'Antworten können sich mit den Umständen ändern, etwa mit Stress, Erholung, einer neuen Arbeit oder Veränderungen zu Hause. Eine Veränderung zwischen zwei Durchgängen ist kein Maß für eine Behandlung und sagt nichts darüber, wie gut es Ihnen geht.';
export const differentWording =
  'Einige Fragen wurden zwischen Ihren beiden Durchgängen umformuliert. Themen und Antworten werden deshalb nicht einzeln verglichen.';
