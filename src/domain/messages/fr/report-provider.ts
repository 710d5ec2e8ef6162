/** The Complete Report's summary for a healthcare provider, in French; see ../en/report-provider.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'Résumé d’un questionnaire d’auto-évaluation rempli par la personne qui vous remet cette page. Il sert à ouvrir la conversation, pas à remplacer une évaluation clinique.';
export const instrumentNote =
  'Il s’agit d’un questionnaire d’auto-évaluation de type dépistage, rédigé par Traitscope. Ce n’est pas un instrument diagnostique validé : il n’a ni normes publiées, ni sensibilité ou spécificité publiées, et ses trois tranches sont descriptives, pas des seuils cliniques. Ses items ont été rédigés de façon indépendante ; certains portent nécessairement sur les mêmes expériences que des items de l’AQ, du RAADS-R et du SPQ.';
export const scoringNote =
  'Chaque item est coté sur une échelle d’accord en cinq points (de 0 « Pas du tout d’accord » à 4 « Tout à fait d’accord »). Les items inversés sont cotés 4 moins la réponse. Les résultats par construit sont le score moyen par item, de 0 à 4.';
export const notesPrompt = 'Ce dont j’aimerais parler';

export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Depuis quand',
  areas: 'Où dans la vie quotidienne',
  example: 'Avec ses propres mots',
};
export const contextNotGiven = 'non renseigné';
export const quotedWords = ({ words }: { words: string }) => `« ${words} »`;
export const contextNote =
  'Les réponses de la personne elle-même à trois questions facultatives, citées telles quelles : il ne s’agit pas d’une anamnèse clinique. Les recommandations pour l’évaluation des adultes portent sur les mêmes points : quand les difficultés ont commencé, où elles se manifestent dans la vie quotidienne et à quel point elles la perturbent (par exemple NICE CG142 pour l’autisme, NICE NG87 pour le TDAH).';

export const sharedItemsNote =
  'émotions, surcharge, récupération : sans tranche, car ces items reflètent une tension générale';
export const totalNote = 'la somme de tous les items';

export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, pour l’anamnèse de l’enfance`;

export const completedLabel = 'Rempli';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} items), ${date}`;
export const profileLabel = 'Profil';
export const totalScoreLabel = 'Score total';
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} sur ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Items communs ${score} sur ${max}`;
