import type { AssessmentType } from '../../assessments/assessment-types.ts';

/** Each assessment as visitors read of it, in German (see ../en/catalogue.ts). */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Umfassende neurodivergente Merkmale',
    shortName: 'AuDHS-Merkmale',
    description:
      'Betrachtet autistische und ADHS-bezogene Merkmale gemeinsam, auch die Erfahrungen, die beide teilen. Ein guter Einstieg, wenn Sie nicht sicher sind, welche Selbsteinschätzung passt.',
    duration: '10–15 Min.',
  },
  asd: {
    name: 'Merkmale aus dem Autismus-Spektrum',
    shortName: 'Autismus-Merkmale',
    description:
      'Betrachtet soziale Kommunikation, Routinen, Sinneserfahrungen und fokussierte Interessen. Für Erwachsene geschrieben, auch für diejenigen, die maskieren.',
    duration: '10–15 Min.',
  },
  adhd: {
    name: 'Merkmale von Aufmerksamkeit und Fokus',
    shortName: 'ADHS-Merkmale',
    description: 'Betrachtet Aufmerksamkeit, Organisation, Unruhe und Impulsivität im Alltag Erwachsener.',
    duration: '5–10 Min.',
  },
  spd: {
    name: 'Merkmale einer sensorischen Verarbeitungsstörung',
    shortName: 'Sensorische Verarbeitung',
    description:
      'Betrachtet, wie Sie auf Geräusche, Licht, Berührung, Gerüche und belebte Orte reagieren und was Ihnen hilft, sich zu erholen.',
    duration: '5–10 Min.',
  },
  dyspraxia: {
    name: 'Dyspraxie-Merkmale',
    shortName: 'Dyspraxie',
    description:
      'Betrachtet Koordination, Feinmotorik der Hände, das Einschätzen von Abständen und die Organisation im Alltag.',
    duration: '5–10 Min.',
  },
  dyslexia: {
    name: 'Merkmale von Lesen und Verarbeitung',
    shortName: 'Legasthenie',
    description:
      'Betrachtet Lesen, Rechtschreibung, Schreiben und das Behalten gesprochener Informationen im Kopf.',
    duration: '5–10 Min.',
  },
};
