/** The sensory processing assessment's results in German, addressing the reader as Sie; see ../en/spd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Alltägliche Geräusche, Licht, Texturen und belebte Orte sind für Sie wahrscheinlich meistens einigermaßen angenehm.',
      whatItDoesNotMean:
        'Das heißt nicht, dass Sie sich nie überfordert fühlen. Jeder Mensch hat sensorische Vorlieben, und sie können sich bei Müdigkeit oder Stress verändern.',
      nextStep:
        'Wenn bestimmte Sinneseindrücke Sie trotzdem stören, lohnt es sich, kleine Veränderungen auszuprobieren, etwa einen ruhigeren Platz oder sanfteres Licht.',
    },
    medium: {
      whatItMeans:
        'Bestimmte Geräusche, Lichtverhältnisse, Texturen oder belebte Umgebungen wirken vielleicht stärker auf Sie, als sie auf andere zu wirken scheinen. Oder Sie suchen vielleicht manche Sinneseindrücke gezielt auf.',
      whatItDoesNotMean:
        'Das ist keine Diagnose, gleich welcher Art. Unterschiede in der Reizverarbeitung sind häufig und gehören zum Leben vieler Menschen.',
      nextStep:
        'Achten Sie darauf, welche Umgebungen Sie Kraft kosten und welche Ihnen wieder Kraft geben. Ihre Umgebung zu gestalten, zum Beispiel mit Pausen oder ruhigeren Räumen, kann den Alltag angenehmer machen.',
    },
    high: {
      whatItMeans:
        'Sinnesreize fühlen sich für Sie vielleicht oft intensiv an, und nach belebten oder lauten Situationen brauchen Sie vielleicht mehr Zeit als andere, um sich zu erholen.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Starke Sinneserfahrungen können viele Erklärungen haben, und eine qualifizierte Fachperson kann Ihnen helfen, Ihre eigenen zu verstehen.',
      nextStep:
        'Wenn Sinneserfahrungen Ihren Alltag beeinflussen, überlegen Sie, ob Sie mit Ihrer Hausärztin, Ihrem Hausarzt oder einer Fachperson für Ergotherapie darüber sprechen möchten, was zu Ihnen passt.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Feine Wahrnehmung',
      description:
        'Sie können einen schwachen Geruch noch wahrnehmen, wenn andere schon sagen, dass er verflogen ist.',
    },
    {
      questionId: 'spd-1',
      title: 'Gespür für Orte',
      description:
        'Plötzliche Geräusche erschrecken Sie, deshalb merken Sie vielleicht schnell, wenn ein Ort unangenehm ist, und suchen sich einen ruhigeren.',
    },
    {
      questionId: 'spd-5',
      title: 'Selbstkenntnis',
      description:
        'Sie merken, wenn zu viel auf einmal passiert, und dieses Wissen ist nützlich, um gut für sich zu sorgen.',
    },
    {
      questionId: 'spd-7',
      title: 'Freude an starken Sinneseindrücken',
      description:
        'Sie suchen gezielt starke Sinneseindrücke, und vielleicht haben Sie echte Freude an Musik, Bewegung oder Essen.',
    },
  ],
};
