/** The three optional questions after an assessment, in French; see ../en/result-context.ts. */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Depuis l’enfance',
  teens: 'Depuis l’adolescence',
  adulthood: 'Seulement à l’âge adulte',
  'not-sure': 'Je ne sais pas',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Travail ou études',
  home: 'Maison',
  relationships: 'Relations',
  health: 'Santé',
  money: 'Argent',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'Un peu',
  'quite-a-lot': 'Assez fortement',
  'a-great-deal': 'Très fortement',
};
export const onsetHeading = 'Depuis quand remarquez-vous ces expériences ?';
export const areasHeading = 'Où touchent-elles votre vie quotidienne, et dans quelle mesure ?';
export const exampleHeading = 'Un exemple, avec vos propres mots';
export const notSaved =
  'Vos réponses n’ont pas pu être enregistrées pour le moment. Vérifiez votre connexion et réessayez.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Question facultative ${number} sur ${total}`;
export const areasHint = 'Cochez ce qui vous concerne, puis indiquez dans quelle mesure pour chaque domaine.';
export const howMuchFor = ({ area }: { area: string }) => `Dans quelle mesure, pour « ${area} »`;
export const sayHowMuch = ({ area }: { area: string }) =>
  `Indiquez dans quelle mesure pour « ${area} », ou décochez cette case.`;
export const exampleHint =
  'Un moment où ces expériences ont rendu quelque chose plus difficile, ou plus facile. Des mots simples suffisent.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} caractères sur ${max}`;
export const escapeHint = 'Clavier : appuyez sur Échap pour passer cette question.';
export const saving = 'Enregistrement…';
export const save = 'Enregistrer mes réponses';
export const next = 'Suivant';
export const skipQuestion = 'Passer cette question';
export const whatTheyAreFor =
  'Si vous achetez le Rapport complet, ses pages destinées à votre médecin ou thérapeute citent ce que vous écrivez ici, comme vos propres mots. Vous pouvez passer une question, ou toutes.';
export const loadingQuestions = 'Chargement des questions…';
export const stepHeading = 'Vos réponses sont enregistrées · trois questions facultatives';
export const skipToResults = 'Aller directement à mes résultats';
export const offerHeading = 'Des précisions pour votre médecin ou thérapeute (facultatif)';
export const thankYou =
  'Merci. Vos réponses sont enregistrées avec ce résultat, et le Rapport complet les cite.';
export const offerIntro =
  'Trois courtes questions : depuis quand, où dans la vie quotidienne, et un exemple.';
export const answerThree = 'Répondre à trois questions facultatives';
