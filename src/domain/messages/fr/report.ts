/** The Complete Report's own words in French; see ../en/report.ts. */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'Ce rapport n’est pas un diagnostic. Il décrit vos réponses à un questionnaire d’auto-évaluation, pour votre information personnelle. Seul un professionnel ou une professionnelle de santé ayant la qualification nécessaire peut évaluer et diagnostiquer l’autisme, le TDAH, la dyspraxie, la dyslexie ou tout autre trouble.';

export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'Vos résultats en un coup d’œil',
  meaning: 'Ce que signifie votre résultat',
  constructs: 'Vos résultats par thème',
  snapshot: 'Vos réponses, question par question',
  strengths: 'Vos points forts',
  strategies: 'Stratégies pratiques',
  resources: 'Organisations qui peuvent aider',
  referral: 'Comment demander une évaluation professionnelle',
  provider: 'Résumé à remettre en consultation',
  letter: 'Une lettre pour votre médecin',
  'work-note': 'Une note pour le travail ou les études',
  'next-steps': 'Prochaines étapes',
  appendix: 'Annexe : autres pays',
};

export const sectionNumber = ({ number }: { number: number }) => `Section ${number}`;

export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope – Rapport complet : ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Rapport sur l’auto-évaluation « ${assessment} », réalisée le ${date}. Ce n’est pas un diagnostic.`;

export const howToUseInAnyOrder =
  'Lisez-le dans l’ordre que vous voulez, une section à la fois. Inutile de tout lire d’un coup.';
export const howToUseWhatResultsSay =
  'Les résultats indiquent combien des expériences évoquées se retrouvent dans vos réponses. Ils ne disent rien de votre valeur, de votre intelligence ou de votre potentiel.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `Pour un rendez-vous, apportez tout le rapport ou seulement les pages ${first} et ${second} : elles résument votre résultat et vos réponses pour la personne qui vous reçoit en consultation.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `La page ${page} est une lettre adressée à ${recipient}, prête à signer. Elle est aussi jointe à l’e-mail dans un PDF séparé : vous pouvez donc l’imprimer seule.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `La page ${page} est une note que vous pouvez remettre à un employeur ou à un établissement d’études, si vous le souhaitez : ce qui vous est plus difficile et ce qui pourrait aider, sans mentionner de diagnostic.`;

export const overallScoreTitle = 'Votre score global';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Chaque barre couvre tous les scores possibles ; le repère montre où se situe le vôtre. ${howToReadTheBands}`;

export const constructExplanation =
  'Chaque thème regroupe les questions qui portent sur un même type d’expérience. La barre montre votre réponse moyenne pour ce thème, de 0 à 4 : plus le nombre est élevé, plus vous avez reconnu de ces expériences. Les questions à cotation inversée sont comptées dans l’autre sens.';

export const snapshotExplanation =
  'Voici chaque affirmation dans l’ordre où vous l’avez vue, avec la réponse que vous avez choisie. Les questions marquées « cotation inversée » sont formulées à l’envers : être d’accord indique moins de traits parmi ceux évoqués ; elles comptent 4 moins votre réponse.';
export const notAnswered = 'Sans réponse';

export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} de ces expériences`;

export const strengthsIntro =
  'Des traits qui demandent des efforts dans certaines situations s’accompagnent souvent de vraies forces dans d’autres. Celles-ci sont suggérées par vos réponses ; c’est vous qui savez le mieux lesquelles vous parlent.';

export const strategiesIntro =
  'Ces idées viennent de la recherche et de l’expérience d’adultes neurodivergents. Vous n’avez pas besoin de toutes les essayer : choisissez-en une ou deux qui vous semblent faisables, et adaptez-les à votre vie.';
export const strategiesChosenNote =
  'Elles sont choisies pour les thèmes où vos réponses étaient les plus élevées, et chaque thème indique l’une de vos réponses qui y a conduit.';
export const strategiesToppedUpNote = `${strategiesChosenNote} Quelques idées générales, utiles à beaucoup de personnes, suivent à la fin.`;
export const strategiesGeneralNote =
  'Vos réponses ne penchaient vers les expériences d’aucun thème en particulier. Voici donc des idées générales que beaucoup de personnes trouvent utiles.';
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Parce que vous avez répondu « ${answer} » à « ${statement} »`;
export const moreIdeasHeading = 'D’autres idées à essayer';
export const startingIdeasHeading = 'Des idées pour commencer';

export const retestTitle = 'Ce qui a changé depuis la fois précédente';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `Vous avez déjà répondu à cette auto-évaluation le ${earlier}, avec les mêmes questions. Voici vos réponses du ${date} comparées aux précédentes.`;
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'Une réponse a', other: `${count} réponses ont` }, 'fr')} changé de deux niveaux ou plus :`;

export const appendixIntro =
  'Cette annexe présente les organisations et les démarches d’évaluation dans les autres pays couverts par ce rapport, au cas où vous déménageriez ou voudriez aider une personne qui vit ailleurs.';

export const aboutThisReport =
  'Les questionnaires de Traitscope sont écrits pour les adultes et s’appuient sur des recherches publiées sur chaque ensemble de traits. Mais ils sont formulés avec nos propres mots et n’ont pas été validés comme outils de diagnostic. Vos réponses peuvent être influencées par votre humeur, le stress, la fatigue et les stratégies que vous utilisez déjà. Une évaluation professionnelle prend en compte toute votre histoire et d’autres explications possibles.';

export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, mis à jour en ${updated}`;
export const dyspraxiaOverviewAbout =
  'comment la dyspraxie peut affecter les adultes au travail, et ce qui peut aider';
export const movementMattersAbout =
  'l’organisation britannique qui regroupe les associations du TDC et de la dyspraxie';
export const employerLeaflet = 'un dépliant d’information pour les employeurs';
export const edaMembers = '40 organisations membres dans 24 pays européens';

export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Attention et concentration',
  'Attention and follow-through': 'Attention et achèvement des tâches',
  'Body signals': 'Signaux du corps',
  'Childhood experience': 'Vécu dans l’enfance',
  'Coordination and balance': 'Coordination et équilibre',
  'Detail and senses': 'Détails et sens',
  'Detail focus': 'Attention aux détails',
  'Emotional regulation': 'Régulation émotionnelle',
  'Fine motor skills': 'Motricité fine',
  'Focused interests': 'Intérêts spécifiques',
  'Follow-through': 'Achèvement des tâches',
  'Getting organised': 'S’organiser',
  Impulsivity: 'Impulsivité',
  'Literal language': 'Compréhension littérale',
  'Organisation and memory': 'Organisation et mémoire',
  'Overload and recovery': 'Surcharge et récupération',
  Reading: 'Lecture',
  Restlessness: 'Agitation',
  'Routine and change': 'Routines et changements',
  'School experience': 'Vécu scolaire',
  'Sensation seeking': 'Recherche de sensations',
  'Sensory experiences': 'Expériences sensorielles',
  'Sensory sensitivity': 'Sensibilité sensorielle',
  'Social communication': 'Communication sociale',
  'Social intuition': 'Intuition sociale',
  'Social masking': 'Masquage social',
  'Sounds and sequences': 'Sons et séquences',
  'Spatial judgement': 'Repérage dans l’espace',
  'Spelling and writing': 'Orthographe et écriture',
  'Verbal memory': 'Mémoire verbale',
};
