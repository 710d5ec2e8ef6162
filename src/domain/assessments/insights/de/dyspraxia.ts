/** The dyspraxia traits assessment's results in German, addressing the reader as Sie; see ../en/dyspraxia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Alltägliche körperliche Aufgaben, etwa mit der Hand zu schreiben, sich fortzubewegen oder neue Bewegungen zu lernen, sind für Sie wahrscheinlich einigermaßen gut zu bewältigen.',
      whatItDoesNotMean:
        'Das schließt Unterschiede in der Koordination nicht aus. Viele Erwachsene haben Strategien entwickelt, durch die Schwierigkeiten weniger sichtbar werden.',
      nextStep:
        'Wenn Ihnen manche körperlichen Aufgaben trotzdem schwerer vorkommen, als es sein müsste, notieren Sie sich konkrete Beispiele und besprechen Sie sie mit einer qualifizierten Fachperson.',
    },
    medium: {
      whatItMeans:
        'Für manche Aufgaben brauchen Sie vielleicht mehr Kraft oder Übung als andere Menschen, etwa für die Feinmotorik der Hände, das Gleichgewicht, das Einschätzen von Abständen oder die Organisation im Alltag.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Müdigkeit, Stress und andere gesundheitliche Faktoren können die Koordination ebenfalls beeinflussen.',
      nextStep:
        'Achten Sie darauf, welche Aufgaben Ihnen schon seit der Kindheit schwerer fallen. Wenn sie sich auf Ihren Alltag auswirken, überlegen Sie, ob Sie mit Ihrer Hausärztin, Ihrem Hausarzt oder einer Fachperson für Ergotherapie sprechen möchten.',
    },
    high: {
      whatItMeans:
        'Alltägliche körperliche Aufgaben, das Lernen neuer Bewegungen und die Planung Ihres Tages kosten Sie vielleicht oft zusätzliche Mühe, und das vielleicht schon seit Ihrer Kindheit.',
      whatItDoesNotMean:
        'Das ist keine Diagnose, und es sagt nichts über Ihre Intelligenz aus. Nur eine qualifizierte Fachperson kann die Koordination fachgerecht beurteilen.',
      nextStep:
        'Wenn Sie dem nachgehen möchten, kann Sie Ihre Hausärztin oder Ihr Hausarzt zu den nächsten Schritten beraten. Dazu kann auch eine Untersuchung durch eine Fachperson für Ergotherapie gehören.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Durchhaltevermögen',
      description:
        'Ordentlich mit der Hand zu schreiben kostet Sie viel Mühe, und vielleicht wissen Sie, wie man bei Dingen dranbleibt, die einem nicht leichtfallen.',
    },
    {
      questionId: 'dys-7',
      title: 'Eigene Wege',
      description:
        'Beim Packen brauchen Sie mehrere Versuche, bis alles hineinpasst, und vielleicht haben Sie eigene Wege gefunden, es sich leichter zu machen.',
    },
    {
      questionId: 'dys-8',
      title: 'Verständnis für andere',
      description:
        'Ballspiele fielen Ihnen als Kind schwerer als anderen Kindern, und vielleicht haben Sie Verständnis für andere, denen etwas schwerfällt.',
    },
    {
      questionId: 'dys-6',
      title: 'Vorausplanen',
      description:
        'Es fällt Ihnen schwer, Abstände einzuschätzen, und vielleicht haben Sie gelernt, sich ein Vorgehen zu überlegen, bevor Sie anfangen.',
    },
  ],
};
