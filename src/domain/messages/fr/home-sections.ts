/** The home page below its first screen in French; see ../en/home-sections.ts. */
export const chooseTitle = 'Choisissez votre auto-évaluation';
export const chooseLead =
  'Six questionnaires courts, chacun écrit pour les adultes. Choisissez celui qui correspond à ce que vous voulez explorer.';
export const researchBased = 'Fondé sur la recherche';
export const researchBasedLabel = 'Fondé sur la recherche : sur quoi reposent les questions';
export const questionCount = ({ count }: { count: number }) => `${count} questions`;
export const startAssessment = 'Commencer l’auto-évaluation';
export const startAssessmentFor = ({ name }: { name: string }) => ` : ${name}`;

export const howTitle = 'Comment ça marche';
export const stepTakeTitle = 'Répondre aux questions';
export const stepTakeText =
  'Vous répondez à de courtes affirmations sur votre quotidien, une à la fois, à votre rythme.';
export const stepInsightsTitle = 'Recevoir un premier aperçu';
export const stepInsightsText =
  'Vous voyez tout de suite votre premier aperçu, gratuit : ce que vos réponses suggèrent, et ce qu’elles ne disent pas.';
export const stepReportTitle = 'Obtenir le rapport détaillé';
export const stepReportText =
  'Si vous souhaitez aller plus loin, le Rapport complet reprend vos réponses en détail, avec des stratégies et des ressources.';

export const basisTitle = 'Sur quoi reposent les questions';
export const basisExperiences =
  'Chaque affirmation porte sur une expérience du quotidien que la recherche associe à un ensemble de traits : par exemple les différences sensorielles dans l’autisme, l’agitation dans le TDAH, la coordination dans la dyspraxie ou la lecture dans la dyslexie.';
export const basisSources =
  'Pour choisir ces expériences, nous nous sommes appuyés sur des études publiées et sur des questionnaires utilisés en clinique, comme l’AQ et la RAADS-R pour l’autisme, l’ASRS pour le TDAH, l’Adolescent/Adult Sensory Profile, l’Adult DCD/Dyspraxia Checklist et des listes de repérage de la dyslexie chez l’adulte. Les affirmations sont formulées avec nos propres mots : ce ne sont pas des copies de ces questionnaires. Certaines sont formulées à l’inverse, pour qu’être d’accord avec tout ne donne pas un score élevé.';
export const basisLimits =
  'Nos auto-évaluations ne sont pas un instrument validé. Elles n’ont pas été comparées à des diagnostics. Un score ne peut donc pas montrer si un diagnostic vous concerne. Il montre combien des expériences décrites vous reconnaissez chez vous.';

export const disclaimerTitle = 'Avertissement important';
export const disclaimerText =
  'Ces auto-évaluations ne sont pas des outils de diagnostic. Elles vous aident à réfléchir à vos traits et à préparer un échange avec un professionnel ou une professionnelle de santé. Seule une personne qualifiée peut poser un diagnostic.';

export const storiesBadge = 'Récits illustratifs';
export const storiesTitle = 'Pourquoi attendre des années pour y voir clair ?';
export const storiesLead =
  'Dans le secteur public, l’attente pour un bilan diagnostique à l’âge adulte atteint souvent 2 à 3 ans, et un bilan en libéral peut coûter de 1 500 à 2 500 €. Une auto-évaluation ne remplace ni l’un ni l’autre, mais elle peut vous aider à mieux vous comprendre pendant l’attente.';
export const storiesNote =
  'Ce ne sont pas des avis de personnes réelles. Nous les avons écrits à partir d’expériences que des adultes décrivent souvent, et les prénoms sont inventés.';
export const trustNoRegistry = 'Aucun fichage';
export const trustLateDiagnosis = 'Ouvert aux diagnostics tardifs';
export const trustSkipWaiting = 'Sans longues listes d’attente';
export const carouselLabel = 'Récits illustratifs';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} sur ${count}`;
export const previousStory = 'Récit précédent';
export const nextStory = 'Récit suivant';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Afficher les récits ${first} à ${last}`;
export const pause = 'Pause';
export const play = 'Lecture';
export const automaticChanges = ' du défilement automatique';

/** Each story's words by its id, and the topic its badge names. */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Graphiste',
    text: 'Pendant des années, j’ai cru qu’il me suffisait de faire plus d’efforts. Voir mes réponses mises en ordre m’a donné des mots pour ce que j’avais remarqué, et une façon calme d’en parler à mon médecin.',
    topic: 'TDAH',
  },
  'testimonial-2': {
    role: 'Développeur de logiciels',
    text: 'J’avais 41 ans quand je me suis posé pour la première fois la question de l’autisme. Les questions m’ont paru respectueuses, et les résultats m’ont aidé à noter des exemples avant mon rendez-vous.',
    topic: 'Autisme',
  },
  'testimonial-3': {
    role: 'Professeure des écoles',
    text: 'J’ai toujours su que les pièces bruyantes et animées m’épuisaient, mais je n’arrivais pas à l’expliquer. Les résultats sur le traitement sensoriel m’ont aidée à demander à ma direction un endroit plus calme pour travailler.',
    topic: 'Sensoriel',
  },
  'testimonial-4': {
    role: 'Étudiante',
    text: 'Lire m’a toujours pris plus de temps. Le rapport m’a orientée vers des outils que je n’avais pas essayés. Depuis que j’écoute mes textes de cours, étudier me fatigue moins.',
    topic: 'Dyslexie',
  },
  'testimonial-5': {
    role: 'Chef de projet',
    text: 'Planifier et tenir les délais a toujours été une lutte pour moi. Comprendre mon fonctionnement m’a aidé à mettre en place des rappels et des routines adaptés à ma façon de travailler.',
    topic: 'Fonctions exécutives',
  },
  'testimonial-6': {
    role: 'Infirmière',
    text: 'Dès le début, il était clair que ce n’était pas un diagnostic. Cela m’a donné un point de départ utile et une liste de questions à apporter en consultation.',
    topic: 'TDAH',
  },
};
