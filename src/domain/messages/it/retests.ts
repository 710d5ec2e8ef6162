/** What changed since an earlier take, in Italian; see ../en/retests.ts. */
export const heading = 'Rispetto alla volta precedente';
export const takenBefore = ({ date }: { date: string }) =>
  `Ha già fatto questa autovalutazione in precedenza, il ${date}.`;
export const earlier = 'Allora';
export const now = 'Ora';
export const noAnswerMoved = 'Nessuna risposta si è spostata di due livelli o più.';
export const answersMoved = 'Risposte che si sono spostate di due livelli o più';
export const themesCaption = 'Ogni tema, allora e ora (risposta media, da 0 a 4)';
export const theme = 'Tema';
export const change = 'Variazione';
export const noChange = 'nessuna variazione';
export const retestNote =
  'Le risposte possono cambiare con le circostanze, come lo stress, il riposo, un nuovo lavoro o un cambiamento in casa. Una differenza tra due compilazioni non misura l’effetto di una cura e non dice nulla su come sta.';
export const differentWording =
  'Alcune domande sono state riformulate tra le sue due compilazioni, quindi temi e risposte non vengono confrontati uno per uno.';
