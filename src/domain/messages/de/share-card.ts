/** What a link preview shows of a page, in German; see ../en/share-card.ts. */
export const siteImageAlt =
  'Traitscope: ruhige Selbsteinschätzungen neurodivergenter Merkmale für Erwachsene.';
export const siteImageLines: readonly string[] = ['Ruhige Selbsteinschätzungen', 'neurodivergenter Merkmale'];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope: ${name}, ${level}. Eine vorläufige Selbsteinschätzung, keine Diagnose.`;
export const calmLine = 'Vorläufige Selbsteinschätzung · keine Diagnose';
export const sharedResultPill = 'Geteiltes Ergebnis';

export const takenOn = ({ date }: { date: string }) => ` Ausgefüllt am ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Erste Einblicke aus einer Selbsteinschätzung bei Traitscope.${taken} Eine Zusammenfassung, keine Diagnose. Machen Sie die kostenlose Selbsteinschätzung selbst.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name}: ein geteiltes Ergebnis`;
export const sharedAssessmentDescription =
  'Ein Ergebnis einer Selbsteinschätzung bei Traitscope, geteilt von der Person, die sie ausgefüllt hat. Eine Zusammenfassung, keine Diagnose. Machen Sie die kostenlose Selbsteinschätzung selbst.';
