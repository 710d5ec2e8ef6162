/** What a link preview shows of a page, in Spanish; see ../en/share-card.ts. */
export const siteImageAlt =
  'Traitscope: autoevaluaciones tranquilas de rasgos neurodivergentes para personas adultas.';
export const siteImageLines: readonly string[] = [
  'Autoevaluaciones tranquilas',
  'de rasgos neurodivergentes',
];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope: ${name}, ${level}. Una autoevaluación preliminar, no un diagnóstico.`;
export const calmLine = 'Autoevaluación preliminar · no es un diagnóstico';
export const sharedResultPill = 'Resultado compartido';

export const takenOn = ({ date }: { date: string }) => ` Realizada el ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Primeras orientaciones de una autoevaluación de Traitscope.${taken} Un resumen, no un diagnóstico. Haga usted la autoevaluación gratuita.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name}: un resultado compartido`;
export const sharedAssessmentDescription =
  'Un resultado de una autoevaluación de Traitscope, compartido por la persona que la hizo. Un resumen, no un diagnóstico. Haga usted la autoevaluación gratuita.';
