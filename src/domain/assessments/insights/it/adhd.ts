/** The ADHD traits assessment's results in Italian, addressing the reader as lei; see ../en/adhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Nelle situazioni descritte da queste domande, concentrarsi, organizzarsi e trovare la calma sono probabilmente cose gestibili per lei.',
      whatItDoesNotMean:
        'Questo non esclude l’ADHD. Il sostegno che ha a casa o al lavoro e le strategie che già usa possono influire sul modo in cui risponde.',
      nextStep:
        'Se l’attenzione o l’organizzazione le risultano ancora difficili in modi che per lei contano, annoti quando succede e ne parli con una figura professionale qualificata.',
    },
    medium: {
      whatItMeans:
        'Alcune cose, come mantenere la concentrazione, portare a termine le attività, tenere a mente i programmi o provare irrequietezza, possono costarle più fatica che ad altre persone.',
      whatItDoesNotMean:
        'Non è una diagnosi. Il sonno, lo stress, l’ansia e i grandi cambiamenti della vita possono influire per un certo periodo sull’attenzione.',
      nextStep:
        'Osservi quali schemi la accompagnano da molto tempo. Se incidono sulla vita di tutti i giorni, valuti di parlarne con il suo medico o con un’altra figura professionale qualificata.',
    },
    high: {
      whatItMeans:
        'Mantenere la concentrazione, organizzarsi, aspettare o trovare la calma possono spesso richiederle molta fatica.',
      whatItDoesNotMean:
        'Non è una diagnosi. Una figura professionale qualificata considererebbe anche la sua storia fin dall’infanzia e altre possibili spiegazioni.',
      nextStep:
        'Se desidera approfondire, il suo medico o un servizio specialistico possono consigliarla. Può essere utile annotare da quanto tempo questi schemi fanno parte della sua vita.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Una mente che vaga',
      description:
        'La sua mente passa spesso ad altri pensieri, e alcuni di questi potrebbero meritare di essere tenuti a mente.',
    },
    {
      questionId: 'adhd-7',
      title: 'Il piacere di avere da fare',
      description:
        'Stare senza far nulla la mette a disagio, e questo può tradursi nel desiderio di mettere in moto le cose.',
    },
    {
      questionId: 'adhd-5',
      title: 'Rapidità nell’agire',
      description: 'Spesso agisce in fretta, e questo può esserle utile quando qualcosa va fatto subito.',
    },
    {
      questionId: 'adhd-8',
      title: 'Lavorare con una scadenza',
      description:
        'Tende a iniziare i compiti impegnativi a ridosso della scadenza, e forse sa per esperienza che riesce a lavorare anche con poco tempo a disposizione.',
    },
  ],
};
