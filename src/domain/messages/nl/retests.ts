/** What changed since an earlier take, in Dutch; see ../en/retests.ts. */
export const heading = 'Vergeleken met de vorige keer';
export const takenBefore = ({ date }: { date: string }) =>
  `U hebt deze zelfinschatting al eens eerder ingevuld, op ${date}.`;
export const earlier = 'Toen';
export const now = 'Nu';
export const noAnswerMoved = 'Geen enkel antwoord is twee stappen of meer veranderd.';
export const answersMoved = 'Antwoorden die twee stappen of meer zijn veranderd';
export const themesCaption = 'Elk thema, toen en nu (gemiddeld antwoord, 0 tot 4)';
export const theme = 'Thema';
export const change = 'Verandering';
export const noChange = 'onveranderd';
export const retestNote =
  'Antwoorden kunnen veranderen door omstandigheden, zoals stress, rust, een nieuwe baan of een verandering thuis. Een verschil tussen twee keer invullen is geen maat voor een behandeling. Het zegt ook niets over hoe goed het met u gaat.';
export const differentWording =
  'Sommige vragen zijn anders geformuleerd tussen de twee keren dat u deze zelfinschatting invulde. Daarom vergelijken we thema’s en antwoorden niet een voor een.';
