/** The combined autism and ADHD traits assessment's results in German, addressing the reader as Sie; see ../en/audhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Soziale Situationen, Konzentration, Routinen und Sinneserfahrungen sind für Sie wahrscheinlich einigermaßen gut zu bewältigen, so wie diese Fragen sie beschreiben.',
      whatItDoesNotMean:
        'Das schließt Autismus, ADHS oder beides nicht aus. Masking und gut eingeübte Strategien können in kurzen Fragebögen zu einer niedrigeren Punktzahl führen.',
      nextStep:
        'Wenn Ihnen für etwas noch eine Erklärung fehlt, sehen Sie sich die Fragen an, die Ihnen am vertrautesten vorkamen. Überlegen Sie, ob Sie sie mit einer qualifizierten Fachperson besprechen möchten.',
    },
    medium: {
      whatItMeans:
        'Manche Bereiche kosten Sie vielleicht mehr Mühe als andere Menschen, etwa die Energie für Kontakte mit anderen, Aufmerksamkeit, Routinen oder die Belastung durch Sinnesreize. Welche das sind, zeigen Ihre Punktzahlen für Autismus, für ADHS und für die Erfahrungen, die beide teilen.',
      whatItDoesNotMean:
        'Das ist keine Diagnose von Autismus, ADHS oder beidem. Erfahrungen, die beide teilen, etwa Überlastung oder Müdigkeit nach vollen Tagen, kennen viele Menschen.',
      nextStep:
        'Vergleichen Sie Ihre drei Punktzahlen, um zu sehen, welche Bereiche besonders auffallen. Wenn sie sich auf Ihren Alltag auswirken, überlegen Sie, ob Sie sie mit Ihrer Hausärztin, Ihrem Hausarzt oder einer anderen qualifizierten Fachperson besprechen möchten.',
    },
    high: {
      whatItMeans:
        'Erfahrungen rund um Kontakte mit anderen, Konzentration, Routinen, Unruhe und die Belastung durch Sinnesreize prägen vielleicht regelmäßig Ihren Tag. Ihre drei Punktzahlen zeigen, welche Bereiche am meisten auffallen.',
      whatItDoesNotMean:
        'Das ist keine Diagnose. Autismus und ADHS können sich ähneln, und nur eine umfassende Abklärung durch eine qualifizierte Fachperson kann zeigen, was Ihre Erfahrungen erklärt.',
      nextStep:
        'Wenn Sie dem nachgehen möchten, kann Sie Ihre Hausärztin, Ihr Hausarzt oder eine spezialisierte Anlaufstelle zu einer Abklärung beraten. Es kann helfen, Ihre Ergebnisse und Beispiele aus Ihrem Alltag mitzubringen.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Ausdauernde Konzentration',
      description: 'Wenn Sie in eine Aufgabe vertieft sind, bleibt Ihre Aufmerksamkeit dabei.',
    },
    {
      questionId: 'audhd-7',
      title: 'Blick fürs Detail',
      description:
        'Kleine Unterschiede, etwa eine Zeile in einer anderen Schriftart, fallen Ihnen sofort auf.',
    },
    {
      questionId: 'audhd-27',
      title: 'Klare Regeln',
      description: 'Themen mit klaren Regeln, wie Mathematik oder Fahrpläne, ziehen Sie an.',
    },
    {
      questionId: 'audhd-20',
      title: 'Schnelle Gedanken',
      description:
        'Ihre Gedanken springen schnell von einer Idee zur nächsten, und manche davon sind es vielleicht wert, festgehalten zu werden.',
    },
    {
      questionId: 'audhd-9',
      title: 'Tiefe Interessen',
      description:
        'Im Freundeskreis gelten Sie als Fachperson für ein Thema, mit dem Sie sich in Ihrer Freizeit beschäftigt haben.',
    },
    {
      questionId: 'audhd-2',
      title: 'Starke Gefühle',
      description:
        'Sie empfinden Dinge stark, und diese Gefühle zeigen Ihnen vielleicht, was Ihnen wichtig ist.',
    },
  ],
};
