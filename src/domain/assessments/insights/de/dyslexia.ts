/** The dyslexia traits assessment's results in German, addressing the reader as Sie; see ../en/dyslexia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Lesen, Rechtschreibung und das Befolgen mündlicher Anweisungen sind für Sie wahrscheinlich einigermaßen gut zu bewältigen.',
      whatItDoesNotMean:
        'Das schließt eine Legasthenie nicht aus. Erwachsene entwickeln oft wirksame Strategien, die ein kurzer Fragebogen nicht erfasst.',
      nextStep:
        'Wenn Ihnen Lesen oder Schreiben trotzdem schwerer fallen, als Sie erwarten würden, notieren Sie sich Beispiele. Überlegen Sie, ob Sie mit einer qualifizierten Fachperson darüber sprechen möchten.',
    },
    medium: {
      whatItMeans:
        'Manche Aufgaben kosten Sie vielleicht mehr Mühe als andere Menschen, etwa schnelles Lesen, Rechtschreibung oder das Merken mündlicher Anweisungen.',
      whatItDoesNotMean:
        'Das ist keine Diagnose, und es hat nichts mit Intelligenz zu tun. Auch Müdigkeit, Stress und das Lesen in einer anderen Sprache können eine Rolle spielen.',
      nextStep:
        'Hilfsmittel wie eine Vorlesefunktion oder eine Rechtschreibprüfung können manche Aufgaben erleichtern. Wenn sich Schwierigkeiten auf Ihre Ausbildung, Ihr Studium oder Ihre Arbeit auswirken, überlegen Sie, ob Sie das fachlich abklären lassen möchten.',
    },
    high: {
      whatItMeans:
        'Lesen, Rechtschreibung, das Gliedern Ihrer Texte oder das Behalten gesprochener Informationen im Kopf kosten Sie vielleicht oft viel Mühe.',
      whatItDoesNotMean:
        'Das ist keine Diagnose, und es sagt nichts über Ihre Intelligenz aus. Nur eine qualifizierte Fachperson kann beurteilen, ob eine Legasthenie diese Erfahrungen erklärt.',
      nextStep:
        'Wenn Sie dem nachgehen möchten, kann Sie eine auf Legasthenie spezialisierte Fachperson, Ihre Hausärztin oder Ihr Hausarzt beraten. Auch Bildungseinrichtungen und Arbeitgeber können oft Unterstützung anbieten.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Sorgfältiges Prüfen',
      description:
        'Um lange Nummern abzuschreiben, brauchen Sie mehrere Versuche, und so prüfen Sie sie vielleicht schon mit Sorgfalt.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Andere Wege zu lernen',
      description:
        'Gesprochene Einzelheiten vergessen Sie schnell wieder, deshalb liegt es Ihnen vielleicht mehr, Dinge aufzuschreiben oder durch Ausprobieren zu lernen.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Eigene Lösungen',
      description:
        'Sie haben später lesen gelernt als die anderen Kinder in Ihrer Klasse, und vielleicht haben Sie seitdem eigene Wege gefunden, mit dem Lesen zurechtzukommen.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Zuhören und Sprechen',
      description:
        'Langes Lesen macht Sie müde. Zuhören und Gespräche sind deshalb vielleicht Wege zu lernen, die zu Ihnen passen.',
    },
  ],
};
