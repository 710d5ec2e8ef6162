/** The Complete Report's own words in German; see ../en/report.ts. */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'Dieser Bericht ist keine Diagnose. Er beschreibt Ihre Antworten auf einen Fragebogen zur Selbsteinschätzung, zu Ihrer eigenen Information. Nur eine qualifizierte medizinische Fachperson kann Autismus, ADHS, Dyspraxie, Legasthenie oder eine andere Erkrankung beurteilen und diagnostizieren.';

export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'Ihre Ergebnisse auf einen Blick',
  meaning: 'Was Ihr Ergebnis bedeutet',
  constructs: 'Ihre Ergebnisse nach Themen',
  snapshot: 'Ihre Antworten, Frage für Frage',
  strengths: 'Ihre Stärken',
  strategies: 'Praktische Strategien',
  resources: 'Organisationen, die helfen können',
  referral: 'Wie Sie eine fachliche Abklärung erhalten',
  provider: 'Zusammenfassung für Ihre behandelnde Fachperson',
  letter: 'Ein Brief für Ihre Ärztin oder Ihren Arzt',
  'work-note': 'Eine Notiz für Arbeit oder Studium',
  'next-steps': 'Nächste Schritte',
  appendix: 'Anhang: weitere Länder',
};

export const sectionNumber = ({ number }: { number: number }) => `Abschnitt ${number}`;

export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope – vollständiger Bericht: ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Bericht zur Selbsteinschätzung „${assessment}“, ausgefüllt am ${date}. Keine Diagnose.`;

export const howToUseInAnyOrder =
  'Lesen Sie ihn in beliebiger Reihenfolge, einen Abschnitt nach dem anderen. Sie müssen nicht alles auf einmal aufnehmen.';
export const howToUseWhatResultsSay =
  'Die Ergebnisse beschreiben, wie viele der erfragten Erfahrungen sich in Ihren Antworten widerspiegeln. Sie sagen nichts über Ihren Wert, Ihre Intelligenz oder Ihr Potenzial aus.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `Nehmen Sie zu einem Termin den ganzen Bericht mit oder nur die Seiten ${first} und ${second}: Sie fassen Ihr Ergebnis und Ihre Antworten für eine medizinische Fachperson zusammen.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `Seite ${page} ist ein Brief an ${recipient}, fertig zum Unterschreiben. Er ist der E-Mail außerdem als eigene PDF-Datei angehängt, sodass Sie ihn einzeln ausdrucken können.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `Seite ${page} ist eine Notiz, die Sie einem Arbeitgeber oder einer Bildungseinrichtung geben können, wenn Sie das möchten: was Ihnen schwerer fällt und was helfen könnte, ohne eine Diagnose zu nennen.`;

export const overallScoreTitle = 'Ihre Gesamtpunktzahl';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Jeder Balken umfasst alle möglichen Punktzahlen; die Markierung zeigt, wo Ihre liegt. ${howToReadTheBands}`;

export const constructExplanation =
  'Jedes Thema fasst die Fragen zusammen, die nach einer Art von Erfahrung fragen. Der Balken zeigt Ihre durchschnittliche Antwort für dieses Thema, von 0 bis 4; eine höhere Zahl bedeutet, dass Sie mehr dieser Erfahrungen wiedererkannt haben. Umgekehrt gewertete Fragen werden in die andere Richtung gezählt.';

export const snapshotExplanation =
  'Hier finden Sie jede Aussage in der Reihenfolge, in der Sie sie gesehen haben, mit der Antwort, die Sie gewählt haben. Fragen mit dem Vermerk „umgekehrt gewertet“ sind so formuliert, dass Zustimmung weniger der erfragten Merkmale bedeutet; sie zählen 4 minus Ihre Antwort.';
export const notAnswered = 'Nicht beantwortet';

