/** The Complete Report's own words in Italian; see ../en/report.ts. */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'Questo report non è una diagnosi. Descrive le sue risposte a un questionario di autovalutazione, per sua informazione personale. Solo personale sanitario qualificato può valutare e diagnosticare l’autismo, l’ADHD, la disprassia, la dislessia o qualsiasi altra condizione.';

export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'I suoi risultati in sintesi',
  meaning: 'Che cosa significa il suo risultato',
  constructs: 'I suoi risultati per tema',
  snapshot: 'Le sue risposte, domanda per domanda',
  strengths: 'I suoi punti di forza',
  strategies: 'Strategie pratiche',
  resources: 'Organizzazioni che possono aiutarla',
  referral: 'Come chiedere una valutazione specialistica',
  provider: 'Sintesi per il personale sanitario',
  letter: 'Una lettera da portare al suo medico',
  'work-note': 'Una nota per il lavoro o lo studio',
  'next-steps': 'Prossimi passi',
  appendix: 'Appendice: altri paesi',
};

export const sectionNumber = ({ number }: { number: number }) => `Sezione ${number}`;

export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope – Report completo: ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Report dell’autovalutazione «${assessment}», compilata in data ${date}. Non è una diagnosi.`;

export const howToUseInAnyOrder =
  'Può leggerlo nell’ordine che preferisce, una sezione alla volta. Non c’è bisogno di assimilare tutto in una volta.';
export const howToUseWhatResultsSay =
  'I risultati descrivono quante delle esperienze indicate nelle domande si ritrovano nelle sue risposte. Non dicono nulla del suo valore, della sua intelligenza o del suo potenziale.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `A un appuntamento, porti l’intero report o solo le pagine ${first} e ${second}: riassumono il suo risultato e le sue risposte per il personale sanitario.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `La pagina ${page} è una lettera per ${recipient}, pronta da firmare. È anche allegata all’e-mail come PDF a parte, così può stamparla separatamente.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `La pagina ${page} è una nota che può dare a un datore di lavoro o a un luogo di studio, se lo desidera: che cosa trova più difficile e che cosa potrebbe aiutare, senza nominare una diagnosi.`;

export const overallScoreTitle = 'Il suo punteggio complessivo';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Ogni barra copre tutti i punteggi possibili; l’indicatore mostra dove si colloca il suo. ${howToReadTheBands}`;

export const constructExplanation =
  'Ogni tema raggruppa le domande su un tipo di esperienza. La barra mostra la sua risposta media per quel tema, da 0 a 4: un numero più alto significa che ha riconosciuto più esperienze di quel tipo. Le domande a punteggio invertito sono contate al contrario.';

export const snapshotExplanation =
  'Qui trova ogni affermazione nell’ordine in cui l’ha vista, con la risposta che ha scelto. Le domande segnate con «punteggio invertito» sono formulate in modo che essere d’accordo indichi meno tratti tra quelli chiesti; valgono 4 meno la sua risposta.';
export const notAnswered = 'Nessuna risposta';

export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} di queste esperienze`;

export const strengthsIntro =
  'I tratti che in alcune situazioni richiedono fatica spesso si accompagnano, in altre, a veri punti di forza. Questi sono suggeriti dalle sue risposte; sarà lei a sapere meglio quali la rispecchiano.';

export const strategiesIntro =
  'Queste idee vengono dalla ricerca e dall’esperienza di persone adulte neurodivergenti. Non serve provarle tutte: ne scelga una o due che le sembrino alla sua portata e le adatti alla sua vita.';
export const strategiesChosenNote =
  'Sono scelte per i temi in cui le sue risposte erano più alte, e per ogni tema è indicata una delle sue risposte che ha portato a quella scelta.';
export const strategiesToppedUpNote = `${strategiesChosenNote} Alla fine seguono alcune idee generali che molte persone trovano utili.`;
export const strategiesGeneralNote =
  'Le sue risposte non tendevano verso le esperienze di nessun tema in particolare, quindi queste sono idee generali che molte persone trovano utili.';
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Perché ha risposto «${answer}» a «${statement}»`;
export const moreIdeasHeading = 'Altre idee da provare';
export const startingIdeasHeading = 'Idee per cominciare';

export const retestTitle = 'Che cosa è cambiato rispetto alla volta precedente';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `Ha già fatto questa autovalutazione, con le stesse domande, in data ${earlier}. Ecco il confronto con le sue risposte di questa volta, in data ${date}.`;
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'Una risposta è cambiata', other: `${count} risposte sono cambiate` }, 'it')} di due livelli o più:`;

export const appendixIntro =
  'Questa appendice elenca le organizzazioni e i percorsi di valutazione negli altri paesi coperti da questo report, nel caso in cui si trasferisca o voglia aiutare qualcuno che vive altrove.';

export const aboutThisReport =
  'I questionari di Traitscope sono scritti per persone adulte e si basano su ricerche pubblicate su ciascun insieme di tratti, ma sono formulati con parole nostre e non sono stati validati come strumenti diagnostici. Le sue risposte possono essere influenzate dal suo umore, dallo stress, dalla stanchezza e dalle strategie che già usa. Una valutazione specialistica considera tutta la sua storia e anche altre possibili spiegazioni.';

export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, aggiornamento ${updated}`;
export const dyspraxiaOverviewAbout =
  'come la disprassia può influire sul lavoro delle persone adulte, e che cosa può aiutare';
export const movementMattersAbout =
  'l’organizzazione ombrello britannica per il disturbo della coordinazione motoria (DCD) e la disprassia';
export const employerLeaflet = 'un opuscolo informativo per i datori di lavoro';
export const edaMembers = '40 organizzazioni associate in 24 paesi europei';

export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Attenzione e concentrazione',
  'Attention and follow-through': 'Attenzione e costanza',
  'Body signals': 'Segnali del corpo',
  'Childhood experience': 'Esperienze nell’infanzia',
  'Coordination and balance': 'Coordinazione ed equilibrio',
  'Detail and senses': 'Dettagli e sensi',
  'Detail focus': 'Attenzione ai dettagli',
  'Emotional regulation': 'Regolazione delle emozioni',
  'Fine motor skills': 'Motricità fine',
  'Focused interests': 'Interessi intensi',
  'Follow-through': 'Portare a termine le cose',
  'Getting organised': 'Organizzarsi',
  Impulsivity: 'Impulsività',
  'Literal language': 'Linguaggio letterale',
  'Organisation and memory': 'Organizzazione e memoria',
  'Overload and recovery': 'Sovraccarico e recupero',
  Reading: 'Lettura',
  Restlessness: 'Irrequietezza',
  'Routine and change': 'Abitudini e cambiamenti',
  'School experience': 'Esperienze a scuola',
  'Sensation seeking': 'Ricerca di sensazioni',
  'Sensory experiences': 'Esperienze sensoriali',
  'Sensory sensitivity': 'Sensibilità sensoriale',
  'Social communication': 'Comunicazione sociale',
  'Social intuition': 'Intuito sociale',
  'Social masking': 'Mascheramento sociale',
  'Sounds and sequences': 'Suoni e sequenze',
  'Spatial judgement': 'Percezione dello spazio',
  'Spelling and writing': 'Ortografia e scrittura',
  'Verbal memory': 'Memoria verbale',
};
