/** The letter to the doctor in the Complete Report, in Dutch; see ../en/report-letter.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'mijn huisarts (Hausärztin of Hausarzt)',
    recipient: 'uw huisarts (Hausärztin of Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `een verwijzing (Überweisung) naar een specialist in psychiatrie en psychotherapie voor een onderzoek naar ${topics}, met de boekingscode (Vermittlungscode) waarmee de afsprakendienst 116117 de afspraak kan maken`,
  },
  FR: {
    addressee: 'mijn vaste huisarts (médecin traitant)',
    recipient: 'uw vaste huisarts (médecin traitant)',
    assessmentRequest: ({ topics }) =>
      `een verwijzing binnen het gecoördineerde zorgtraject (parcours de soins coordonnés) naar een psychiater of naar een team dat bij volwassenen onderzoek doet naar ${topics}`,
  },
  IT: {
    addressee: 'mijn huisarts (medico di medicina generale)',
    recipient: 'uw huisarts (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `uw advies over welke dienst van de lokale gezondheidsautoriteit bij volwassenen onderzoek doet naar ${topics}, en om een verwijzing daarheen`,
  },
  ES: {
    addressee: 'mijn huisarts (médico de familia)',
    recipient: 'uw huisarts (médico de familia)',
    assessmentRequest: ({ topics }) =>
      `een verwijzing naar het ggz-centrum voor volwassenen (centro de salud mental) voor een onderzoek naar ${topics}`,
  },
  NL: {
    addressee: 'mijn huisarts',
    recipient: 'uw huisarts',
    assessmentRequest: ({ topics }) =>
      `een verwijzing naar de geestelijke gezondheidszorg (ggz) voor een onderzoek naar ${topics}`,
  },
  PL: {
    addressee: 'een psychiater (lekarz psychiatra) binnen het NFZ',
    recipient: 'een psychiater (lekarz psychiatra) binnen het NFZ',
    assessmentRequest: ({ topics }) => `een onderzoek naar ${topics} bij volwassenen`,
  },
  BE: {
    addressee: 'mijn huisarts (médecin généraliste)',
    recipient: 'uw huisarts (médecin généraliste)',
    assessmentRequest: ({ topics }) =>
      `uw advies over welke diensten in mijn regio bij volwassenen onderzoek doen naar ${topics}, en om een verwijzing als die nodig is`,
  },
  SE: {
    addressee: 'mijn gezondheidscentrum (vårdcentral)',
    recipient: 'uw gezondheidscentrum (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `een verwijzing voor een neuropsychiatrisch onderzoek (neuropsykiatrisk utredning) naar ${topics}`,
  },
  AT: {
    addressee: 'mijn huisarts (Hausärztin of Hausarzt)',
    recipient: 'uw huisarts (Hausärztin of Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `een verwijzing (Überweisung) naar een specialist in psychiatrie voor een onderzoek naar ${topics}`,
  },
  IE: {
    addressee: 'mijn huisarts',
    recipient: 'uw huisarts',
    assessmentRequest: ({ topics }) =>
      `een verwijzing naar het lokale ggz-team voor volwassenen van de HSE voor een onderzoek naar ${topics}`,
  },
  GB: {
    addressee: 'mijn huisarts',
    recipient: 'uw huisarts',
    assessmentRequest: ({ topics }) => `een verwijzing voor een onderzoek naar ${topics} bij volwassenen`,
  },
};

export const letterRouteElsewhere: LetterRoute = {
  addressee: 'mijn arts',
  recipient: 'uw arts',
  assessmentRequest: ({ topics }) =>
    `een verwijzing voor een onderzoek naar ${topics}, of om uw advies over wie hier volwassenen onderzoekt`,
};

export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory:
    'uw advies of een ergotherapeut mij kan helpen met wat ik in mijn dagelijks leven nodig heb rond prikkels',
  dyspraxia:
    'een verwijzing naar een fysiotherapeut of ergotherapeut, of om uw advies over wie bij volwassenen naar coördinatieproblemen kan kijken',
  dyslexia:
    'uw advies over waar volwassenen een onderzoek naar dyslexie kunnen krijgen, en wat dat zou kosten',
};

export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'autisme',
  adhd: 'ADHD',
  sensory: 'prikkelverwerking',
  dyspraxia: 'dyspraxie (DCD)',
  dyslexia: 'dyslexie',
};
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} en ${second}`;

export const letterFillIn: readonly string[] = ['Naam', 'Geboortedatum', 'Datum'];
export const letterTo = ({ addressee }: { addressee: string }) => `Aan ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `Betreft: ${topics} op volwassen leeftijd`;
export const letterOpening = 'Geachte dokter,';
export const letterRequest = ({ request }: { request: string }) =>
  `Ik wil u graag vragen om ${request}. Sommige van de ervaringen hieronder merk ik in mijn dagelijks leven. Ik zou het op prijs stellen als ik ze met u kan bespreken.`;
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `Ter voorbereiding heb ik op ${date} de zelfinschatting “${assessmentName}” van Traitscope ingevuld, een zelfrapportagevragenlijst. Dit is geen diagnose en geen gevalideerd klinisch instrument. Mijn antwoorden: ${result}.`;
export const strongestAnswersIntro = 'Mijn sterkste antwoorden:';
export const noStrongAnswers =
  'Geen van mijn antwoorden neigde sterk naar de ervaringen waarnaar werd gevraagd.';
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Sinds wanneer',
  areas: 'Waar in het dagelijks leven',
  example: 'In mijn eigen woorden',
};
export const quotedWords = ({ words }: { words: string }) => `“${words}”`;
export const contextIsOwnAnswers =
  'De regels hierboven zijn mijn eigen antwoorden op drie vragen over wanneer dit begon en waar ik het merk. Het is geen anamnese die een zorgverlener heeft afgenomen.';
export const moreContextOnRequest = 'Ik kan u meer vertellen over wanneer dit begon en waar ik het merk.';
export const fullerReportOffer =
  'Ik heb een uitgebreider rapport met mijn antwoord op elke vraag, en een samenvatting van twee pagina’s voor zorgverleners. Die kan ik meenemen of opsturen.';
export const letterSignOff = 'Met vriendelijke groet,';

export const rightToChooseBasis = ({ right }: { right: string }) =>
  `In Engeland hebben patiënten die door hun huisarts naar een ggz-specialist worden verwezen, het wettelijke recht om te kiezen welke aanbieder hen behandelt (${right}).`;
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `Met een boekingscode (Vermittlungscode) op een verwijzing regelt de afsprakendienst ${service} een afspraak bij een specialist (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `De nationale richtlijnen van ${agency} voor ADHD en autisme (2022, bijgewerkt in 2024) zeggen dat een onderzoek niet mag worden uitgesteld, en dat er minstens een arts en een psycholoog aan moeten meewerken.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `Volgens de ${law} wordt geestelijke gezondheidszorg (ggz) alleen vergoed na een verwijzing. De huisarts kan die verwijzing geven.`;
export const polishNoReferralBasis =
  'Volgens artikel 57, lid 2, punt 7, van de wet van 27 augustus 2004 over door de overheid gefinancierde gezondheidszorg is geen verwijzing nodig om naar een psychiater binnen het NFZ te gaan.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `De Duitse S3-richtlijn over autismespectrumstoornissen (${guideline}, 2016) behandelt de diagnostiek zowel bij volwassenen als bij kinderen.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `De Duitse S3-richtlijn over ADHD (${guideline}, 2018) behandelt de diagnostiek zowel bij volwassenen als bij kinderen.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `De aanbeveling van de ${agency} over de diagnostiek van autisme bij volwassenen (juli 2011) wil verbeteren hoe autisme bij volwassenen wordt herkend en vastgesteld.`;
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `De Nederlandse multidisciplinaire richtlijn over autisme bij volwassenen (${psychiatrists} en ${psychologists}, 2013) beschrijft hoe autisme bij volwassenen wordt vastgesteld.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `Het Nederlands Huisartsen Genootschap (${college}) stelt dat de diagnostiek en behandeling van ADHD bij volwassenen thuishoren in de geestelijke gezondheidszorg (ggz).`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `Het ${protocol} van de ${agency} (mei 2026) geeft volwassenen voor het eerst een vaste route naar een onderzoek naar autisme.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Volgens het ${model} van de ${agency} (2021) verwijst een huisarts naar het lokale ggz-team voor volwassenen voor een screening. Dat team kan doorverwijzen naar een ADHD-polikliniek voor volwassenen.`;
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `De ${institute}-richtlijn ${guideline} raadt aan om een onderzoek naar mogelijk autisme te overwegen bij volwassenen met aanhoudende moeite in sociaal contact of communicatie, of met star en herhalend gedrag, samen met problemen op bijvoorbeeld het werk, in een opleiding of in relaties.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `De ${institute}-richtlijn ${guideline} raadt aan om volwassenen met ADHD-symptomen en zonder diagnose in de kindertijd voor onderzoek te verwijzen naar een ggz-specialist die is opgeleid in ADHD.`;
