/** The autism traits assessment's results in Italian, addressing the reader as lei; see ../en/asd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Le conversazioni sociali, i cambiamenti di programma e i luoghi affollati sono probabilmente abbastanza gestibili per lei, almeno negli aspetti su cui vertono queste domande.',
      whatItDoesNotMean:
        'Questo non esclude l’autismo. Alcune persone, soprattutto quelle che hanno imparato a mascherare i propri tratti, ottengono nei questionari brevi punteggi più bassi di quanto farebbe pensare la loro esperienza quotidiana.',
      nextStep:
        'Se qualcosa le sembra ancora senza spiegazione, può aiutare annotare esempi concreti della sua vita e parlarne con una figura professionale qualificata.',
    },
    medium: {
      whatItMeans:
        'Alcuni ambiti, come l’intuito nelle relazioni sociali, le routine, le esperienze sensoriali o gli interessi specifici, possono richiederle più energia che ad altre persone, mentre altri ambiti le risultano più facili.',
      whatItDoesNotMean:
        'Non è una diagnosi, e un questionario non può stabilire se l’autismo spieghi le sue esperienze. Molte persone si riconoscono in alcune di esse.',
      nextStep:
        'Guardi quali ambiti le sono sembrati più familiari. Se incidono sul suo benessere, sul lavoro o sulle relazioni, valuti di parlarne con il suo medico o con un’altra figura professionale qualificata.',
    },
    high: {
      whatItMeans:
        'Esperienze come cogliere i segnali sociali, affrontare i cambiamenti, gestire gli stimoli sensoriali o mascherare i propri tratti nelle situazioni sociali possono far parte abitualmente della sua vita.',
      whatItDoesNotMean:
        'Non è una diagnosi. Solo una valutazione approfondita da parte di una figura professionale qualificata può stabilire se l’autismo spieghi queste esperienze.',
      nextStep:
        'Se desidera approfondire, il suo medico o un servizio specialistico sono un buon punto di partenza. Portare i suoi risultati ed esempi della vita quotidiana può aiutare.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Attenzione ai dettagli',
      description:
        'Nota i piccoli errori prima delle altre persone, e questo può essere utile nei lavori che richiedono cura o precisione.',
    },
    {
      questionId: 'asd-7',
      title: 'Interessi intensi',
      description: 'I suoi interessi sono intensi, e forse ne sa moltissimo.',
    },
    {
      questionId: 'asd-18',
      title: 'Tornare ai propri interessi',
      description:
        'Dedica il tempo libero agli stessi uno o due interessi, e questo le dà modo di conoscerli bene.',
    },
    {
      questionId: 'asd-6',
      title: 'Il piacere di un piano chiaro',
      description:
        'Le piace sapere come andrà la sua giornata, e pianificare in anticipo potrebbe essere una cosa che le riesce bene.',
    },
    {
      questionId: 'asd-16',
      title: 'Il significato letterale',
      description:
        'Prende le parole nel loro significato letterale, e forse preferisce che le persone dicano ciò che intendono.',
    },
  ],
};
