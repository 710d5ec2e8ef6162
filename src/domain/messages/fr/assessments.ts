/** The words of an assessment's question screen in French, addressing the reader as vous (see shell.ts). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
export const assessmentTranslationNote =
  'Ces questions ont été traduites de l’anglais et vérifiées par rétrotraduction. Elles n’ont pas encore été relues par des spécialistes cliniques de langue maternelle française.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Question ${number} sur ${total}`;
export const answerMissing =
  'Choisissez d’abord l’une des réponses ci-dessus, puis appuyez sur « Suivant ». Toute réponse convient.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Clavier : appuyez sur une touche de 1 à ${count} pour choisir une réponse, puis sur Entrée pour continuer.`;
export const lastQuestion = 'C’est la dernière question : « Suivant » affiche vos résultats.';
export const previousQuestion = 'Précédent';
export const nextQuestion = 'Suivant';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} terminé`;
export const assessmentProgress = 'Progression de l’auto-évaluation';
export const readQuestionAloud = 'Lire la question à voix haute';
export const cancelAssessment = 'Annuler et revenir à l’accueil';
export const assessmentAdultsOnly = 'Cette auto-évaluation est conçue pour les adultes de 18 ans et plus.';
export const assessmentNotDiagnostic =
  'Ceci n’est pas un outil de diagnostic. Vos résultats sont donnés à titre d’information seulement. Il est conseillé d’en parler avec un professionnel ou une professionnelle de santé.';
export const assessmentSavedInBrowser =
  'Vos réponses sont enregistrées dans ce navigateur au fur et à mesure : vous pouvez revenir et continuer plus tard.';
export const processingAssessment = 'Traitement de votre auto-évaluation…';
export const welcomeBack = 'Bon retour';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `Nous avons gardé ${plural(count, { one: 'votre réponse', other: `vos ${count} réponses` }, 'fr')} dans ce navigateur. Vous pouvez reprendre à la question ${number}.`;
export const continueWhereLeftOff = 'Reprendre où j’en étais';
export const startOver = 'Recommencer';
export const finishedHeading = 'Vous avez terminé';
export const finishedText =
  'Vous avez répondu à toutes les questions, et votre résultat est prêt. Vos réponses font maintenant partie de ce résultat : il n’y a plus rien à faire ici.';
export const seeYourResult = 'Voir votre résultat';
export const takeAssessmentAgain = 'Refaire cette auto-évaluation';
export const factSource = 'Source :';
export const opensInNewTab = '(s’ouvre dans un nouvel onglet)';
export const encouragementTitle = 'Continuez ainsi !';
export const funFactTitle = 'Le saviez-vous ?';
export const encouragements: readonly string[] = [
  'Vous vous en sortez bien. Prenez chaque question à votre rythme.',
  'Il n’y a pas de bonne ou de mauvaise réponse, seulement votre propre expérience.',
  'Merci d’être honnête avec vous-même.',
  'Chaque réponse aide à mieux voir comment vous vivez le monde.',
  'Vous pouvez faire une pause et respirer chaque fois que vous en avez besoin.',
  'Si vous hésitez, choisissez la réponse qui vous correspond le mieux. Toute réponse convient.',
  'Réfléchir sur soi demande un effort. Bravo d’avoir pris ce temps.',
  'Pensez à ce qui se passe d’habitude pour vous, pas seulement à ce que vous ressentez aujourd’hui.',
  'La curiosité envers soi-même est une force.',
  'Continuez. Vos réponses valent le temps que vous leur consacrez.',
];
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'Un bon début. Prenez votre temps pour chaque réponse.',
  'first-quarter': 'Tout doucement, à votre rythme. Vous prenez vos marques.',
  halfway: 'Plus de la moitié. Il n’y a pas de bonne ou de mauvaise réponse.',
  'nearly-done': 'Presque fini. Plus que quelques questions.',
  complete: 'C’est terminé. Merci d’avoir pris ce temps.',
};
export const saveFailedTitle = 'Enregistrement impossible';
export const saveFailed = 'Nous n’avons pas pu enregistrer votre auto-évaluation. Veuillez réessayer.';
export const processFailedTitle = 'Traitement impossible';
export const processFailed =
  'Un problème est survenu pendant le traitement de votre auto-évaluation. Veuillez réessayer.';
export const unknownAssessmentTitle = 'Auto-évaluation introuvable';
export const unknownAssessment = 'L’auto-évaluation demandée est introuvable. Retour à l’accueil.';
export const redirectingHome = 'Redirection vers l’accueil…';
