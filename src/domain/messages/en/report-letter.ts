/**
 * The letter to the doctor in the Complete Report, in English: every sentence of it, what it asks for in each
 * country and the guideline or legal basis it names there (see shell.ts for how messages are kept). Its title is
 * `sectionTitles.letter` in 'report'. Who it goes to and what it asks for follow the report's checked referral routes
 * (referral-routes.ts); the names of the guidelines, laws and bodies it cites stay in the domain beside their source
 * records (letter-bases.ts), and each basis here is a sentence around them. It is written in the first person, for the
 * reader to sign.
 */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

/** Who the letter goes to in each country, and what it asks for an autism or ADHD assessment there. */
export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'my family doctor (Hausärztin or Hausarzt)',
    recipient: 'your family doctor (Hausärztin or Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `a referral (Überweisung) to a specialist in psychiatry and psychotherapy for an assessment of ${topics}, with the booking code (Vermittlungscode) that lets the appointment service 116117 book the appointment`,
  },
  FR: {
    addressee: 'my registered GP (médecin traitant)',
    recipient: 'your registered GP (médecin traitant)',
    assessmentRequest: ({ topics }) =>
      `a referral within the coordinated care pathway (parcours de soins coordonnés) to a psychiatrist or a team that assesses adults for ${topics}`,
  },
  IT: {
    addressee: 'my family doctor (medico di medicina generale)',
    recipient: 'your family doctor (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `your advice on which service of the local health authority assesses adults for ${topics}, and a referral to it`,
  },
  ES: {
    addressee: 'my family doctor (médico de familia)',
    recipient: 'your family doctor (médico de familia)',
    assessmentRequest: ({ topics }) =>
      `a referral to the adult mental health centre (centro de salud mental) for an assessment of ${topics}`,
  },
  NL: {
    addressee: 'my GP (huisarts)',
    recipient: 'your GP (huisarts)',
    assessmentRequest: ({ topics }) =>
      `a referral to mental health care (GGZ) for an assessment of ${topics}`,
  },
  PL: {
    addressee: 'a psychiatrist (lekarz psychiatra) within the NFZ',
    recipient: 'a psychiatrist (lekarz psychiatra) within the NFZ',
    assessmentRequest: ({ topics }) => `an assessment of ${topics} for adults`,
  },
  BE: {
    addressee: 'my GP (huisarts / médecin généraliste)',
    recipient: 'your GP (huisarts / médecin généraliste)',
    assessmentRequest: ({ topics }) =>
      `your advice on which services in my region assess adults for ${topics}, and a referral where one is needed`,
  },
  SE: {
    addressee: 'my health centre (vårdcentral)',
    recipient: 'your health centre (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `a referral for a neuropsychiatric assessment (neuropsykiatrisk utredning) for ${topics}`,
  },
  AT: {
    addressee: 'my GP (Hausärztin or Hausarzt)',
    recipient: 'your GP (Hausärztin or Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `a referral (Überweisung) to a specialist in psychiatry for an assessment of ${topics}`,
  },
  IE: {
    addressee: 'my GP',
    recipient: 'your GP',
    assessmentRequest: ({ topics }) =>
      `a referral to the local HSE community adult mental health team for an assessment of ${topics}`,
  },
  GB: {
    addressee: 'my GP',
    recipient: 'your GP',
    assessmentRequest: ({ topics }) => `a referral for an adult assessment of ${topics}`,
  },
};

/** For a buyer outside the report's countries, or one who did not say: the general route. */
export const letterRouteElsewhere: LetterRoute = {
  addressee: 'my doctor',
  recipient: 'your doctor',
  assessmentRequest: ({ topics }) =>
    `a referral for an assessment of ${topics}, or your advice on who assesses adults here`,
};

/**
 * What the letter asks for in the assessments whose first step is the same everywhere the report covers: each is
 * what every country's route suggests asking (referral-routes.ts, the `notes` of each country).
 */
export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory: 'your advice on whether an occupational therapist could help with sensory needs in my daily life',
  dyspraxia:
    'a referral to a physiotherapist or occupational therapist, or your advice on who can look at coordination difficulties in adults',
  dyslexia: 'your advice on where an adult can be assessed for dyslexia, and what it would cost',
};

