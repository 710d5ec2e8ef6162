/** The dyslexia traits assessment's results in Italian, addressing the reader as lei; see ../en/dyslexia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Leggere, scrivere senza errori di ortografia e seguire istruzioni orali sono probabilmente attività abbastanza gestibili per lei.',
      whatItDoesNotMean:
        'Questo non esclude la dislessia. Le persone adulte sviluppano spesso strategie efficaci che un breve questionario non rileva.',
      nextStep:
        'Se leggere o scrivere le sembra ancora più difficile di quanto si aspetterebbe, annoti qualche esempio e valuti di parlarne con una figura professionale qualificata.',
    },
    medium: {
      whatItMeans:
        'Alcune attività, come leggere velocemente, scrivere senza errori di ortografia o ricordare istruzioni orali, possono richiederle più fatica che ad altre persone.',
      whatItDoesNotMean:
        'Non è una diagnosi, e non ha niente a che vedere con l’intelligenza. Anche la stanchezza, lo stress e il fatto di leggere in un’altra lingua possono avere un ruolo.',
      nextStep:
        'Strumenti come la sintesi vocale o il correttore ortografico possono rendere più facili alcune attività. Se le difficoltà incidono sullo studio o sul lavoro, prenda in considerazione una valutazione professionale.',
    },
    high: {
      whatItMeans:
        'Leggere, scrivere senza errori di ortografia, organizzare i suoi testi o tenere a mente informazioni ascoltate possono spesso richiederle molta fatica.',
      whatItDoesNotMean:
        'Non è una diagnosi, e non dice nulla sulla sua intelligenza. Solo una figura professionale qualificata per questa valutazione può stabilire se la dislessia spieghi queste esperienze.',
      nextStep:
        'Se desidera approfondire, può chiedere consiglio a una figura professionale qualificata nella valutazione della dislessia o al suo medico. Anche le istituzioni formative e i luoghi di lavoro spesso possono offrire sostegno.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Controllare con cura',
      description: 'I numeri lunghi le richiedono diversi tentativi, quindi forse li controlla già con cura.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Altri modi di imparare',
      description:
        'I dettagli detti a voce le sfuggono in fretta, quindi scrivere le cose o imparare facendo potrebbe esserle più congeniale.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Le sue strade per aggirare l’ostacolo',
      description:
        'Ha imparato a leggere più tardi rispetto al resto della sua classe, e da allora forse ha trovato modi tutti suoi per aggirare le difficoltà di lettura.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Ascoltare e parlare',
      description:
        'Leggere a lungo la stanca, quindi ascoltare e parlare delle cose potrebbero essere modi di imparare adatti a lei.',
    },
  ],
};
