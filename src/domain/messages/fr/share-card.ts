/** What a link preview shows of a page, in French; see ../en/share-card.ts. */
export const siteImageAlt =
  'Traitscope : des auto-évaluations calmes des traits neurodivergents, pour adultes.';
export const siteImageLines: readonly string[] = ['Auto-évaluations calmes', 'des traits neurodivergents'];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope : ${name}, ${level}. Une auto-évaluation préliminaire, pas un diagnostic.`;
export const calmLine = 'Auto-évaluation préliminaire · pas un diagnostic';
export const sharedResultPill = 'Résultat partagé';

export const takenOn = ({ date }: { date: string }) => ` Réalisée le ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Premiers éclairages issus d’une auto-évaluation Traitscope.${taken} Un résumé, pas un diagnostic. Faites vous-même l’auto-évaluation gratuite.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name} : un résultat partagé`;
export const sharedAssessmentDescription =
  'Le résultat d’une auto-évaluation Traitscope, partagé par la personne qui l’a faite. Un résumé, pas un diagnostic. Faites vous-même l’auto-évaluation gratuite.';
