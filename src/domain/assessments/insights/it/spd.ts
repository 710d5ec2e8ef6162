/** The sensory processing assessment's results in Italian, addressing the reader as lei; see ../en/spd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'I suoni, le luci, le consistenze e i luoghi affollati di tutti i giorni le risultano probabilmente abbastanza confortevoli per la maggior parte del tempo.',
      whatItDoesNotMean:
        'Non significa che non provi mai un senso di sovraccarico. Ogni persona ha le sue preferenze sensoriali, che possono cambiare con la stanchezza o lo stress.',
      nextStep:
        'Se certe sensazioni continuano a darle fastidio, vale la pena provare piccoli cambiamenti, come un posto più tranquillo o una luce più soffusa.',
    },
    medium: {
      whatItMeans:
        'Certi suoni, luci, consistenze o ambienti affollati possono avere su di lei un effetto maggiore di quello che sembrano avere su altre persone, oppure lei potrebbe andare in cerca di alcune sensazioni.',
      whatItDoesNotMean:
        'Non è una diagnosi di alcuna condizione. Le differenze sensoriali sono comuni e fanno parte della vita di molte persone.',
      nextStep:
        'Osservi quali ambienti le tolgono energia e quali gliela restituiscono. Adattare ciò che la circonda, per esempio con delle pause o con spazi più tranquilli, può rendere la vita di tutti i giorni più confortevole.',
    },
    high: {
      whatItMeans:
        'Gli stimoli sensoriali possono risultarle spesso intensi, e potrebbe aver bisogno di più tempo di altre persone per riprendersi dopo situazioni affollate o rumorose.',
      whatItDoesNotMean:
        'Non è una diagnosi. Esperienze sensoriali intense possono avere molte spiegazioni, e una figura professionale qualificata può aiutarla a capire le sue.',
      nextStep:
        'Se le esperienze sensoriali incidono sulla sua vita quotidiana, valuti di parlare con il suo medico o con chi si occupa di terapia occupazionale di ciò che è adatto a lei.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Capacità di percezione',
      description: 'Riesce ancora a sentire un odore leggero quando altre persone dicono che è sparito.',
    },
    {
      questionId: 'spd-1',
      title: 'Capire com’è un luogo',
      description:
        'I rumori improvvisi la fanno sobbalzare, quindi forse si accorge presto quando un luogo è scomodo e ne cerca uno più tranquillo.',
    },
    {
      questionId: 'spd-5',
      title: 'Conoscenza di sé',
      description:
        'Si accorge quando intorno a lei succedono troppe cose, e saperlo è utile per prendersi cura di sé.',
    },
    {
      questionId: 'spd-7',
      title: 'Il piacere delle sensazioni forti',
      description:
        'Va in cerca di sensazioni forti, e forse trova un vero piacere nella musica, nel movimento o nel cibo.',
    },
  ],
};
