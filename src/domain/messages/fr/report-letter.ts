/** The letter to the doctor in the Complete Report, in French; see ../en/report-letter.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'mon médecin de famille (Hausärztin ou Hausarzt)',
    recipient: 'votre médecin de famille (Hausärztin ou Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `une lettre d’orientation (Überweisung) vers un ou une spécialiste en psychiatrie et psychothérapie, pour une évaluation portant sur ${topics}, avec le code de réservation (Vermittlungscode) qui permet au service de rendez-vous 116117 de fixer le rendez-vous`,
  },
  FR: {
    addressee: 'mon médecin traitant',
    recipient: 'votre médecin traitant',
    assessmentRequest: ({ topics }) =>
      `une orientation, dans le cadre du parcours de soins coordonnés, vers un ou une psychiatre ou vers une équipe qui évalue ${topics} chez l’adulte`,
  },
  IT: {
    addressee: 'mon médecin de famille (medico di medicina generale)',
    recipient: 'votre médecin de famille (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `votre avis sur le service de l’autorité sanitaire locale qui évalue ${topics} chez l’adulte, et une orientation vers ce service`,
  },
  ES: {
    addressee: 'mon médecin de famille (médico de familia)',
    recipient: 'votre médecin de famille (médico de familia)',
    assessmentRequest: ({ topics }) =>
      `une orientation vers le centre de santé mentale pour adultes (centro de salud mental), pour une évaluation portant sur ${topics}`,
  },
  NL: {
    addressee: 'mon médecin généraliste (huisarts)',
    recipient: 'votre médecin généraliste (huisarts)',
    assessmentRequest: ({ topics }) =>
      `une orientation vers les soins de santé mentale (GGZ), pour une évaluation portant sur ${topics}`,
  },
  PL: {
    addressee: 'un ou une psychiatre (lekarz psychiatra) du NFZ',
    recipient: 'un ou une psychiatre (lekarz psychiatra) du NFZ',
    assessmentRequest: ({ topics }) => `une évaluation portant sur ${topics} chez l’adulte`,
  },
  BE: {
    addressee: 'mon médecin généraliste (huisarts)',
    recipient: 'votre médecin généraliste (huisarts)',
    assessmentRequest: ({ topics }) =>
      `votre avis sur les services de ma région qui évaluent ${topics} chez l’adulte, et une orientation si elle est nécessaire`,
  },
  SE: {
    addressee: 'mon centre de santé (vårdcentral)',
    recipient: 'votre centre de santé (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `une orientation vers une évaluation neuropsychiatrique (neuropsykiatrisk utredning) portant sur ${topics}`,
  },
  AT: {
    addressee: 'mon médecin généraliste (Hausärztin ou Hausarzt)',
    recipient: 'votre médecin généraliste (Hausärztin ou Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `une lettre d’orientation (Überweisung) vers un ou une spécialiste en psychiatrie, pour une évaluation portant sur ${topics}`,
  },
  IE: {
    addressee: 'mon médecin généraliste',
    recipient: 'votre médecin généraliste',
    assessmentRequest: ({ topics }) =>
      `une orientation vers l’équipe locale de santé mentale communautaire pour adultes du HSE, pour une évaluation portant sur ${topics}`,
  },
  GB: {
    addressee: 'mon médecin généraliste',
    recipient: 'votre médecin généraliste',
    assessmentRequest: ({ topics }) =>
      `une orientation pour une évaluation portant sur ${topics} chez l’adulte`,
  },
};

export const letterRouteElsewhere: LetterRoute = {
  addressee: 'mon médecin',
  recipient: 'votre médecin',
  assessmentRequest: ({ topics }) =>
    `une orientation pour une évaluation portant sur ${topics}, ou votre avis sur qui évalue les adultes ici`,
};

export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory:
    'votre avis sur l’aide qu’un ou une ergothérapeute pourrait m’apporter pour mes besoins sensoriels au quotidien',
  dyspraxia:
    'une orientation vers un ou une kinésithérapeute ou ergothérapeute, ou votre avis sur qui peut examiner des difficultés de coordination chez l’adulte',
  dyslexia:
    'votre avis sur les lieux où une personne adulte peut faire évaluer une dyslexie, et sur ce que cela coûterait',
};

export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'l’autisme',
  adhd: 'le TDAH',
  sensory: 'le traitement sensoriel',
  dyspraxia: 'la dyspraxie (TDC)',
  dyslexia: 'la dyslexie',
};
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} et ${second}`;

export const letterFillIn: readonly string[] = ['Nom', 'Date de naissance', 'Date'];
export const letterTo = ({ addressee }: { addressee: string }) => `À ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `Objet : ${topics} à l’âge adulte`;
export const letterOpening = 'Madame, Monsieur,';
export const letterRequest = ({ request }: { request: string }) =>
  `Je souhaiterais vous demander ${request}. Je remarque dans ma vie quotidienne certaines des expériences décrites ci-dessous, et je vous remercie par avance de me donner l’occasion d’en parler avec vous.`;
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `Pour m’y préparer, j’ai rempli le ${date} l’auto-évaluation « ${assessmentName} » de Traitscope, un auto-questionnaire. Ce n’est ni un diagnostic ni un outil clinique validé. Mes réponses : ${result}.`;
export const strongestAnswersIntro = 'Mes réponses les plus marquées :';
export const noStrongAnswers =
  'Aucune de mes réponses ne penchait nettement vers les expériences sur lesquelles portaient les questions.';
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Depuis quand',
  areas: 'Où, au quotidien',
  example: 'Avec mes propres mots',
};
export const quotedWords = ({ words }: { words: string }) => `« ${words} »`;
export const contextIsOwnAnswers =
  'Les lignes ci-dessus sont mes propres réponses à trois questions sur le moment où cela a commencé et sur les domaines où cela me touche. Ce n’est pas une anamnèse établie en consultation.';
export const moreContextOnRequest =
  'Je peux vous en dire plus sur le moment où cela a commencé et sur les domaines où cela me touche.';
export const fullerReportOffer =
  'J’ai un rapport plus détaillé, avec ma réponse à chaque question, et un résumé de deux pages destiné au personnel soignant. Je peux vous les apporter ou vous les envoyer.';
export const letterSignOff = 'Avec mes salutations distinguées,';

export const rightToChooseBasis = ({ right }: { right: string }) =>
  `En Angleterre, une personne orientée par son médecin généraliste vers un ou une spécialiste de la santé mentale a le droit légal de choisir le prestataire qui la reçoit (${right}).`;
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `Avec un code de réservation (Vermittlungscode) sur la lettre d’orientation, le service de rendez-vous ${service} fixe un rendez-vous avec un ou une spécialiste (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `Les recommandations nationales de ${agency} sur le TDAH et l’autisme (2022, mises à jour en 2024) indiquent que les évaluations ne doivent pas être retardées, et qu’elles doivent être faites au moins par un médecin et par un ou une psychologue.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `En vertu de la ${law}, les soins de santé mentale (GGZ) ne sont remboursés qu’après une orientation, que le médecin généraliste (huisarts) peut donner.`;
export const polishNoReferralBasis =
  'En vertu de l’article 57, paragraphe 2, point 7, de la loi du 27 août 2004 sur les prestations de soins de santé financées par des fonds publics, aucune orientation n’est nécessaire pour consulter un ou une psychiatre dans le cadre du NFZ.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La recommandation allemande de niveau S3 sur les troubles du spectre de l’autisme (${guideline}, 2016) couvre leur diagnostic chez l’adulte comme chez l’enfant.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La recommandation allemande de niveau S3 sur le TDAH (${guideline}, 2018) couvre son diagnostic chez l’adulte comme chez l’enfant.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `La recommandation de la ${agency} sur le diagnostic de l’autisme chez l’adulte (juillet 2011) vise à améliorer la façon dont l’autisme est repéré et diagnostiqué chez l’adulte.`;
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `La recommandation multidisciplinaire néerlandaise sur l’autisme chez l’adulte (${psychiatrists} et ${psychologists}, 2013) décrit comment l’autisme est diagnostiqué chez l’adulte.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `Le collège néerlandais des médecins généralistes (${college}) indique que le diagnostic et le traitement du TDAH chez l’adulte relèvent des soins de santé mentale (GGZ).`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `Le protocole « ${protocol} » du ${agency} (mai 2026) offre pour la première fois aux adultes un parcours standardisé vers une évaluation de l’autisme.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Selon le ${model} du ${agency} (2021), le médecin généraliste oriente vers l’équipe de santé mentale communautaire pour adultes pour un dépistage ; cette équipe peut ensuite orienter vers une consultation TDAH pour adultes.`;
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La recommandation ${guideline} du ${institute} préconise d’envisager une évaluation pour un possible autisme chez les adultes qui ont des difficultés persistantes d’interaction sociale ou de communication, ou des comportements rigides et répétitifs, avec en plus des difficultés, par exemple au travail, dans les études ou dans les relations.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La recommandation ${guideline} du ${institute} préconise que les adultes présentant des symptômes de TDAH, sans diagnostic dans l’enfance, soient orientés pour une évaluation vers une personne spécialisée en santé mentale et formée au TDAH.`;
