/** The page a shared result link opens, in French; see ../en/shared-result.ts. */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Résultats partagés : ${assessment}`;
export const eyebrow = 'Résultats partagés';
export const takenOn = ({ date }: { date: string }) => `Réalisée le ${date}`;
export const summaryHeading = 'Résumé des premiers éclairages';
export const score = 'Score';
export const readOnly =
  'Ceci est un résumé, en lecture seule, d’une auto-évaluation que quelqu’un a choisi de partager. Ce n’est pas un diagnostic ; seule une personne qualifiée du domaine de la santé peut en poser un.';
export const takeThisAssessment = 'Faire cette auto-évaluation';
export const exploreAll = 'Voir toutes les auto-évaluations';
export const askAgain =
  'Si quelqu’un vous a envoyé ce lien, vous pouvez lui demander de le copier à nouveau, ou faire vous-même une auto-évaluation.';
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'Impossible de charger les résultats',
    description: 'Aucune donnée d’auto-évaluation n’a été trouvée dans l’adresse',
  },
  invalid: {
    title: 'Les données partagées sont incomplètes ou invalides',
    description: 'Les données d’auto-évaluation partagées semblent invalides',
  },
  'unknown-type': {
    title: 'Auto-évaluation introuvable',
    description: 'Le type d’auto-évaluation des résultats partagés n’est pas reconnu',
  },
};
