/** The combined autism and ADHD traits assessment's results in Italian, addressing the reader as lei; see ../en/audhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Le situazioni sociali, la concentrazione, le routine e le esperienze sensoriali sono probabilmente abbastanza gestibili per lei, negli aspetti descritti da queste domande.',
      whatItDoesNotMean:
        'Questo non esclude l’autismo, l’ADHD o entrambi. Il mascheramento dei propri tratti e strategie ben collaudate possono abbassare i punteggi nei questionari brevi.',
      nextStep:
        'Se qualcosa le sembra ancora senza spiegazione, guardi le domande che le sono sembrate più familiari e valuti di parlarne con una figura professionale qualificata.',
    },
    medium: {
      whatItMeans:
        'Alcuni ambiti, come l’energia per la vita sociale, l’attenzione, le routine o il carico sensoriale, possono richiederle più fatica che ad altre persone. I suoi punteggi per l’autismo, per l’ADHD e per le esperienze comuni a entrambi mostrano quali.',
      whatItDoesNotMean:
        'Non è una diagnosi di autismo, di ADHD o di entrambi. Le esperienze comuni a entrambi, come il sovraccarico o la stanchezza dopo giornate intense, sono note a molte persone.',
      nextStep:
        'Confronti i suoi tre punteggi per vedere quali ambiti risaltano. Se incidono sulla vita di tutti i giorni, valuti di parlarne con il suo medico o con un’altra figura professionale qualificata.',
    },
    high: {
      whatItMeans:
        'Esperienze legate ai rapporti sociali, alla concentrazione, alle routine, all’irrequietezza e al carico sensoriale possono influenzare spesso le sue giornate. I suoi tre punteggi mostrano quali ambiti risaltano di più.',
      whatItDoesNotMean:
        'Non è una diagnosi. L’autismo e l’ADHD possono somigliarsi, e solo una valutazione approfondita da parte di una figura professionale qualificata può stabilire che cosa spieghi le sue esperienze.',
      nextStep:
        'Se desidera approfondire, il suo medico o un servizio specialistico possono consigliarla sulla valutazione. Portare i suoi risultati ed esempi della vita quotidiana può aiutare.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Concentrazione prolungata',
      description: 'Quando un compito la assorbe, la sua attenzione resta lì.',
    },
    {
      questionId: 'audhd-7',
      title: 'Attenzione ai dettagli',
      description:
        'Le piccole differenze, come una riga in un altro carattere, le saltano subito all’occhio.',
    },
    {
      questionId: 'audhd-27',
      title: 'Regole chiare',
      description:
        'La attirano gli argomenti con regole chiare, come la matematica o gli orari dei trasporti.',
    },
    {
      questionId: 'audhd-20',
      title: 'Pensieri rapidi',
      description:
        'I suoi pensieri passano velocemente da un’idea all’altra, e alcuni di questi potrebbero meritare di essere tenuti a mente.',
    },
    {
      questionId: 'audhd-9',
      title: 'Interessi profondi',
      description:
        'Per le persone amiche lei è un punto di riferimento su un argomento che ha approfondito nel suo tempo libero.',
    },
    {
      questionId: 'audhd-2',
      title: 'Emozioni forti',
      description: 'Sente le cose con intensità, e queste emozioni possono mostrarle ciò che conta per lei.',
    },
  ],
};
