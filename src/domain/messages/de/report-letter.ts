/** The letter to the doctor in the Complete Report, in German; see ../en/report-letter.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'meine Hausärztin oder meinen Hausarzt',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung an eine Fachärztin oder einen Facharzt für Psychiatrie und Psychotherapie zur Abklärung von ${topics}, mit dem Vermittlungscode, mit dem die Terminservicestelle 116117 den Termin vereinbaren kann`,
  },
  FR: {
    addressee: 'meine eingetragene Hausärztin oder meinen eingetragenen Hausarzt (médecin traitant)',
    recipient: 'Ihre eingetragene Hausärztin oder Ihren eingetragenen Hausarzt (médecin traitant)',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung im Rahmen des koordinierten Versorgungspfads (parcours de soins coordonnés) an eine Psychiaterin, einen Psychiater oder ein Team, das bei Erwachsenen ${topics} abklärt`,
  },
  IT: {
    addressee: 'meine Hausärztin oder meinen Hausarzt (medico di medicina generale)',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `Ihren Rat, welcher Dienst der örtlichen Gesundheitsbehörde bei Erwachsenen ${topics} abklärt, und um eine Überweisung dorthin`,
  },
  ES: {
    addressee: 'meine Hausärztin oder meinen Hausarzt (médico de familia)',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt (médico de familia)',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung an das Zentrum für psychische Gesundheit für Erwachsene (centro de salud mental) zur Abklärung von ${topics}`,
  },
  NL: {
    addressee: 'meine Hausärztin oder meinen Hausarzt (huisarts)',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt (huisarts)',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung an die psychische Gesundheitsversorgung (GGZ) zur Abklärung von ${topics}`,
  },
  PL: {
    addressee: 'eine Psychiaterin oder einen Psychiater (lekarz psychiatra) im Rahmen des NFZ',
    recipient: 'eine Psychiaterin oder einen Psychiater (lekarz psychiatra) im Rahmen des NFZ',
    assessmentRequest: ({ topics }) => `eine Abklärung von ${topics} bei Erwachsenen`,
  },
  BE: {
    addressee: 'meine Hausärztin oder meinen Hausarzt (huisarts / médecin généraliste)',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt (huisarts / médecin généraliste)',
    assessmentRequest: ({ topics }) =>
      `Ihren Rat, welche Dienste in meiner Region bei Erwachsenen ${topics} abklären, und um eine Überweisung, wo eine nötig ist`,
  },
  SE: {
    addressee: 'mein Gesundheitszentrum (vårdcentral)',
    recipient: 'Ihr Gesundheitszentrum (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung zu einer neuropsychiatrischen Abklärung (neuropsykiatrisk utredning) von ${topics}`,
  },
  AT: {
    addressee: 'meine Hausärztin oder meinen Hausarzt',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung an eine Fachärztin oder einen Facharzt für Psychiatrie zur Abklärung von ${topics}`,
  },
  IE: {
    addressee: 'meine Hausärztin oder meinen Hausarzt',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt',
    assessmentRequest: ({ topics }) =>
      `eine Überweisung an das örtliche gemeindepsychiatrische Team für Erwachsene der HSE zur Abklärung von ${topics}`,
  },
  GB: {
    addressee: 'meine Hausärztin oder meinen Hausarzt',
    recipient: 'Ihre Hausärztin oder Ihren Hausarzt',
    assessmentRequest: ({ topics }) => `eine Überweisung zur Abklärung von ${topics} im Erwachsenenalter`,
  },
};

export const letterRouteElsewhere: LetterRoute = {
  addressee: 'meine Ärztin oder meinen Arzt',
  recipient: 'Ihre Ärztin oder Ihren Arzt',
  assessmentRequest: ({ topics }) =>
    `eine Überweisung zur Abklärung von ${topics} oder um Ihren Rat, wer hier Abklärungen bei Erwachsenen vornimmt`,
};

export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory:
    'Ihren Rat, ob eine Ergotherapeutin oder ein Ergotherapeut mir bei sensorischen Bedürfnissen in meinem Alltag helfen könnte',
  dyspraxia:
    'eine Überweisung an eine physiotherapeutische oder ergotherapeutische Praxis oder um Ihren Rat, wer Koordinationsschwierigkeiten bei Erwachsenen beurteilen kann',
  dyslexia: 'Ihren Rat, wo Legasthenie bei Erwachsenen abgeklärt werden kann und was das kosten würde',
};

export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autismus',
  adhd: 'ADHS',
  sensory: 'Reizverarbeitung',
  dyspraxia: 'Dyspraxie (DCD)',
  dyslexia: 'Legasthenie',
};
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} und ${second}`;

export const letterFillIn: readonly string[] = ['Name', 'Geburtsdatum', 'Datum'];
export const letterTo = ({ addressee }: { addressee: string }) => `An ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `Betreff: ${topics} im Erwachsenenalter`;
export const letterOpening = 'Sehr geehrte Damen und Herren,';
export const letterRequest = ({ request }: { request: string }) =>
  `ich bitte Sie um ${request}. Einige der unten genannten Erfahrungen bemerke ich in meinem Alltag, und ich wäre dankbar für die Gelegenheit, sie mit Ihnen zu besprechen.`;
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `Zur Vorbereitung habe ich am ${date} die Selbsteinschätzung „${assessmentName}“ von Traitscope ausgefüllt, einen Fragebogen zur Selbstauskunft. Er ist keine Diagnose und kein validiertes klinisches Instrument. Meine Antworten: ${result}.`;
export const strongestAnswersIntro = 'Meine deutlichsten Antworten:';
export const noStrongAnswers = 'Keine meiner Antworten neigte deutlich zu den erfragten Erfahrungen.';
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Seit wann',
  areas: 'Wo im Alltag',
  example: 'In meinen eigenen Worten',
};
export const quotedWords = ({ words }: { words: string }) => `„${words}“`;
export const contextIsOwnAnswers =
  'Die obigen Zeilen sind meine eigenen Antworten auf drei Fragen dazu, wann dies begann und wo es mich beeinträchtigt, keine Anamnese, die eine Fachperson erhoben hat.';
export const moreContextOnRequest =
  'Gern erzähle ich Ihnen mehr darüber, wann dies begann und wo es mich beeinträchtigt.';
export const fullerReportOffer =
  'Ich habe einen ausführlicheren Bericht mit meiner Antwort auf jede Frage sowie eine zweiseitige Zusammenfassung für medizinische Fachpersonen, die ich mitbringen oder Ihnen zusenden kann.';
export const letterSignOff = 'Mit freundlichen Grüßen';

export const rightToChooseBasis = ({ right }: { right: string }) =>
  `In England haben Patientinnen und Patienten, die von ihrer Hausärztin oder ihrem Hausarzt an eine Fachstelle für psychische Gesundheit überwiesen werden, das gesetzliche Recht zu wählen, welcher Anbieter sie betreut (${right}).`;
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `Mit einem Vermittlungscode auf der Überweisung vermittelt die Terminservicestelle ${service} einen Termin bei einer Fachärztin oder einem Facharzt (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `Die nationalen Leitlinien von ${agency} zu ADHS und Autismus (2022, aktualisiert 2024) besagen, dass Abklärungen nicht hinausgezögert und von mindestens einer Ärztin oder einem Arzt und einer Psychologin oder einem Psychologen vorgenommen werden sollen.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `Gemäß ${law} wird psychische Gesundheitsversorgung (GGZ) nur nach einer Überweisung erstattet, die die Hausärztin oder der Hausarzt (huisarts) ausstellen kann.`;
export const polishNoReferralBasis =
  'Nach Art. 57 Abs. 2 Nr. 7 des Gesetzes vom 27. August 2004 über öffentlich finanzierte Gesundheitsleistungen ist für einen Termin bei einer Psychiaterin oder einem Psychiater im Rahmen des NFZ keine Überweisung nötig.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `Die S3-Leitlinie zu Autismus-Spektrum-Störungen (${guideline}, 2016) umfasst deren Diagnostik bei Erwachsenen ebenso wie bei Kindern.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `Die S3-Leitlinie zu ADHS (${guideline}, 2018) umfasst deren Diagnostik bei Erwachsenen ebenso wie bei Kindern.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `Die Empfehlung der ${agency} zur Diagnostik von Autismus bei Erwachsenen (Juli 2011) soll verbessern, wie Autismus bei Erwachsenen erkannt und diagnostiziert wird.`;
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `Die niederländische multidisziplinäre Leitlinie zu Autismus bei Erwachsenen (${psychiatrists} und ${psychologists}, 2013) beschreibt, wie Autismus bei Erwachsenen diagnostiziert wird.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `Die niederländische Hausärztegesellschaft (${college}) hält fest, dass Diagnostik und Behandlung von ADHS bei Erwachsenen in die psychische Gesundheitsversorgung (GGZ) gehören.`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `Das ${protocol} (${agency}, Mai 2026) bietet Erwachsenen erstmals einen einheitlichen Weg zu einer Autismus-Abklärung.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Nach dem ${model} (${agency}, 2021) überweist die Hausärztin oder der Hausarzt zum Screening an das gemeindepsychiatrische Team für Erwachsene, das an eine ADHS-Ambulanz für Erwachsene weiterüberweisen kann.`;
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `Die ${institute}-Leitlinie ${guideline} empfiehlt, bei Erwachsenen mit anhaltenden Schwierigkeiten in sozialer Interaktion oder Kommunikation oder mit starrem und repetitivem Verhalten, verbunden mit Schwierigkeiten etwa in Arbeit, Ausbildung oder Beziehungen, eine Abklärung auf möglichen Autismus zu erwägen.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `Die ${institute}-Leitlinie ${guideline} empfiehlt, Erwachsene mit ADHS-Symptomen ohne Diagnose in der Kindheit zur Abklärung an eine in ADHS geschulte Fachperson für psychische Gesundheit zu überweisen.`;
