/** The Complete Report's page words in French; see ../en/report-document.ts. */
import { plural } from '../../locale/locale.ts';

export const quoted = ({ text }: { text: string }) => `« ${text} »`;

export const documentKeywords = 'auto-évaluation, traits neurodivergents, rapport, pas un diagnostic';
export const footerTitle = 'Traitscope – Rapport complet';
export const footerQuestions = ({ email }: { email: string }) => `Des questions ? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Page ${page} sur ${total}`;

export const coverBookmark = 'Couverture';
export const coverTitle = 'Votre Rapport complet';
export const completedOn = 'Date de réalisation';
export const orderReference = 'Référence de commande';
export const keepInMind = 'À garder à l’esprit';
export const howToUse = 'Comment utiliser ce rapport';
export const whatIsInside = 'Contenu';

export const continued = ({ section }: { section: string }) => `${section} · suite`;
export const appendixEyebrow = ({ number }: { number: number }) => `Section ${number} · pour référence`;

export const overallResult = 'Votre résultat global';
export const yourProfile = 'Votre profil';
export const scoredInReverse = 'cotation inversée';
export const yourRange = 'votre zone';

export const whatItMeans = 'Ce que cela signifie';
export const whatItDoesNotMean = 'Ce que cela ne signifie pas';
export const meaningContext =
  'Beaucoup de choses influencent la façon dont on répond à un questionnaire comme celui-ci : l’humeur, le stress, la fatigue, et les stratégies que vous avez construites au fil des années. Votre résultat est un point de départ pour réfléchir, pas une étiquette.';

export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'question', other: 'questions' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` sur ${max}`;

export const yourAnswer = 'Votre réponse :';
export const reverseScored = 'cotation inversée';

export const retestThemeColumn = 'Thème (score moyen par question, de 0 à 4)';
export const thenLabel = 'Avant';
export const nowLabel = 'Maintenant';
export const changeLabel = 'Évolution';

export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · D’après : ${sources}`;

export const resourcesIntro =
  'Les associations nationales proposent des informations fiables, du soutien entre pairs et une bonne connaissance du terrain. Elles sont souvent animées par des personnes concernées. Leurs sites web changent de temps en temps ; en cherchant le nom d’une organisation, vous trouverez ses pages actuelles.';
export const otherCountriesInAppendix = 'Les autres pays figurent en annexe, à la fin de ce rapport.';
export const homeCountryHeading = 'Là où vous vivez';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `Pour votre pays (${country}), ce rapport ne cite aucune organisation consacrée à ces traits. L’annexe présente des organisations d’autres pays, et votre médecin connaît peut-être un groupe près de chez vous.`;
export const byCountry = 'Par pays';
export const acrossEurope = 'À l’échelle européenne';

export const referralIntro =
  'Si vous souhaitez un avis professionnel, la première étape habituelle est votre médecin traitant (généraliste). Vous trouverez ci-dessous qui évalue habituellement ces traits, comment vous préparer et le parcours public dans chaque pays. Les services et les délais d’attente changent : vérifiez donc les détails là où vous vivez.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `Si vous souhaitez un avis professionnel, la première étape habituelle est votre médecin traitant (généraliste). Vous trouverez ci-dessous qui évalue habituellement ces traits, comment vous préparer et le parcours public dans votre pays (${country}). ${otherCountriesInAppendix} Les services et les délais d’attente changent : vérifiez donc les détails là où vous vivez.`;
export const routesByCountry = 'Parcours par pays';
export const whoUsuallyAssesses = 'Qui évalue habituellement';
export const preparingForAppointment = 'Préparer votre rendez-vous';
export const firstStep = 'Première étape :';
export const otherCountries = 'Autres pays';

export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · à partager si vous le souhaitez`;
export const providerThemesHeading = 'Résultats par thème (score moyen par item, de 0 à 4)';
export const itemCount = ({ count }: { count: number }) =>
  `${count} ${plural(count, { one: 'item', other: 'items' })}`;
export const aboutQuestionnaire = 'À propos de ce questionnaire.';
export const instrumentsToConsider = 'Instruments validés que vous pourriez envisager :';
export const personReports = 'Ce que la personne rapporte';
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} sur ${total} items cotés 3 ou 4 points ; toutes les réponses en ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) =>
  `Réponses allant le plus dans le sens du trait (${counts}) :`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `Aucun item n’a reçu de réponse allant dans le sens du trait (${counts}).`;
export const inTheirOwnWords = 'Avec ses propres mots';

export const signature = 'Signature';
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `Ma réponse à « ${statement} » : ${answer}`;

export const hereToHelp = 'Nous sommes là pour vous aider';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `Si quelque chose n’est pas clair dans ce rapport, ou si vous avez un problème avec le fichier, écrivez-nous à ${email}. Merci d’indiquer votre référence de commande : ${reference}.`;

export const helpNowTitle = 'Si vous avez besoin d’aide maintenant';
export const highStrain =
  'Certaines de vos réponses décrivent beaucoup de surcharge ou d’épuisement. Vous n’avez pas à y faire face sans aide.';
export const emergencyCallBefore =
  'Ce rapport n’est pas un service d’urgence. Si vous vous sentez en danger ou si vous ne pouvez plus assurer votre propre sécurité, appelez le ';
export const emergencyCallAfter = ({ description }: { description: string }) => `, ${description}.`;
export const ukEmergencyBefore = ' Au Royaume-Uni, vous pouvez aussi appeler le ';
export const ukEmergencyAfter = '.';
export const listeningLines =
  'Si vous souhaitez parler à quelqu’un, ces lignes d’écoute répondent aux appels dans les pays couverts par ce rapport.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Numéros vérifiés en ${month}. Ailleurs, appelez le numéro d’urgence local.`;

export const aboutThisReport = 'À propos de ce rapport';
export const sources = 'Sources';
