/** Where a score stands among other takers, in German; see ../en/comparison.ts. */
export const title = 'Wo Sie im Vergleich zu anderen stehen';
export const pending = ({ count }: { count: string }) =>
  `Sobald ${count} Personen diese Selbsteinschätzung hier ausgefüllt haben, sehen Sie, wie Ihre Punktzahl im Vergleich liegt.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `Als dieser Bericht erstellt wurde, hatten weniger als ${count} Personen diese Selbsteinschätzung bei Traitscope ausgefüllt. Das ist zu wenig für einen fairen Vergleich, deshalb zeigt dieser Bericht keinen.`;
export const caveat =
  'Wer einen Test wie diesen macht, gehört zu einer selbst ausgewählten Gruppe: Viele kommen, weil sie diese Merkmale schon bei sich erkennen. Der Vergleich ist deshalb einer mit anderen, die ihn hier ausgefüllt haben, nicht mit Menschen im Allgemeinen.';
export const privacy =
  'Die Zahlen sind absichtlich leicht verwischt und als Spanne angegeben, damit niemandes eigenes Ergebnis daraus erschlossen werden kann.';
export const wideRange = ({ count }: { count: string }) =>
  `Bis etwa ${count} Personen sie ausgefüllt haben, ist die Spanne ein Fünftel aller Teilnehmenden breit.`;
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Weniger als ${percent} der Personen, die diese Selbsteinschätzung hier ausgefüllt haben, hatten eine niedrigere Punktzahl als Sie.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `Mehr als ${percent} der Personen, die diese Selbsteinschätzung hier ausgefüllt haben, hatten eine niedrigere Punktzahl als Sie.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Zwischen ${from} und ${to} der Personen, die diese Selbsteinschätzung hier ausgefüllt haben, hatten eine niedrigere Punktzahl als Sie.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Weniger als ${percent} der Personen, die diese Selbsteinschätzung bei Traitscope ausgefüllt hatten, hatten eine niedrigere Punktzahl als Sie.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `Mehr als ${percent} der Personen, die diese Selbsteinschätzung bei Traitscope ausgefüllt hatten, hatten eine niedrigere Punktzahl als Sie.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Zwischen ${from} und ${to} der Personen, die diese Selbsteinschätzung bei Traitscope ausgefüllt hatten, hatten eine niedrigere Punktzahl als Sie.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Grundlage sind etwa ${count} Ergebnisse, gezählt am ${day}.`;
export const youAreHere = 'Hier liegen Sie ungefähr';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} der Teilnehmenden`;
