/** The ADHD traits assessment's results in German, addressing the reader as Sie; see ../en/adhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Sich zu konzentrieren, sich zu organisieren und zur Ruhe zu kommen, gelingt Ihnen in den Situationen, die diese Fragen beschreiben, wahrscheinlich ganz gut.',
      whatItDoesNotMean:
        'Das schließt ADHS nicht aus. Unterstützung zu Hause oder bei der Arbeit und die Strategien, die Sie schon nutzen, können alle beeinflussen, wie Sie antworten.',
      nextStep:
        'Wenn Ihnen Aufmerksamkeit oder Organisation trotzdem auf eine Weise schwerfallen, die für Sie wichtig ist, notieren Sie sich, wann das vorkommt. Besprechen Sie es dann mit einer qualifizierten Fachperson.',
    },
    medium: {
      whatItMeans:
        'Manches kostet Sie vielleicht mehr Mühe als andere Menschen: zum Beispiel konzentriert zu bleiben, Aufgaben abzuschließen, Pläne im Blick zu behalten oder mit Unruhe zurechtzukommen.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Schlaf, Stress, Ängste und große Veränderungen im Leben können alle eine Zeit lang die Aufmerksamkeit beeinflussen.',
      nextStep:
        'Achten Sie darauf, welche Muster Sie schon lange begleiten. Wenn sie sich auf Ihren Alltag auswirken, überlegen Sie, ob Sie sie mit Ihrer Hausärztin, Ihrem Hausarzt oder einer anderen qualifizierten Fachperson besprechen möchten.',
    },
    high: {
      whatItMeans:
        'Konzentriert zu bleiben, sich zu organisieren, zu warten oder zur Ruhe zu kommen, kostet Sie vielleicht oft viel Mühe.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Eine qualifizierte Fachperson würde sich auch ansehen, wie es Ihnen seit der Kindheit ergangen ist, und andere mögliche Erklärungen prüfen.',
      nextStep:
        'Wenn Sie dem nachgehen möchten, kann Sie Ihre Hausärztin, Ihr Hausarzt oder eine spezialisierte Anlaufstelle beraten. Notizen dazu, seit wann diese Muster zu Ihrem Leben gehören, können hilfreich sein.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Gedanken, die wandern',
      description:
        'Ihre Gedanken schweifen oft zu anderen Dingen ab, und manche dieser Einfälle sind es vielleicht wert, festgehalten zu werden.',
    },
    {
      questionId: 'adhd-7',
      title: 'Gern etwas zu tun haben',
      description:
        'Untätig herumzusitzen macht Sie unruhig, und das zeigt sich vielleicht als Wunsch, Dinge in Gang zu bringen.',
    },
    {
      questionId: 'adhd-5',
      title: 'Schnell handeln',
      description:
        'Sie handeln oft schnell. Das finden Sie vielleicht nützlich, wenn etwas sofort erledigt werden muss.',
    },
    {
      questionId: 'adhd-8',
      title: 'Arbeiten mit Frist',
      description:
        'Mit großen Aufgaben fangen Sie oft erst kurz vor der Frist an, und vielleicht wissen Sie aus Erfahrung, dass Sie auch mit wenig verbleibender Zeit arbeiten können.',
    },
  ],
};
