/** The dyspraxia traits assessment's results in Italian, addressing the reader as lei; see ../en/dyspraxia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Le attività fisiche di tutti i giorni, come scrivere a mano, spostarsi e imparare movimenti nuovi, sono probabilmente abbastanza gestibili per lei.',
      whatItDoesNotMean:
        'Questo non esclude differenze nella coordinazione. Molte persone adulte hanno sviluppato strategie che rendono le difficoltà meno visibili.',
      nextStep:
        'Se alcune attività fisiche le sembrano ancora più difficili del dovuto, annoti esempi concreti e ne parli con una figura professionale qualificata.',
    },
    medium: {
      whatItMeans:
        'Alcune attività, come la manualità fine, l’equilibrio, la valutazione dello spazio o l’organizzazione, possono richiederle più fatica o più esercizio che ad altre persone.',
      whatItDoesNotMean:
        'Non è una diagnosi. Anche la stanchezza, lo stress e altri fattori di salute possono influire sulla coordinazione.',
      nextStep:
        'Osservi quali attività le risultano più difficili fin dall’infanzia. Se incidono sulla vita di tutti i giorni, valuti di parlarne con il suo medico o con chi si occupa di terapia occupazionale.',
    },
    high: {
      whatItMeans:
        'Le attività fisiche di tutti i giorni, imparare movimenti nuovi e pianificare la giornata possono spesso richiederle uno sforzo in più, forse fin dall’infanzia.',
      whatItDoesNotMean:
        'Non è una diagnosi, e non dice nulla sulla sua intelligenza. Solo una figura professionale qualificata può valutare la coordinazione in modo adeguato.',
      nextStep:
        'Se desidera approfondire, il suo medico può consigliarla sui passi successivi, che possono includere una valutazione di terapia occupazionale.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Perseveranza',
      description:
        'Scrivere a mano in modo ordinato le costa molta fatica, e forse sa come andare avanti nelle cose che non le vengono facili.',
    },
    {
      questionId: 'dys-7',
      title: 'Modi tutti suoi di fare le cose',
      description:
        'Sistemare le sue cose in una borsa in modo che ci stia tutto le richiede diversi tentativi, e forse ha trovato modi tutti suoi per renderlo più facile.',
    },
    {
      questionId: 'dys-8',
      title: 'Capire le altre persone',
      description:
        'Nell’infanzia i giochi con la palla le risultavano più difficili che ad altre persone della sua età, e forse capisce chi trova difficili certe cose.',
    },
    {
      questionId: 'dys-6',
      title: 'Pianificare in anticipo',
      description:
        'Valutare le distanze è difficile per lei, e forse ha imparato a pensare a come procedere prima di iniziare.',
    },
  ],
};
