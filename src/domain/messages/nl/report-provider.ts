/** The Complete Report's summary for a healthcare provider, in Dutch; see ../en/report-provider.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'Een samenvatting van een vragenlijst voor zelfrapportage, ingevuld door de persoon die u deze pagina geeft. Bedoeld om een gesprek te beginnen, niet om een klinisch onderzoek te vervangen.';
export const instrumentNote =
  'Dit is een vragenlijst voor zelfrapportage in de stijl van een screening, geschreven door Traitscope. Het is geen gevalideerd diagnostisch instrument: er zijn geen gepubliceerde normen, sensitiviteit of specificiteit, en de drie niveaus zijn beschrijvende indelingen, geen klinische afkappunten. De items zijn zelfstandig geschreven; sommige vragen noodzakelijkerwijs naar dezelfde ervaringen als items van de AQ, de RAADS-R en de SPQ.';
export const scoringNote =
  'Elk item wordt beantwoord op een vijfpuntsschaal van instemming (0 “Helemaal oneens” tot 4 “Helemaal eens”). Omgekeerd gescoorde items krijgen als score 4 min het antwoord. De uitkomst per construct is de gemiddelde itemscore, van 0 tot 4.';
export const notesPrompt = 'Waar ik over wil praten';

export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Sinds wanneer',
  areas: 'Waar in het dagelijks leven',
  example: 'In eigen woorden',
};
export const contextNotGiven = 'niet ingevuld';
export const quotedWords = ({ words }: { words: string }) => `“${words}”`;
export const contextNote =
  'De eigen antwoorden van de persoon op drie optionele vragen, geciteerd zoals gegeven: geen anamnese die een zorgverlener heeft afgenomen. Richtlijnen voor klinisch onderzoek bij volwassenen vragen naar dezelfde punten: wanneer de moeilijkheden begonnen, waar in het dagelijks leven ze zich tonen en hoeveel invloed ze daarop hebben (bijvoorbeeld NICE CG142 voor autisme, NICE NG87 voor ADHD).';

export const sharedItemsNote =
  'emoties, overbelasting, herstel: niet ingedeeld in een niveau, omdat ze algemene spanning weerspiegelen';
export const totalNote = 'de som van alle items';

export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, voor de voorgeschiedenis in de kindertijd`;

export const completedLabel = 'Ingevuld';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} items), ${date}`;
export const profileLabel = 'Profiel';
export const totalScoreLabel = 'Totaalscore';
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} van ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Gedeelde items ${score} van ${max}`;
