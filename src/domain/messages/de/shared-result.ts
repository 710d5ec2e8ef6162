/** The page a shared result link opens, in German; see ../en/shared-result.ts. */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Geteilte Ergebnisse: ${assessment}`;
export const eyebrow = 'Geteilte Ergebnisse';
export const takenOn = ({ date }: { date: string }) => `Ausgefüllt am ${date}`;
export const summaryHeading = 'Zusammenfassung der ersten Einblicke';
export const score = 'Punktzahl';
export const readOnly =
  'Dies ist eine schreibgeschützte Zusammenfassung einer Selbsteinschätzung, die jemand teilen wollte. Sie ist keine Diagnose; eine Diagnose kann nur eine qualifizierte medizinische Fachperson stellen.';
export const takeThisAssessment = 'Diese Selbsteinschätzung ausfüllen';
export const exploreAll = 'Alle Selbsteinschätzungen ansehen';
export const askAgain =
  'Wenn Ihnen jemand diesen Link geschickt hat, können Sie die Person bitten, ihn noch einmal zu kopieren, oder selbst eine Selbsteinschätzung ausfüllen.';
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'Die Ergebnisse konnten nicht geladen werden',
    description: 'In der Adresse wurden keine Daten einer Selbsteinschätzung gefunden',
  },
  invalid: {
    title: 'Die geteilten Daten sind unvollständig oder ungültig',
    description: 'Die geteilten Daten der Selbsteinschätzung scheinen ungültig zu sein',
  },
  'unknown-type': {
    title: 'Selbsteinschätzung nicht gefunden',
    description: 'Die Art der Selbsteinschätzung in den geteilten Ergebnissen ist unbekannt',
  },
};
