/** The home page below its first screen in Italian; see ../en/home-sections.ts. */
export const chooseTitle = 'Scelga la sua autovalutazione';
export const chooseLead =
  'Sei brevi questionari, ciascuno scritto per persone adulte. Scelga quello adatto a ciò che vuole esplorare.';
export const researchBased = 'Basato sulla ricerca';
export const researchBasedLabel = 'Basato sulla ricerca: su cosa si basano le domande';
export const questionCount = ({ count }: { count: number }) => `${count} domande`;
export const startAssessment = 'Inizia l’autovalutazione';
export const startAssessmentFor = ({ name }: { name: string }) => `: ${name}`;

export const howTitle = 'Come funziona';
export const stepTakeTitle = 'Fare l’autovalutazione';
export const stepTakeText =
  'Risponde a brevi affermazioni sulla sua esperienza di tutti i giorni, una alla volta, con i suoi tempi.';
export const stepInsightsTitle = 'Ricevere le prime indicazioni';
export const stepInsightsText =
  'Vede subito le sue prime indicazioni gratuite: che cosa suggeriscono le sue risposte, e che cosa no.';
export const stepReportTitle = 'Sbloccare il report dettagliato';
export const stepReportText =
  'Se desidera di più, il Report completo esamina in dettaglio le sue risposte, con strategie e risorse.';

export const basisTitle = 'Su cosa si basano le domande';
export const basisExperiences =
  'Ogni affermazione riguarda un’esperienza quotidiana che la ricerca collega a un insieme di tratti, come le differenze sensoriali nell’autismo, l’irrequietezza nell’ADHD, la coordinazione nella disprassia o la lettura nella dislessia.';
export const basisSources =
  'Per scegliere queste esperienze ci siamo basati su studi pubblicati e su questionari usati in ambito clinico, come l’AQ e il RAADS-R per l’autismo, l’ASRS per l’ADHD, l’Adolescent/Adult Sensory Profile, l’Adult DCD/Dyspraxia Checklist e le checklist per la dislessia negli adulti. Le affermazioni sono scritte con parole nostre, non sono copie di quei questionari. Alcune sono formulate al contrario, così chi è d’accordo con tutto non ottiene un punteggio alto.';
export const basisLimits =
  'Le nostre autovalutazioni non sono uno strumento validato. Non sono state confrontate con delle diagnosi, quindi un punteggio non può mostrare se lei ha una determinata condizione. Mostra quante delle esperienze descritte nelle domande riconosce come sue.';

export const disclaimerTitle = 'Avvertenza importante';
export const disclaimerText =
  'Queste autovalutazioni non sono strumenti diagnostici. La aiutano a riflettere sui suoi tratti e a prepararsi a un colloquio con personale sanitario qualificato, l’unico che può fare una diagnosi.';

export const storiesBadge = 'Storie di esempio';
export const storiesTitle = 'Perché aspettare anni per avere chiarezza?';
export const storiesLead =
  'Nel servizio pubblico, l’attesa per una valutazione in età adulta arriva spesso a 2-3 anni, e una valutazione privata può costare tra 1.500 e 2.500 €. Un’autovalutazione non sostituisce né l’una né l’altra, ma può aiutarla a capirsi meglio mentre aspetta.';
export const storiesNote =
  'Queste non sono recensioni di utenti reali. Le abbiamo scritte a partire da esperienze che molte persone adulte raccontano, e i nomi sono inventati.';
export const trustNoRegistry = 'Nessuna registrazione ufficiale';
export const trustLateDiagnosis = 'Pensato anche per diagnosi tardive';
export const trustSkipWaiting = 'Senza lunghe liste d’attesa';
export const carouselLabel = 'Storie di esempio';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} di ${count}`;
export const previousStory = 'Storia precedente';
export const nextStory = 'Storia successiva';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Mostra le storie da ${first} a ${last}`;
export const pause = 'Pausa';
export const play = 'Riproduci';
export const automaticChanges = ': cambio automatico delle storie';

/** Each story's words by its id, and the topic its badge names. */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Grafica',
    text: 'Per anni ho pensato di dovermi solo impegnare di più. Vedere le mie risposte messe in ordine mi ha dato le parole per ciò che avevo notato, e un modo tranquillo per iniziare a parlarne con il mio medico.',
    topic: 'ADHD',
  },
  'testimonial-2': {
    role: 'Sviluppatore software',
    text: 'Avevo 41 anni quando ho iniziato a chiedermi se si trattasse di autismo. Le domande mi sono sembrate rispettose, e i risultati mi hanno aiutato a scrivere degli esempi prima del mio appuntamento.',
    topic: 'Autismo',
  },
  'testimonial-3': {
    role: 'Insegnante di scuola primaria',
    text: 'Ho sempre saputo che gli ambienti affollati mi sfinivano, ma non riuscivo mai a spiegarlo. I risultati sull’elaborazione sensoriale mi hanno aiutata a chiedere alla dirigenza un posto più tranquillo in cui lavorare.',
    topic: 'Elaborazione sensoriale',
  },
  'testimonial-4': {
    role: 'Studentessa universitaria',
    text: 'Leggere mi ha sempre richiesto più tempo. Il report mi ha indicato strumenti che non avevo mai provato, e ascoltare i testi dei miei corsi ha reso lo studio meno faticoso.',
    topic: 'Dislessia',
  },
  'testimonial-5': {
    role: 'Responsabile di progetto',
    text: 'Pianificazione e scadenze mi sono sempre sembrate una battaglia. Capire i miei schemi mi ha aiutato a impostare promemoria e routine adatti al mio modo di lavorare.',
    topic: 'Funzioni esecutive',
  },
  'testimonial-6': {
    role: 'Infermiera',
    text: 'Fin dall’inizio era chiaro che non si trattava di una diagnosi. Mi ha dato un utile punto di partenza e un elenco di domande da portare a uno specialista.',
    topic: 'ADHD',
  },
};
