/** The Complete Report's summary for a healthcare provider, in German; see ../en/report-provider.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'Eine Zusammenfassung eines Fragebogens zur Selbstauskunft, ausgefüllt von der Person, die Ihnen diese Seite gibt: als Einstieg in ein Gespräch, nicht als Ersatz für eine klinische Abklärung.';
export const instrumentNote =
  'Dies ist ein Fragebogen zur Selbstauskunft im Stil eines Screenings, verfasst von Traitscope. Er ist kein validiertes diagnostisches Instrument: Es gibt für ihn keine veröffentlichten Normen und keine veröffentlichte Sensitivität oder Spezifität, und seine drei Bereiche sind beschreibende Abstufungen, keine klinischen Grenzwerte. Seine Items wurden unabhängig formuliert; einige fragen zwangsläufig nach denselben Erfahrungen wie Items des AQ, des RAADS-R und des SPQ.';
export const scoringNote =
  'Jedes Item wird auf einer fünfstufigen Zustimmungsskala beantwortet (0 „Stimme gar nicht zu“ bis 4 „Stimme voll zu“). Umgekehrt gepolte Items werden als 4 minus die Antwort gewertet. Die Ergebnisse je Konstrukt sind der mittlere Item-Wert von 0 bis 4.';
export const notesPrompt = 'Worüber ich sprechen möchte';

export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Seit wann',
  areas: 'Wo im Alltag',
  example: 'In ihren Worten',
};
export const contextNotGiven = 'nicht angegeben';
export const quotedWords = ({ words }: { words: string }) => `„${words}“`;
export const contextNote =
  'Die eigenen Antworten der Person auf drei freiwillige Fragen, so zitiert, wie sie gegeben wurden: keine Anamnese, die eine Fachperson erhoben hat. Leitlinien zur Abklärung bei Erwachsenen fragen nach denselben Punkten: wann die Schwierigkeiten begannen, wo im Alltag sie sich zeigen und wie stark sie ihn beeinträchtigen (zum Beispiel NICE CG142 für Autismus, NICE NG87 für ADHS).';

export const sharedItemsNote =
  'Gefühle, Überlastung, Erholung: keinem Bereich zugeordnet, da sie allgemeine Belastung widerspiegeln';
export const totalNote = 'die Summe aller Items';

export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, zur Kindheitsanamnese`;

export const completedLabel = 'Ausgefüllt';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} Items), ${date}`;
export const profileLabel = 'Profil';
export const totalScoreLabel = 'Gesamtpunktzahl';
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} von ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Gemeinsame Items ${score} von ${max}`;
