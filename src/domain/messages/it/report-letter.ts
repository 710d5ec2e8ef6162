/** The letter to the doctor in the Complete Report, in Italian; see ../en/report-letter.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'il mio medico di famiglia (Hausärztin o Hausarzt)',
    recipient: 'il suo medico di famiglia (Hausärztin o Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa (Überweisung) per un medico specialista in psichiatria e psicoterapia, per una valutazione di ${topics}, con il codice di prenotazione (Vermittlungscode) che permette al servizio appuntamenti 116117 di prenotare la visita`,
  },
  FR: {
    addressee: 'il mio medico curante registrato (médecin traitant)',
    recipient: 'il suo medico curante registrato (médecin traitant)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa, all’interno del percorso di cure coordinato (parcours de soins coordonnés), per un medico psichiatra o un’équipe che valuta gli adulti per ${topics}`,
  },
  IT: {
    addressee: 'il mio medico di base (medico di medicina generale)',
    recipient: 'il suo medico di base (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `un consiglio su quale servizio dell’azienda sanitaria locale valuta gli adulti per ${topics}, e un’impegnativa per quel servizio`,
  },
  ES: {
    addressee: 'il mio medico di famiglia (médico de familia)',
    recipient: 'il suo medico di famiglia (médico de familia)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa per il centro di salute mentale per adulti (centro de salud mental), per una valutazione di ${topics}`,
  },
  NL: {
    addressee: 'il mio medico di base (huisarts)',
    recipient: 'il suo medico di base (huisarts)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa per i servizi di salute mentale (GGZ), per una valutazione di ${topics}`,
  },
  PL: {
    addressee: 'un medico psichiatra (lekarz psychiatra) dell’NFZ',
    recipient: 'un medico psichiatra (lekarz psychiatra) dell’NFZ',
    assessmentRequest: ({ topics }) => `una valutazione di ${topics} in età adulta`,
  },
  BE: {
    addressee: 'il mio medico di base (huisarts / médecin généraliste)',
    recipient: 'il suo medico di base (huisarts / médecin généraliste)',
    assessmentRequest: ({ topics }) =>
      `un consiglio su quali servizi della mia regione valutano gli adulti per ${topics}, e un’impegnativa dove è necessaria`,
  },
  SE: {
    addressee: 'il mio centro sanitario (vårdcentral)',
    recipient: 'il suo centro sanitario (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa per una valutazione neuropsichiatrica (neuropsykiatrisk utredning) per ${topics}`,
  },
  AT: {
    addressee: 'il mio medico di base (Hausärztin o Hausarzt)',
    recipient: 'il suo medico di base (Hausärztin o Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa (Überweisung) per un medico specialista in psichiatria, per una valutazione di ${topics}`,
  },
  IE: {
    addressee: 'il mio medico di base',
    recipient: 'il suo medico di base',
    assessmentRequest: ({ topics }) =>
      `un’impegnativa per l’équipe territoriale di salute mentale per adulti dell’HSE della mia zona, per una valutazione di ${topics}`,
  },
  GB: {
    addressee: 'il mio medico di base',
    recipient: 'il suo medico di base',
    assessmentRequest: ({ topics }) => `un’impegnativa per una valutazione di ${topics} in età adulta`,
  },
};

export const letterRouteElsewhere: LetterRoute = {
  addressee: 'il mio medico',
  recipient: 'il suo medico',
  assessmentRequest: ({ topics }) =>
    `un’impegnativa per una valutazione di ${topics}, oppure un consiglio su chi valuta gli adulti qui`,
};

export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory:
    'un parere sulla possibilità che la terapia occupazionale mi aiuti con i bisogni sensoriali nella mia vita quotidiana',
  dyspraxia:
    'un’impegnativa per la fisioterapia o la terapia occupazionale, oppure un consiglio su chi può esaminare le difficoltà di coordinazione negli adulti',
  dyslexia:
    'un consiglio su dove una persona adulta può fare una valutazione per la dislessia, e su quanto costerebbe',
};

export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'autismo',
  adhd: 'ADHD',
  sensory: 'elaborazione sensoriale',
  dyspraxia: 'disprassia (DCD)',
  dyslexia: 'dislessia',
};
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} e ${second}`;

export const letterFillIn: readonly string[] = ['Nome e cognome', 'Data di nascita', 'Data'];
export const letterTo = ({ addressee }: { addressee: string }) => `A: ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `Oggetto: ${topics} in età adulta`;
export const letterOpening = 'Gentile dottoressa, gentile dottore,';
export const letterRequest = ({ request }: { request: string }) =>
  `vorrei chiederle ${request}. Nella mia vita quotidiana noto alcune delle esperienze descritte qui sotto, e apprezzerei molto la possibilità di parlarne con lei.`;
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `Per prepararmi, in data ${date} ho compilato l’autovalutazione «${assessmentName}» di Traitscope, un questionario autocompilato. Non è una diagnosi e non è uno strumento clinico validato. Le mie risposte: ${result}.`;
export const strongestAnswersIntro = 'Le mie risposte più nette:';
export const noStrongAnswers =
  'Nessuna delle mie risposte andava in modo netto verso le esperienze descritte nelle domande.';
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Da quando',
  areas: 'Dove, nella vita quotidiana',
  example: 'Con parole mie',
};
export const quotedWords = ({ words }: { words: string }) => `«${words}»`;
export const contextIsOwnAnswers =
  'Le righe qui sopra sono le mie risposte a tre domande su quando tutto questo è iniziato e in quali ambiti mi condiziona. Non sono un’anamnesi raccolta da personale sanitario.';
export const moreContextOnRequest =
  'Posso raccontarle di più su quando tutto questo è iniziato e in quali ambiti mi condiziona.';
export const fullerReportOffer =
  'Ho un report più dettagliato, con la mia risposta a ogni domanda, e una sintesi di due pagine per il personale sanitario. Posso portarli o inviarglieli.';
export const letterSignOff = 'Cordiali saluti,';

export const rightToChooseBasis = ({ right }: { right: string }) =>
  `In Inghilterra, una persona che il medico di base indirizza a un servizio specialistico di salute mentale ha il diritto, per legge, di scegliere da quale struttura essere seguita (${right}).`;
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `Con un codice di prenotazione (Vermittlungscode) sull’impegnativa, il servizio appuntamenti ${service} fissa una visita specialistica (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `Le linee guida nazionali di ${agency} sull’ADHD e sull’autismo (2022, aggiornate nel 2024) indicano che le valutazioni non dovrebbero essere rimandate, e che dovrebbero essere svolte almeno da un medico e da una psicologa o uno psicologo.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `Ai sensi della ${law}, i servizi di salute mentale (GGZ) vengono rimborsati solo dopo un’impegnativa, che il medico di base (huisarts) può rilasciare.`;
export const polishNoReferralBasis =
  'Ai sensi dell’articolo 57, comma 2, punto 7, della legge del 27 agosto 2004 sulle prestazioni sanitarie finanziate con fondi pubblici, non serve un’impegnativa per una visita psichiatrica nell’ambito dell’NFZ.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La linea guida tedesca S3 sui disturbi dello spettro autistico (${guideline}, 2016) tratta la loro diagnosi negli adulti come nei bambini.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La linea guida tedesca S3 sull’ADHD (${guideline}, 2018) tratta la sua diagnosi negli adulti come nei bambini.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `La raccomandazione della ${agency} sulla diagnosi dell’autismo negli adulti (luglio 2011) mira a migliorare il modo in cui l’autismo viene riconosciuto e diagnosticato negli adulti.`;
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `La linea guida multidisciplinare olandese sull’autismo negli adulti (${psychiatrists} e ${psychologists}, 2013) descrive come si diagnostica l’autismo negli adulti.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `La società scientifica olandese dei medici di medicina generale (${college}) afferma che la diagnosi e il trattamento dell’ADHD negli adulti sono compito dei servizi di salute mentale (GGZ).`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `Il protocollo «${protocol}» (${agency}, maggio 2026) offre per la prima volta agli adulti un percorso standardizzato verso una valutazione dell’autismo.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Secondo il documento «${model}» (${agency}, 2021), il medico di base indirizza la persona all’équipe territoriale di salute mentale per adulti per uno screening; l’équipe può poi indirizzarla a un ambulatorio ADHD per adulti.`;
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La linea guida ${guideline} del ${institute} raccomanda di considerare una valutazione per un possibile autismo negli adulti con difficoltà persistenti nell’interazione sociale o nella comunicazione, o con comportamenti rigidi e ripetitivi, insieme a difficoltà per esempio nel lavoro, nello studio o nelle relazioni.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La linea guida ${guideline} del ${institute} raccomanda che gli adulti con sintomi di ADHD e senza una diagnosi nell’infanzia siano indirizzati, per una valutazione, a personale specializzato in salute mentale e formato sull’ADHD.`;