export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} dieser Erfahrungen`;

export const strengthsIntro =
  'Merkmale, die in manchen Situationen Kraft kosten, gehen in anderen oft mit echten Stärken einher. Diese Stärken legen Ihre Antworten nahe; Sie wissen selbst am besten, welche davon auf Sie zutreffen.';

export const strategiesIntro =
  'Diese Ideen stammen aus der Forschung und aus der Erfahrung neurodivergenter Erwachsener. Sie müssen nicht alle ausprobieren: Wählen Sie ein oder zwei aus, die Ihnen machbar erscheinen, und passen Sie sie an Ihr Leben an.';
export const strategiesChosenNote =
  'Sie sind für die Themen ausgewählt, in denen Ihre Antworten am höchsten waren, und bei jedem Thema steht eine Ihrer Antworten, die dazu geführt hat.';
export const strategiesToppedUpNote = `${strategiesChosenNote} Am Ende folgen einige allgemeine Ideen, die viele Menschen hilfreich finden.`;
export const strategiesGeneralNote =
  'Ihre Antworten neigten in keinem Thema zu den dort erfragten Erfahrungen. Deshalb finden Sie hier allgemeine Ideen, die viele Menschen hilfreich finden.';
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Weil Sie auf „${statement}“ mit „${answer}“ geantwortet haben`;
export const moreIdeasHeading = 'Weitere Ideen zum Ausprobieren';
export const startingIdeasHeading = 'Ideen für den Anfang';

export const retestTitle = 'Was sich seit Ihrem früheren Durchgang verändert hat';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `Sie haben diese Selbsteinschätzung schon einmal ausgefüllt, am ${earlier}, mit denselben Fragen. Hier sehen Sie Ihre Antworten vom ${date} im Vergleich dazu.`;
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'Eine Antwort hat', other: `${count} Antworten haben` }, 'de')} sich um zwei Stufen oder mehr verändert:`;

export const appendixIntro =
  'Dieser Anhang nennt die Organisationen und Wege zur Abklärung in den anderen Ländern, die dieser Bericht abdeckt: für den Fall, dass Sie umziehen oder jemandem helfen möchten, der anderswo lebt.';

export const aboutThisReport =
  'Die Fragebögen von Traitscope sind für Erwachsene geschrieben und beruhen auf veröffentlichter Forschung zu den jeweiligen Merkmalen. Sie sind jedoch in unseren eigenen Worten formuliert und wurden nicht als diagnostische Instrumente validiert. Ihre Antworten können von Ihrer Stimmung, von Stress, Müdigkeit und den Strategien geprägt sein, die Sie bereits nutzen. Eine fachliche Abklärung betrachtet Ihre gesamte Vorgeschichte und auch andere mögliche Erklärungen.';

export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, aktualisiert ${updated}`;
export const dyspraxiaOverviewAbout =
  'wie sich Dyspraxie bei Erwachsenen auf die Arbeit auswirken kann und was dabei helfen kann';
export const movementMattersAbout = 'der britische Dachverband für DCD/Dyspraxie';
export const employerLeaflet = 'ein Informationsblatt für Arbeitgeber';
export const edaMembers = '40 Mitgliedsorganisationen in 24 europäischen Ländern';

export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Aufmerksamkeit und Fokus',
  'Attention and follow-through': 'Aufmerksamkeit und Durchhalten',
  'Body signals': 'Körpersignale',
  'Childhood experience': 'Erfahrungen in der Kindheit',
  'Coordination and balance': 'Koordination und Gleichgewicht',
  'Detail and senses': 'Details und Sinne',
  'Detail focus': 'Blick für Details',
  'Emotional regulation': 'Umgang mit Gefühlen',
  'Fine motor skills': 'Feinmotorik',
  'Focused interests': 'Intensive Interessen',
  'Follow-through': 'Dinge zu Ende bringen',
  'Getting organised': 'Sich organisieren',
  Impulsivity: 'Impulsivität',
  'Literal language': 'Wörtliches Sprachverständnis',
  'Organisation and memory': 'Organisation und Gedächtnis',
  'Overload and recovery': 'Überlastung und Erholung',
  Reading: 'Lesen',
  Restlessness: 'Unruhe',
  'Routine and change': 'Routinen und Veränderungen',
  'School experience': 'Erfahrungen in der Schule',
  'Sensation seeking': 'Suche nach Sinnesreizen',
  'Sensory experiences': 'Sinneserfahrungen',
  'Sensory sensitivity': 'Sinnesempfindlichkeit',
  'Social communication': 'Soziale Kommunikation',
  'Social intuition': 'Soziales Gespür',
  'Social masking': 'Soziales Maskieren',
  'Sounds and sequences': 'Laute und Abfolgen',
  'Spatial judgement': 'Räumliches Einschätzen',
  'Spelling and writing': 'Rechtschreibung und Schreiben',
  'Verbal memory': 'Sprachliches Gedächtnis',
};
