/** The home page below its first screen in German; see ../en/home-sections.ts. */
export const chooseTitle = 'Wählen Sie Ihre Selbsteinschätzung';
export const chooseLead =
  'Sechs kurze Fragebögen, jeder für Erwachsene geschrieben. Wählen Sie den, der zu dem passt, was Sie erkunden möchten.';
export const researchBased = 'Forschungsbasiert';
export const researchBasedLabel = 'Forschungsbasiert: worauf die Fragen beruhen';
export const questionCount = ({ count }: { count: number }) => `${count} Fragen`;
export const startAssessment = 'Selbsteinschätzung starten';
export const startAssessmentFor = ({ name }: { name: string }) => `: ${name}`;

export const howTitle = 'So funktioniert es';
export const stepTakeTitle = 'Fragen beantworten';
export const stepTakeText =
  'Sie beantworten kurze Aussagen über Ihren Alltag, eine nach der anderen, in Ihrem eigenen Tempo.';
export const stepInsightsTitle = 'Erste Einblicke erhalten';
export const stepInsightsText =
  'Sie sehen Ihre kostenlosen ersten Einblicke sofort: was Ihre Antworten nahelegen und was nicht.';
export const stepReportTitle = 'Ausführlichen Bericht erhalten';
export const stepReportText =
  'Wenn Sie mehr möchten, geht der vollständige Bericht Ihre Antworten im Detail durch, mit Strategien und Anlaufstellen.';

export const basisTitle = 'Worauf die Fragen beruhen';
export const basisExperiences =
  'Jede Aussage fragt nach einer alltäglichen Erfahrung, die die Forschung mit bestimmten Merkmalen verbindet, etwa Unterschiede in der Reizverarbeitung bei Autismus, Unruhe bei ADHS, Koordination bei Dyspraxie oder das Lesen bei Legasthenie.';
export const basisSources =
  'Um diese Erfahrungen auszuwählen, haben wir veröffentlichte Studien und Fragebögen herangezogen, die Fachleute in der Diagnostik verwenden, etwa den AQ und den RAADS-R für Autismus, den ASRS für ADHS, das Adolescent/Adult Sensory Profile, die Adult DCD/Dyspraxia Checklist und Checklisten zur Legasthenie bei Erwachsenen. Die Aussagen sind unsere eigenen Formulierungen, keine Kopien dieser Fragebögen. Einige sind umgekehrt formuliert, damit Zustimmung zu allem keinen hohen Wert ergibt.';
export const basisLimits =
  'Unsere Selbsteinschätzungen sind kein validiertes Instrument. Sie wurden nicht mit Diagnosen abgeglichen, daher kann ein Ergebnis nicht zeigen, ob eine Diagnose zutrifft. Es zeigt, wie viele der erfragten Erfahrungen Sie bei sich wiedererkennen.';

export const disclaimerTitle = 'Wichtiger Hinweis';
export const disclaimerText =
  'Diese Selbsteinschätzungen sind keine Diagnoseinstrumente. Sie helfen Ihnen, über Ihre Merkmale nachzudenken und ein Gespräch mit einer qualifizierten medizinischen Fachperson vorzubereiten, die als Einzige eine Diagnose stellen kann.';

export const storiesBadge = 'Beispielgeschichten';
export const storiesTitle = 'Warum jahrelang auf Klarheit warten?';
export const storiesLead =
  'Auf eine Diagnostik im Erwachsenenalter wartet man im öffentlichen Gesundheitswesen oft 2 bis 3 Jahre, und eine private Diagnostik kann 1.500 bis 2.500 € kosten. Eine Selbsteinschätzung ersetzt beides nicht, kann Ihnen aber helfen, sich in der Wartezeit besser zu verstehen.';
export const storiesNote =
  'Dies sind keine Bewertungen echter Nutzerinnen und Nutzer. Wir haben sie aus Erfahrungen geschrieben, die Erwachsene häufig beschreiben, und die Namen sind erfunden.';
export const trustNoRegistry = 'Kein Eintrag in Akten';
export const trustLateDiagnosis = 'Offen für späte Diagnosen';
export const trustSkipWaiting = 'Ohne lange Wartelisten';
export const carouselLabel = 'Beispielgeschichten';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} von ${count}`;
export const previousStory = 'Vorherige Geschichte';
export const nextStory = 'Nächste Geschichte';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Geschichten ${first} bis ${last} zeigen`;
export const pause = 'Anhalten';
export const play = 'Abspielen';
export const automaticChanges = ': automatischer Wechsel';

/** Each story's words by its id, and the topic its badge names. */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Grafikdesignerin',
    text: 'Jahrelang dachte ich, ich müsste mich nur mehr anstrengen. Meine Antworten geordnet vor mir zu sehen, gab mir Worte für das, was ich bemerkt hatte, und einen ruhigen Weg, ein Gespräch mit meiner Ärztin zu beginnen.',
    topic: 'ADHS',
  },
  'testimonial-2': {
    role: 'Softwareentwickler',
    text: 'Ich war 41, als ich mich zum ersten Mal fragte, ob ich autistisch bin. Die Fragen waren respektvoll, und die Ergebnisse halfen mir, vor meinem Termin Beispiele aufzuschreiben.',
    topic: 'Autismus',
  },
  'testimonial-3': {
    role: 'Grundschullehrerin',
    text: 'Ich wusste immer, dass volle Räume mich erschöpfen, konnte es aber nie erklären. Die Ergebnisse zur Reizverarbeitung halfen mir, meine Vorgesetzte um einen ruhigeren Arbeitsplatz zu bitten.',
    topic: 'Reizverarbeitung',
  },
  'testimonial-4': {
    role: 'Studentin',
    text: 'Lesen hat bei mir schon immer länger gedauert. Der Bericht hat mich auf Hilfsmittel gebracht, die ich noch nicht kannte, und seit ich mir meine Studientexte anhöre, ist das Lernen weniger ermüdend.',
    topic: 'Legasthenie',
  },
  'testimonial-5': {
    role: 'Projektmanager',
    text: 'Planung und Fristen fühlten sich immer wie ein Kampf an. Meine Muster zu verstehen, half mir, Erinnerungen und Routinen einzurichten, die zu meiner Arbeitsweise passen.',
    topic: 'Exekutive Funktionen',
  },
  'testimonial-6': {
    role: 'Pflegefachfrau',
    text: 'Von Anfang an war klar, dass dies keine Diagnose ist. Es gab mir einen hilfreichen Ausgangspunkt und eine Liste von Fragen, die ich einer Fachperson stellen konnte.',
    topic: 'ADHS',
  },
};
