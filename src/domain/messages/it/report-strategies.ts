/** The Complete Report's practical strategies in Italian; see ../en/report-strategies.ts. */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Vita quotidiana',
  'work-study': 'Lavoro o studio',
  relationships: 'Relazioni',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Tenga la memoria fuori dalla testa',
    text: 'Usi un solo calendario e un solo elenco delle cose da fare, tenuti dove li vede, e li guardi ogni giorno. Aggiunga promemoria per gli appuntamenti e anche per il passo che li precede, come uscire di casa. Tenere traccia di appuntamenti e compiti in questo modo è un’abilità centrale nei programmi di terapia cognitivo-comportamentale per le persone adulte con ADHD.',
  },
  'small-first-step': {
    title: 'Renda il primo passo molto piccolo',
    text: 'Quando un compito sembra troppo grande per cominciare, lo divida in piccoli passi e inizi solo dal primo. Un timer può aiutarla a cominciare e le offre un momento naturale per fare una pausa. Suddividere i compiti e pianificarli sono tra le abilità insegnate nella terapia cognitivo-comportamentale per le persone adulte con ADHD.',
  },
  'short-focus-blocks': {
    title: 'Lavori in blocchi brevi e pianificati',
    text: 'Osservi per quanto tempo riesce di solito a concentrarsi, poi pianifichi blocchi di circa quella durata, con brevi pause tra l’uno e l’altro. Disattivi le notifiche e tenga aperta sullo schermo una sola attività mentre un blocco è in corso. Lavorare in blocchi adatti alla propria capacità di attenzione fa parte di un programma di terapia cognitivo-comportamentale per le persone adulte con ADHD.',
  },
  'share-what-helps-adhd': {
    title: 'Racconti che cosa la aiuta',
    text: 'Spiegare alle persone a lei vicine come funziona può evitare malintesi. Per esempio, forse interrompe perché un’idea le sembra urgente, non perché non stia ascoltando. Il NICE raccomanda informazioni e sostegno per le persone con ADHD e per le loro famiglie, e un programma di terapia cognitivo-comportamentale invita partner o familiari a una seduta.',
  },
  'energy-planning': {
    title: 'Pianifichi la sua energia, non solo il suo tempo',
    text: 'Osservi quali attività le tolgono energia e quali gliene restituiscono. Distribuisca quelle impegnative nel corso della settimana e preveda del tempo tranquillo subito dopo. In uno studio, alcune persone adulte autistiche hanno descritto il giusto equilibrio tra gli impegni che si assumono come un modo per gestire il burnout.',
  },
  'burnout-signs': {
    title: 'Conosca i primi segnali del burnout',
    text: 'Una spossatezza che dura a lungo, la perdita di capacità che di solito ha e il fatto di sopportare peggio rumori o luci sono descritti come segnali del burnout autistico. Le persone adulte autistiche raccontano che periodi di pausa, aspettative più basse e accettazione le hanno aiutate a riprendersi. Il burnout non è la stessa cosa della depressione: se ne parla con il personale sanitario, vale quindi la pena chiamarlo con il suo nome.',
  },
  'masking-cost': {
    title: 'Noti quanto le costa mascherarsi',
    text: 'Il mascheramento, o masking, consiste nel nascondere o imitare comportamenti per adattarsi agli altri. Sul momento può aiutare, ed è collegato ad ansia e umore basso; le persone adulte autistiche lo descrivono anche come una causa di burnout. Dove si sente al sicuro, scelga luoghi e persone con cui può togliere la maschera, e preveda del riposo dopo le giornate in cui non può farlo.',
  },
  'clear-communication-at-work': {
    title: 'Chieda una comunicazione chiara e scritta',
    text: 'Istruzioni scritte, un ordine del giorno prima delle riunioni e riscontri diretti possono evitarle di dover tirare a indovinare, al lavoro o nello studio. Il NICE chiede ai servizi di considerare come l’ambiente sociale e fisico influisca sulle persone adulte autistiche, e vale la pena porre la stessa domanda al lavoro o dove studia.',
  },
  'double-empathy': {
    title: 'Ricordi che la comunicazione va in due direzioni',
    text: 'I malintesi tra persone autistiche e non autistiche vanno in entrambe le direzioni: la distanza sta tra le persone, non in una persona sola. In uno studio, le persone autistiche si sono passate informazioni tra loro con la stessa efficacia delle persone non autistiche. Dire chiaramente che cosa intende, e chiedere con gentilezza agli altri di fare lo stesso, può aiutare entrambe le parti.',
  },
  'autistic-peers': {
    title: 'Passi del tempo con chi condivide la sua esperienza',
    text: 'In uno studio, l’intesa era maggiore quando persone autistiche parlavano con altre persone autistiche che nei gruppi misti, e le persone adulte autistiche descrivono il sostegno reciproco come un aiuto contro il burnout. Gruppi tra pari, comunità online e le associazioni nazionali indicate in questo report sono luoghi da cui partire.',
  },
  'sensory-surroundings-autism': {
    title: 'Adatti l’ambiente ai suoi sensi',
    text: 'Luci più morbide, vestiti senza etichette che pizzicano e un angolo tranquillo in casa potrebbero alleggerire il carico della giornata. Nei luoghi affollati, molte persone scelgono cuffie, tappi per le orecchie o occhiali da sole. Provi ciò che fa per lei e tenga ciò che aiuta.',
  },
  'recovery-after-socialising': {
    title: 'Concordi del tempo per recuperare',
    text: 'Far sapere ad amici, familiari o partner che dopo il tempo passato con altre persone ha bisogno di quiete, e che non dipende da loro, può aiutarla a farsi capire. In uno studio, alcune persone adulte autistiche hanno indicato le pause, aspettative più basse e la possibilità di togliere la maschera come modi per riprendersi dal burnout.',
  },
  'home-for-everyday-things': {
    title: 'Dia un posto alle cose di tutti i giorni',
    text: 'Scelga un unico posto fisso per chiavi, portafoglio e telefono, per esempio una ciotola vicino alla porta. Creare sistemi semplici come questo è una delle abilità organizzative insegnate dai trattamenti psicologici per le persone adulte con ADHD.',
  },
  'pause-before-buying': {
    title: 'Si conceda una pausa prima di comprare',
    text: 'Per gli acquisti non essenziali, aspetti un tempo stabilito, per esempio un giorno, prima di comprare, e cancelli i dati delle carte salvati sui siti di shopping. Il programma UMAAP di ADHD Ireland unisce informazioni sull’ADHD alla terapia dell’accettazione e dell’impegno, che allena a notare un impulso prima di seguirlo.',
  },
  'deadlines-and-check-ins': {
    title: 'Concordi scadenze e brevi confronti',
    text: 'Chieda di ricevere i compiti per iscritto e divida le scadenze grandi in scadenze più piccole, con un breve confronto a ciascuna. Il coaching, che offre questo tipo di struttura esterna, è uno degli approcci per le persone adulte con ADHD descritti dalle revisioni della ricerca.',
  },
  'work-with-your-energy': {
    title: 'Assecondi la sua energia',
    text: 'Metta i compiti che richiedono più concentrazione nel momento della giornata in cui di solito ha la mente più lucida, e tenga i compiti di routine per i momenti con meno energia. Organizzare la giornata con un calendario e un elenco delle cose da fare fa parte dei programmi di terapia cognitivo-comportamentale per le persone adulte con ADHD.',
  },
  'shared-plans-visible': {
    title: 'Tenga in vista i piani comuni',
    text: 'Un calendario o un elenco condiviso con partner, familiari o le persone con cui vive aiuta tutti a ricordare impegni e faccende di casa, senza che una sola persona debba fare da promemoria per gli altri. Un programma di terapia cognitivo-comportamentale per le persone adulte con ADHD è costruito intorno a un calendario e a un elenco delle cose da fare, e invita partner o familiari a una seduta.',
  },
  'notice-the-urge': {
    title: 'Noti l’impulso, poi scelga',
    text: 'Durante una conversazione, provi a fissare un pensiero con un breve appunto e a tornarci quando l’altra persona ha finito di parlare. Nel programma UMAAP di ADHD Ireland, che unisce informazioni sull’ADHD alla terapia dell’accettazione e dell’impegno, tre mesi dopo la flessibilità psicologica di chi vi aveva partecipato era aumentata.',
  },
  'prepare-for-change': {
    title: 'Si prepari ai cambiamenti',
    text: 'Quando i piani cambiano, chieda più preavviso e più dettagli possibile: chi, dove e per quanto tempo. Guardare foto di un luogo nuovo o visitarlo prima può renderlo più prevedibile. Le persone adulte autistiche indicano i grandi cambiamenti della vita tra le fonti di stress che possono portare al burnout.',
  },
  'quiet-and-focus-time': {
    title: 'Protegga il tempo per la quiete e la concentrazione',
    text: 'Una postazione più silenziosa, il permesso di usare le cuffie o qualche giorno di lavoro da casa potrebbero ridurre il carico sensoriale della giornata. Le richieste piccole e precise sono le più facili da concordare.',
  },
  'flexible-structure': {
    title: 'Si dia una struttura flessibile',
    text: 'Punti fermi come i pasti e il sonno, con in mezzo una scelta di attività che cambia, possono dare a una giornata sia struttura sia varietà. Pianificare con un calendario è un’abilità centrale nella terapia cognitivo-comportamentale per le persone adulte con ADHD.',
  },
  'sensory-pattern': {
    title: 'Impari a conoscere il suo profilo sensoriale',
    text: 'Per una settimana, annoti i momenti di sovraccarico e quelli di calma: dove si trovava e che cosa poteva udire, vedere e percepire. La ricerca descrive persone che reagiscono con forza alle sensazioni, persone che reagiscono poco o in ritardo e persone che le cercano. Sapere quali di questi modi la descrivono è una buona base per le idee che seguono.',
  },
  'shape-your-surroundings': {
    title: 'Adatti il suo ambiente',
    text: 'Se reagisce con forza alle sensazioni, cambi in casa ciò che può: luci più calde o più soffuse, tessuti morbidi, prodotti senza profumo e un angolo tranquillo in cui ritirarsi. Nell’arco di una giornata, i piccoli cambiamenti si sommano.',
  },
  'sensory-kit': {
    title: 'Porti con sé un piccolo kit sensoriale',
    text: 'Occhiali da sole, un cappellino, tappi per le orecchie o cuffie, un profumo familiare o un oggetto da tenere tra le mani potrebbero aiutarla a gestire meglio i luoghi affollati. Molte persone trovano rassicurante un kit di questo tipo; osservi che cosa funziona per lei.',
  },
  'body-signals': {
    title: 'Ascolti i segnali del corpo',
    text: 'L’interocezione è la percezione dei segnali che vengono dall’interno del corpo, come la fame e la sete. Se li nota solo quando sono urgenti, provi con promemoria gentili per mangiare e bere, e con un breve ascolto del corpo ad alcuni orari fissi ogni giorno.',
  },
  'sensations-you-enjoy': {
    title: 'Metta in programma le sensazioni che le piacciono',
    text: 'Se cerca sensazioni forti, si dia modi sicuri per goderne: una camminata a passo svelto, una coperta pesante, cibi croccanti o dal sapore deciso, o la musica che ama.',
  },
  'choose-where-you-sit': {
    title: 'Scelga dove sedersi',
    text: 'Se il rumore o la luce le danno fastidio, chieda una postazione lontana da porte, stampanti e finestre molto luminose, oppure il permesso di usare le cuffie. Le richieste piccole e concrete sono quelle che gli altri accettano più facilmente.',
  },
  'recovery-in-the-day': {
    title: 'Inserisca momenti di recupero nella giornata',
    text: 'Se i luoghi affollati la sfiniscono, pianifichi momenti più tranquilli: quando può, viaggi fuori dalle ore di punta, e si prenda qualche minuto di calma in un luogo silenzioso dopo una riunione o una lezione impegnativa.',
  },
  'concrete-sensory-words': {
    title: 'Descriva le sue sensazioni con parole concrete',
    text: 'Di fronte a «La musica è troppo alta e non riesco a seguire quello che dice», gli altri sanno che cosa fare più facilmente che di fronte a «Qui non mi piace». Parole chiare e precise aiutano le persone ad aiutarla.',
  },
  'plans-that-suit-everyone': {
    title: 'Faccia piani adatti a tutti',
    text: 'Proponga orari o luoghi più tranquilli per incontrarsi, e concordi prima che potrà uscire un momento o andare via presto. Avere un piano spesso rende più facile restare e godersi il tempo insieme.',
  },
  'technology-for-handwriting': {
    title: 'Lasci che sia la tecnologia a scrivere',
    text: 'Scriva gli appunti sulla tastiera, tenga dei modelli per i moduli che compila spesso e usi la dettatura quando scrivere a tastiera la rallenta. Usare un computer invece di scrivere a mano è uno dei suggerimenti per le persone adulte con disprassia.',
  },
  'movement-practice': {
    title: 'Si eserciti nei nuovi movimenti poco e spesso',
    text: 'Imparare a guidare, un nuovo sport o una coreografia potrebbe richiederle più pratica che ad altri, come scoprono molte persone adulte con disprassia. Le raccomandazioni internazionali sul disturbo della coordinazione motoria (DCD) privilegiano l’esercizio dell’attività stessa; sessioni brevi e frequenti con una guida paziente sono un modo per farlo.',
  },
  'easier-home-tasks': {
    title: 'Si semplifichi le faccende di casa',
    text: 'Strumenti come un tritaverdure, tappetini antiscivolo e utensili facili da impugnare, e vestiti senza chiusure complicate, possono farle risparmiare tempo e frustrazione. Un aiuto nelle attività quotidiane, come preparare da mangiare, può venire dalla terapia occupazionale.',
  },
  'enjoyable-movement': {
    title: 'Si muova nei modi che le piacciono',
    text: 'L’attività fisica regolare, come nuoto, camminate o yoga, è tra le cose suggerite alle persone adulte con disprassia. Scelga attività che le piacciano e in cui possa procedere con i suoi tempi.',
  },
  'diary-and-routines': {
    title: 'Usi un’agenda e poche abitudini fisse',
    text: 'Tenga un’unica agenda o app per i suoi impegni, e semplici liste di controllo per le cose che ripete, come preparare la borsa. Usare un’agenda è uno dei suggerimenti per le persone adulte con disprassia.',
  },
  'what-done-looks-like': {
    title: 'Chieda di vedere com’è un lavoro «finito»',
    text: 'Un esempio di lavoro finito e istruzioni scritte passo dopo passo rendono chiare le aspettative. Le persone adulte con disprassia descrivono come difficile organizzare il lavoro e prendere nota in fretta delle informazioni: i passaggi scritti le evitano quindi di dover tirare a indovinare.',
  },
  'buddy-for-new-places': {
    title: 'Si faccia affiancare in luoghi e strumenti nuovi',
    text: 'Una persona che lavora o studia con lei e che le mostri con calma un nuovo percorso, una macchina o una procedura può rendere più facili le prime settimane. Imparare nuove abilità più lentamente è una delle difficoltà sul lavoro descritte dalle persone adulte con disprassia.',
  },
  'occupational-therapy': {
    title: 'Chieda informazioni sulla terapia occupazionale',
    text: 'Chi si occupa di terapia occupazionale può aiutarla nelle attività quotidiane che trova difficili e suggerirle altri modi per svolgerle. Il suo medico può indirizzarla o dirle come rivolgersi a questo servizio dove vive.',
  },
  'share-what-is-hard': {
    title: 'Dica che cosa le è difficile, e perché',
    text: 'Far sapere agli altri che rovesciare le cose o perdersi dipende dal suo modo di coordinare i movimenti, non da trascuratezza, può aiutarli a reagire con gentilezza. Movement Matters pubblica un opuscolo informativo che può condividere con il datore di lavoro.',
  },
  'activities-that-suit-you': {
    title: 'Proponga attività adatte a lei',
    text: 'Se gli sport di squadra o il ballo la mettono sotto stress, proponga cose che le piace fare in compagnia, come passeggiate, giochi o cucinare, dove al centro c’è lo stare insieme. Le raccomandazioni internazionali sul disturbo della coordinazione motoria (DCD) mettono al centro del sostegno la partecipazione alle attività quotidiane.',
  },
  'devices-read-aloud': {
    title: 'Si faccia leggere i testi dai dispositivi',
    text: 'La sintesi vocale, presente nella maggior parte di telefoni e computer, può leggere ad alta voce e-mail, pagine web e documenti lunghi. Ascoltare mentre segue il testo è una delle strategie tecnologiche che Jisc descrive per chi studia con la dislessia.',
  },
  dictation: {
    title: 'Parli invece di scrivere',
    text: 'Il riconoscimento vocale le permette di dettare messaggi e prime bozze. Può sistemare le parole dopo, quando le idee sono già sulla pagina.',
  },
  'text-easier-on-the-eye': {
    title: 'Renda i testi più riposanti per gli occhi',
    text: 'Scelga un carattere chiaro senza grazie, da 12 a 14 punti, con testo scuro su sfondo crema o pastello invece che bianco. La guida di stile della British Dyslexia Association raccomanda queste scelte.',
  },
  'spoken-information-in-writing': {
    title: 'Chieda per iscritto anche ciò che le viene detto',
    text: 'Chieda per iscritto i punti principali di riunioni o lezioni, ripeta le istruzioni per verificare di averle capite, o registri una nota vocale subito dopo.',
  },
  'visual-writing-plans': {
    title: 'Pianifichi i suoi testi in modo visivo',
    text: 'Mappe mentali, elenchi puntati o note vocali possono aiutarla a ordinare le idee prima di scrivere frasi complete.',
  },
  'ask-about-adjustments': {
    title: 'Chieda degli adattamenti',
    text: 'Software di supporto e un registratore digitale sono esempi di adattamenti sul lavoro. Nel Regno Unito, in base all’Equality Act, i datori di lavoro devono introdurre adattamenti ragionevoli; le regole cambiano da paese a paese, quindi chieda al suo datore di lavoro, alla sua scuola o università o all’associazione nazionale per la dislessia che cosa vale nel suo caso.',
  },
  'spelling-tools': {
    title: 'Faccia controllare l’ortografia agli strumenti',
    text: 'I correttori ortografici e grammaticali svolgono bene questo compito. Prima di inviare testi importanti, può farli rileggere a una persona di fiducia, al lavoro o tra le sue amicizie.',
  },
  'tell-people-what-works': {
    title: 'Dica agli altri che cosa funziona per lei',
    text: 'Forse preferisce una telefonata o un messaggio vocale a un lungo messaggio scritto, o non leggere ad alta voce in gruppo. Dirlo presto evita momenti imbarazzanti più avanti.',
  },
  'connect-with-other-readers': {
    title: 'Entri in contatto con chi legge in modo diverso',
    text: 'L’European Dyslexia Association ha organizzazioni associate in 24 paesi. L’associazione del suo paese è un luogo dove incontrare altre persone adulte e scambiarsi consigli.',
  },
};