/** Each topic as a letter names it mid-sentence. */
export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'autism',
  adhd: 'ADHD',
  sensory: 'sensory processing',
  dyspraxia: 'dyspraxia (DCD)',
  dyslexia: 'dyslexia',
};
/** Two topics named together: "autism and ADHD". */
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} and ${second}`;

/** The blanks the reader fills in by hand. */
export const letterFillIn: readonly string[] = ['Name', 'Date of birth', 'Date'];
/** The letter's "To:" line. */
export const letterTo = ({ addressee }: { addressee: string }) => `To ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `About: ${topics} in adulthood`;
export const letterOpening = 'Dear Doctor,';
/** The first paragraph; `request` is what the country's route asks for. */
export const letterRequest = ({ request }: { request: string }) =>
  `I would like to ask for ${request}. I notice some of the experiences below in my daily life, and I would be grateful for the chance to talk them through with you.`;
/** The second paragraph: what the questionnaire was, said plainly not to be a diagnosis, and the result. */
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `To prepare, on ${date} I completed the Traitscope ${assessmentName} assessment, a self-report questionnaire. It is not a diagnosis and not a validated clinical instrument. My answers: ${result}.`;
export const strongestAnswersIntro = 'My strongest answers:';
export const noStrongAnswers = 'None of my answers leaned strongly towards the experiences asked about.';
/** The context answers' labels, in the first person: the reader signs the letter. */
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Since when',
  areas: 'Where in daily life',
  example: 'In my own words',
};
/** The example the person gave, quoted as their own words. */
export const quotedWords = ({ words }: { words: string }) => `“${words}”`;
export const contextIsOwnAnswers =
  'The lines above are my own answers to three questions about when this began and where it affects me, not a history taken by a clinician.';
export const moreContextOnRequest = 'I can tell you more about when this began and where it affects me.';
export const fullerReportOffer =
  'I have a fuller report with my answer to every question, and a two-page summary for healthcare providers, which I can bring or send.';
export const letterSignOff = 'Yours sincerely,';

// The guideline or legal basis the letter names, by country and topic (letter-bases.ts): one plain sentence each, in
// words a patient can fairly put to their doctor, around the names the domain holds. Dated guidance is cited as what
// it is ("2016"), not as current: the German S3 guidelines are under revision.

/** England's Right to Choose; `right` is its name. */
export const rightToChooseBasis = ({ right }: { right: string }) =>
  `In England, a patient referred by their GP to a mental health specialist has the legal right to choose which provider sees them (${right}).`;
/** Germany's appointment service; `service` is its number, `law` the section of the law that provides it. */
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `With a booking code (Vermittlungscode) on a referral, the ${service} appointment service arranges an appointment with a specialist (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `${agency}’s national guidelines for ADHD and autism (2022, updated 2024) say that assessments should not be delayed, and should be made by at least a doctor and a psychologist.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `Under the ${law}, mental health care (GGZ) is reimbursed only after a referral, which the huisarts can give.`;
export const polishNoReferralBasis =
  'Under Article 57(2)(7) of the Act of 27 August 2004 on publicly financed health care, no referral is needed to see a psychiatrist within the NFZ.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `The German S3 guideline on autism spectrum disorders (${guideline}, 2016) covers their diagnosis in adults as well as in children.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `The German S3 guideline on ADHD (${guideline}, 2018) covers its diagnosis in adults as well as in children.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `The ${agency}’s recommendation on diagnosing autism in adults (July 2011) aims to improve how autism is recognised and diagnosed in adults.`;
/** `psychiatrists` and `psychologists` are the two professional bodies that wrote the guideline. */
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `The Dutch multidisciplinary guideline on autism in adults (${psychiatrists} and ${psychologists}, 2013) describes how autism is diagnosed in adults.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `The Dutch College of General Practitioners (${college}) states that diagnosing and treating ADHD in adults belongs in mental health care (GGZ).`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `The ${agency}’s ${protocol} (May 2026) gives adults, for the first time, a standardised route to an autism assessment.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Under the ${agency}’s ${model} (2021), a GP refers to the community adult mental health team for screening, which can refer on to an adult ADHD clinic.`;
/** `institute` is NICE, `guideline` the guideline's number. */
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `${institute} guideline ${guideline} recommends considering an assessment for possible autism in adults with persistent social or communication difficulties, or rigid and repetitive behaviour, together with difficulties such as in work, education or relationships.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `${institute} guideline ${guideline} recommends that adults with symptoms of ADHD and no childhood diagnosis are referred for assessment to a mental health specialist trained in ADHD.`;
