/** What a link preview shows of a page, in Italian; see ../en/share-card.ts. */
export const siteImageAlt = 'Traitscope: autovalutazioni serene dei tratti neurodivergenti in età adulta.';
export const siteImageLines: readonly string[] = ['Autovalutazioni serene', 'dei tratti neurodivergenti'];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope: ${name}, ${level}. Un’autovalutazione preliminare, non una diagnosi.`;
export const calmLine = 'Autovalutazione preliminare · non una diagnosi';
export const sharedResultPill = 'Risultato condiviso';

export const takenOn = ({ date }: { date: string }) => ` Compilata il ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Prime indicazioni da un’autovalutazione Traitscope.${taken} Un riepilogo, non una diagnosi. Faccia anche lei l’autovalutazione gratuita.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name}: un risultato condiviso`;
export const sharedAssessmentDescription =
  'Il risultato di un’autovalutazione Traitscope, condiviso dalla persona che l’ha compilata. Un riepilogo, non una diagnosi. Faccia anche lei l’autovalutazione gratuita.';
