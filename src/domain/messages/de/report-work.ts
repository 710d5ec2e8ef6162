/** The note for work or study in the Complete Report, in German; see ../en/report-work.ts. */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Bei Lärm, Unterbrechungen oder mehreren Aufgaben gleichzeitig konzentriert bleiben',
  organisation: 'Planen, an Aufgaben denken und Fristen einhalten',
  restlessness: 'Lange still sitzen und innehalten, bevor ich handle',
  social: 'Ungeschriebene soziale Regeln und Sprache, die nicht wörtlich gemeint ist',
  routine: 'Plötzliche Änderungen von Plänen, Aufgaben oder Orten',
  sensory: 'Lärm, helles Licht und belebte Orte, und die Zeit, die ich brauche, um mich davon zu erholen',
  movement: 'Schreiben mit der Hand, feine Bewegungen und Koordination',
  reading: 'Lesen, richtig schreiben und mir merken, was gesagt wurde',
  wellbeing: 'Früh bemerken, wenn mir alles zu viel wird, und wieder zur Ruhe kommen',
};

export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'Ein ruhigerer Arbeitsplatz oder ein Platz abseits von belebten Bereichen.',
  headphones: 'Kopfhörer mit Geräuschunterdrückung.',
  'one-task-at-a-time': 'Eine Aufgabe nach der anderen, mit geschützter Zeit ohne Unterbrechungen.',
  'written-instructions':
    'Kurze schriftliche Anweisungen, die ich behalten und nachlesen kann, mit Zeitplänen oder visuellen Plänen.',
  'smaller-steps': 'Größere Arbeiten in kleinere Schritte aufgeteilt.',
  'clear-deadlines': 'Genaue Angaben, was bis wann gebraucht wird, statt vager Zeitangaben.',
  'movement-breaks': 'Regelmäßige kurze Pausen, auch um mich zu bewegen.',
  'varied-tasks': 'Routineaufgaben im Wechsel mit anregenderen Aufgaben.',
  'flexible-hours': 'Flexible Arbeitszeiten, damit zusätzliche Pausen möglich sind.',
  'literal-language':
    'Klare, wörtlich gemeinte Sprache, ohne Redewendungen, Fachjargon oder Abkürzungen, die man erst entschlüsseln muss.',
  'written-messages': 'Wenn möglich schriftliche Nachrichten statt unangekündigter Anrufe.',
  'eye-contact': 'Verständnis dafür, dass wenig Blickkontakt nicht bedeutet, dass ich nicht zuhöre.',
  'advance-notice': 'Änderungen im Voraus angekündigt, mit Angaben dazu, was geschehen wird und wann.',
  'structured-day': 'Ein strukturierter Tag mit festen Arbeitszeiten statt wechselnder Schichten.',
  'meeting-agendas': 'Besprechungen im Voraus angekündigt, wenn möglich mit einer Tagesordnung.',
  'quieter-workplace': 'Ein Arbeitsplatz in einem ruhigeren oder weniger hellen Bereich.',
  'softer-lighting': 'Sanfteres Licht, zum Beispiel gedimmte Deckenbeleuchtung.',
  'recovery-space': 'Ein ruhiger Ort zum Erholen und zusätzliche Pausen, wenn es zu viel wird.',
  typing: 'Tippen statt Schreiben mit der Hand, mit Rechtschreibprüfung oder Spracherkennung.',
  'ergonomic-tools': 'Eine ergonomische Tastatur, eine langsamer eingestellte Maus und Tastenkürzel.',
  'notes-and-templates': 'Notizen oder Vorlagen, damit ich nicht schnell mitschreiben muss.',
  'extra-time': 'Mehr Zeit für Lese- und Schreibaufgaben.',
  'speech-software': 'Software, die Text vorliest und Gesprochenes in Text umwandelt.',
  'key-points-in-writing':
    'Die wichtigsten Punkte schriftlich und im Gespräch, und jemand anderes schreibt das Protokoll.',
  'rest-breaks': 'Zusätzliche Pausen zum Ausruhen, wenn ich sie brauche.',
  'decompress-space': 'Ein ruhiger Ort, um abzuschalten.',
  'agreed-communication':
    'Eine vereinbarte Kommunikationsweise, die ich bevorzuge, und Arbeit, die in kurzfristige Aufgaben aufgeteilt ist.',
};

export const equalityActAdjustments = ({ act }: { act: string }) =>
  `In England, Schottland und Wales verlangt der ${act} von Arbeitgebern, Colleges und Hochschulen angemessene Anpassungen, wenn ein Mensch mit Behinderung sonst erheblich benachteiligt wäre, ohne Kosten für diese Person.`;
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} weist darauf hin, dass Beschäftigte keine Diagnose brauchen, um geschützt zu sein, und dass Arbeitgeber Unterstützung anbieten sollten, auch angemessene Anpassungen, ob eine Diagnose vorliegt oder nicht.`;
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `In Irland verlangen die ${acts} von Arbeitgebern „geeignete Maßnahmen“ für Menschen mit Behinderung, etwa flexible Arbeitszeiten, sofern dies keine unverhältnismäßige Belastung wäre.`;
export const euReasonableAccommodation =
  'In der gesamten EU verlangt die Gleichbehandlungsrahmenrichtlinie (2000/78/EG, Artikel 5), so wie das Recht des jeweiligen Landes sie umsetzt, dass Arbeitgeber für Menschen mit Behinderung angemessene Vorkehrungen treffen, bei der Arbeit und in der Ausbildung, sofern dies keine unverhältnismäßige Belastung wäre.';

export const workNoteFillIn: readonly string[] = ['Name', 'Datum'];
export const workNoteAddressee = 'An meinen Arbeitgeber, meine Führungskraft oder meine Bildungseinrichtung';
export const workNoteIntro = ({ date }: { date: string }) =>
  `Ich möchte einige Dinge erklären, die mir bei der Arbeit oder im Studium schwerer fallen, und was mir hilft. Das beruht auf einem Fragebogen zur Selbsteinschätzung, den ich am ${date} ausgefüllt habe. Es ist keine Diagnose, und ich teile Ihnen auch keine mit.`;
export const workNoteAreasIntro =
  'Was mir schwerer fällt, jeweils mit einer meiner Antworten, und Änderungen, die helfen könnten:';
export const workNoteClosing: readonly string[] = [
  'Ich würde gern mit Ihnen besprechen, welche dieser Änderungen hier passen würden, sie eine Zeit lang ausprobieren und dann gemeinsam überprüfen.',
];
export const workNoteSignOff = 'Vielen Dank und freundliche Grüße';
