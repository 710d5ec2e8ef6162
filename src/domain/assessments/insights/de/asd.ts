/** The autism traits assessment's results in German, addressing the reader as Sie; see ../en/asd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Gespräche mit anderen, geänderte Pläne und belebte Orte sind für Sie wahrscheinlich einigermaßen gut zu bewältigen, zumindest in den Punkten, um die es in diesen Fragen geht.',
      whatItDoesNotMean:
        'Das schließt Autismus nicht aus. Manche Menschen erreichen in kurzen Fragebögen eine niedrigere Punktzahl, als ihr Erleben im Alltag vermuten ließe. Das gilt besonders für Menschen, die gelernt haben zu maskieren.',
      nextStep:
        'Wenn Ihnen für etwas noch eine Erklärung fehlt, kann es helfen, sich konkrete Beispiele aus Ihrem Leben zu notieren und sie mit einer qualifizierten Fachperson zu besprechen.',
    },
    medium: {
      whatItMeans:
        'Für manche Bereiche, etwa soziales Gespür, Routinen, Sinneserfahrungen oder fokussierte Interessen, brauchen Sie vielleicht mehr Energie als andere Menschen. Andere Bereiche fallen Ihnen dagegen leichter.',
      whatItDoesNotMean:
        'Das ist keine Diagnose, und ein Fragebogen kann nicht sagen, ob Autismus Ihre Erfahrungen erklärt. Viele Menschen erkennen sich in manchen dieser Erfahrungen wieder.',
      nextStep:
        'Sehen Sie sich an, welche Bereiche Ihnen am vertrautesten vorkamen. Wenn sie sich auf Ihr Wohlbefinden, Ihre Arbeit oder Ihre Beziehungen auswirken, überlegen Sie, ob Sie sie mit Ihrer Hausärztin, Ihrem Hausarzt oder einer anderen qualifizierten Fachperson besprechen möchten.',
    },
    high: {
      whatItMeans:
        'Erfahrungen wie das Deuten sozialer Signale, der Umgang mit Veränderungen, die Verarbeitung von Sinnesreizen oder Masking in sozialen Situationen gehören vielleicht regelmäßig zu Ihrem Leben.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Nur eine umfassende Abklärung durch eine qualifizierte Fachperson kann zeigen, ob Autismus diese Erfahrungen erklärt.',
      nextStep:
        'Wenn Sie dem weiter nachgehen möchten, ist ein Gespräch mit Ihrer Hausärztin, Ihrem Hausarzt oder einer spezialisierten Anlaufstelle ein guter Anfang. Es kann helfen, Ihre Ergebnisse und Beispiele aus Ihrem Alltag mitzubringen.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Blick fürs Detail',
      description:
        'Sie entdecken kleine Fehler früher als andere, was bei sorgfältiger oder genauer Arbeit nützlich sein kann.',
    },
    {
      questionId: 'asd-7',
      title: 'Intensive Interessen',
      description: 'Ihre Interessen sind intensiv, und vielleicht wissen Sie sehr viel darüber.',
    },
    {
      questionId: 'asd-18',
      title: 'Zu Ihren Interessen zurückkehren',
      description:
        'Ihre Freizeit widmen Sie denselben ein oder zwei Interessen, und so haben Sie Zeit, sie gründlich kennenzulernen.',
    },
    {
      questionId: 'asd-6',
      title: 'Vorliebe für einen klaren Plan',
      description: 'Sie wissen gern, wie Ihr Tag ablaufen wird, und vielleicht können Sie gut vorausplanen.',
    },
    {
      questionId: 'asd-16',
      title: 'Wörtliche Bedeutung',
      description:
        'Sie nehmen Gesagtes wörtlich, und vielleicht ist es Ihnen lieber, wenn andere sagen, was sie meinen.',
    },
  ],
};
