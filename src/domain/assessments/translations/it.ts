import type { ItemSetTranslation } from './item-translation.ts';

/** The items in Italian: forward translation, blind back-translation and reconciliation (docs/translations/it.md). */
export const ITEMS_IN_ITALIAN: ItemSetTranslation = {
  language: 'it',
  itemSetVersion: 2,
  reconciledOn: '2026-11-28',
  answerLabels: [
    {
      english: 'Strongly Disagree',
      translation: 'Del tutto in disaccordo',
      backTranslation: 'Completely disagree',
      reconciliation:
        'Kept: back-translation read "Completely disagree" for "Strongly Disagree"; "Del tutto in disaccordo" is the natural Italian end-point label and mirrors "Del tutto d\'accordo", so it marks the same extreme of the scale.',
    },
    {
      english: 'Disagree',
      translation: 'In disaccordo',
      backTranslation: 'Disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Neutral',
      translation: 'Neutrale',
      backTranslation: 'Neutral',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Agree',
      translation: "D'accordo",
      backTranslation: 'Agree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Strongly Agree',
      translation: "Del tutto d'accordo",
      backTranslation: 'Completely agree',
      reconciliation:
        'Kept: back-translation read "Completely agree" for "Strongly Agree"; "Del tutto d\'accordo" is the natural Italian end-point label and mirrors "Del tutto in disaccordo", so it marks the same extreme of the scale.',
    },
  ],
  items: [
    {
      id: 'audhd-1',
      english: 'During a film, my mind often drifts away from the story.',
      translation: 'Durante un film, spesso la mia mente si allontana dalla storia.',
      backTranslation: 'During a film, my mind often drifts away from the story.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-2',
      english: 'Once I am upset, it takes me a long time to calm down.',
      translation: 'Quando qualcosa mi turba, mi ci vuole molto tempo per calmarmi.',
      backTranslation: 'When something upsets me, it takes me a long time to calm down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-3',
      english: 'When I meet someone new, I quickly get a sense of what they are like.',
      translation: "Quando conosco una persona nuova, mi faccio in fretta un'idea di com'è.",
      backTranslation: 'When I meet a new person, I quickly form an idea of what they are like.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-4',
      english: 'I usually know exactly where I left my keys.',
      translation: 'Di solito so esattamente dove ho lasciato le chiavi.',
      backTranslation: 'I usually know exactly where I left my keys.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-5',
      english: 'Before I go somewhere new, I study photos and maps of it in detail.',
      translation: 'Prima di andare in un posto nuovo, ne studio nel dettaglio foto e mappe.',
      backTranslation: 'Before going to a new place, I study photos and maps of it in detail.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-6',
      english: 'People close to me comment on how much I fidget.',
      translation:
        'Le persone che mi conoscono bene mi fanno notare quanto mi muovo, anche quando resto nello stesso posto.',
      backTranslation: 'People who know me well point out to me that I am constantly moving.',
      reconciliation:
        'Back-translator flagged that "mi muovo di continuo" could also mean "always on the move" (going from place to place) and does not say fidget. Changed to "quanto mi muovo, anche quando resto nello stesso posto", which restores "how much" and limits the item to restless movement in one place, without a gendered form such as "seduto/seduta". The new wording, back-translated again by someone who never saw the English: "People who know me well point out to me how much I move, even when I stay in the same place."',
    },
    {
      id: 'audhd-7',
      english: 'A single line in a different font stands out to me at once.',
      translation: 'Se una sola riga è scritta con un carattere diverso, la noto subito.',
      backTranslation: 'If just one line is written in a different font, I notice it straight away.',
      reconciliation:
        'Kept: Back-translator noted that "carattere" can also mean character or handwriting, but read it as font, as the English intends. Kept: in "una riga scritta con un carattere diverso" the typeface reading is the everyday one (Italian word processors call fonts "carattere").',
    },
    {
      id: 'audhd-8',
      english: 'I often start new projects before finishing the ones I already have.',
      translation: 'Spesso inizio nuovi progetti prima di aver finito quelli che ho già.',
      backTranslation: 'I often start new projects before I have finished the ones I already have.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-9',
      english: 'Friends treat me as an expert on something I have learned about in my own time.',
      translation:
        'Per i miei amici sono una persona esperta di un argomento che ho approfondito nel mio tempo libero.',
      backTranslation:
        'To my friends, I am the expert on a subject that I have studied in depth in my free time.',
      reconciliation:
        'Back-translation read "I am the expert" and the back-translator noted that the definite article implies being the one expert, which is stronger than "an expert". Changed "la persona esperta" to "una persona esperta" to match the English. The new wording, back-translated again by someone who never saw the English: "To my friends, I am an expert on a topic that I have studied in depth in my free time."',
    },
    {
      id: 'audhd-10',
      english: 'While I work, I often find my thoughts have moved to another topic.',
      translation: 'Mentre lavoro, spesso mi accorgo che i miei pensieri sono passati a un altro argomento.',
      backTranslation: 'While I am working, I often notice that my thoughts have moved on to another topic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-11',
      english: 'I keep quiet about my real interests so that I fit in.',
      translation: 'Evito di parlare dei miei veri interessi, per integrarmi con gli altri.',
      backTranslation: "I don't talk about my real interests, so as to fit in with others.",
      reconciliation:
        'Back-translation read "I don\'t talk about my real interests"; it has no frequency word, like the English, but the Italian item was worded as a negation, which makes disagreeing a double negative. Changed "Non parlo" to "Evito di parlare", which keeps the deliberate silence of "keep quiet about" in an affirmative statement. The new wording, back-translated again by someone who never saw the English: "I avoid talking about my real interests, in order to fit in with others."',
    },
    {
      id: 'audhd-12',
      english: 'I think before I speak, even when I am excited.',
      translation: 'Penso prima di parlare, anche quando sono entusiasta.',
      backTranslation: 'I think before I speak, even when I am excited.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-13',
      english: 'Small talk is a skill I had to learn on purpose.',
      translation:
        "Chiacchierare del più e del meno è un'abilità che ho dovuto imparare in modo consapevole.",
      backTranslation: 'Chatting about this and that is a skill I have had to learn consciously.',
      reconciliation:
        'Kept: "chiacchierare del più e del meno" is the plain everyday Italian for small talk and is transparent, and "in modo consapevole" (back-translated "consciously") keeps "on purpose", since "imparare di proposito" is unidiomatic.',
    },
    {
      id: 'audhd-14',
      english: 'I arrive late to appointments more often than most people I know.',
      translation:
        'Arrivo in ritardo agli appuntamenti più spesso della maggior parte delle persone che conosco.',
      backTranslation: 'I arrive late for appointments more often than most people I know.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-15',
      english: 'In busy, noisy places, I can reach a point where everything becomes too much.',
      translation:
        'Nei luoghi affollati e rumorosi, può arrivare un momento in cui tutto diventa troppo per me.',
      backTranslation: 'In crowded, noisy places, a moment can come when everything becomes too much for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-16',
      english: 'When a familiar place changes, like a shop moving its shelves, I get used to it quickly.',
      translation:
        'Quando un posto che conosco cambia, come un negozio che sposta gli scaffali, mi ci abituo in fretta.',
      backTranslation:
        'When a place I know changes, such as a shop moving its shelves around, I get used to it quickly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-17',
      english: 'I deal with letters and bills soon after they arrive.',
      translation: 'Mi occupo di lettere e bollette poco dopo averle ricevute.',
      backTranslation: 'I deal with letters and bills shortly after receiving them.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-18',
      english: 'Bright daylight feels comfortable to my eyes.',
      translation: 'La luce intensa del giorno è confortevole per i miei occhi.',
      backTranslation: 'Strong daylight is pleasant to my eyes.',
      reconciliation:
        'Back-translation read "pleasant" for "comfortable": "piacevole" asks for more than the absence of discomfort, which makes this reverse-keyed item harder to agree with. Changed to "confortevole", the everyday word for light that is comfortable to the eyes. The new wording, back-translated again by someone who never saw the English: "Bright daylight is comfortable for my eyes."',
    },
    {
      id: 'audhd-19',
      english: 'At a busy party, the noise fades away once I am talking to someone.',
      translation: 'A una festa affollata, quando parlo con qualcuno il rumore passa in secondo piano.',
      backTranslation:
        'At a crowded party, when I am talking to someone, the noise fades into the background.',
      reconciliation:
        'Kept: "passa in secondo piano" (back-translated "fades into the background") is a transparent everyday expression that renders the perceptual "fades away" better than "sparisce" (disappears).',
    },
    {
      id: 'audhd-20',
      english: 'My thoughts often jump quickly from one idea to the next.',
      translation: "Spesso i miei pensieri saltano velocemente da un'idea all'altra.",
      backTranslation: 'My thoughts often jump quickly from one idea to another.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-21',
      english: 'Socialising takes me much more effort than people around me would guess.',
      translation: 'Socializzare mi costa molta più fatica di quanto immaginino le persone intorno a me.',
      backTranslation: 'Socialising costs me far more effort than the people around me imagine.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-22',
      english: 'When I am absorbed in a task, people have to say my name several times.',
      translation: 'Quando un compito mi assorbe, gli altri devono chiamarmi più volte per nome.',
      backTranslation: 'When I am absorbed in a task, other people have to call my name several times.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-23',
      english: 'Working out the tone of a short text message is hard for me.',
      translation: 'Per me è difficile capire il tono di un breve messaggio scritto.',
      backTranslation: 'It is hard for me to understand the tone of a short written message.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-24',
      english: 'I often make big decisions on impulse.',
      translation: "Spesso prendo decisioni importanti d'impulso.",
      backTranslation: 'I often make important decisions on impulse.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-25',
      english: 'When I am upset, learning about a subject that fascinates me calms me down.',
      translation: 'Quando qualcosa mi turba, imparare cose nuove su un argomento che mi affascina mi calma.',
      backTranslation:
        'When something upsets me, learning new things about a subject that fascinates me calms me down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-26',
      english: 'However often I tidy up, my space soon gets messy again.',
      translation: 'Per quanto spesso io metta in ordine, i miei spazi tornano presto in disordine.',
      backTranslation: 'However often I tidy up, my spaces soon get messy again.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-27',
      english: 'I am drawn to subjects with clear rules, like maths or timetables.',
      translation: 'Mi attirano gli argomenti con regole chiare, come la matematica o gli orari dei treni.',
      backTranslation: 'I am drawn to subjects with clear rules, such as mathematics or train timetables.',
      reconciliation:
        'Kept: "timetables" rendered as "orari dei treni" (train timetables), since "orari" alone would suggest opening hours.',
    },
    {
      id: 'audhd-28',
      english: 'Even a simple task, like replying to a message, can take me days to start.',
      translation:
        'Anche per un compito semplice, come rispondere a un messaggio, posso metterci giorni prima di cominciare.',
      backTranslation:
        'Even with a simple task, such as replying to a message, it can take me days before I start.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-29',
      english: 'When someone shares bad news, I know what to say.',
      translation: 'Quando qualcuno mi dà una brutta notizia, so cosa dire.',
      backTranslation: 'When someone gives me bad news, I know what to say.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-30',
      english: 'I can keep my attention on a long article from start to finish.',
      translation: "Riesco a mantenere l'attenzione su un articolo lungo dall'inizio alla fine.",
      backTranslation: 'I can keep my attention on a long article from beginning to end.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-1',
      english: 'If people in a room have just argued, I sense it as soon as I walk in.',
      translation:
        'Se le persone in una stanza hanno appena litigato, me ne accorgo nel momento in cui entro.',
      backTranslation: 'If the people in a room have just had an argument, I notice it the moment I walk in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-2',
      english: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
      translation:
        'Un rumore debole e continuo, come quello di un ventilatore, può rendermi difficile pensare.',
      backTranslation: 'A faint, continuous noise, like that of a fan, can make it hard for me to think.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-3',
      english: 'Asking people about their day comes naturally to me.',
      translation: "Chiedere agli altri com'è andata la loro giornata mi viene naturale.",
      backTranslation: 'Asking other people how their day went comes naturally to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-4',
      english: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
      translation: 'Quando guardo un menu, noto un errore di ortografia prima ancora di notare i piatti.',
      backTranslation: 'When I look at a menu, I notice a spelling mistake even before I notice the dishes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-5',
      english: 'It is hard for me to tell whether someone is being friendly or just polite.',
      translation: 'Per me è difficile capire se una persona è amichevole o solo educata.',
      backTranslation: 'It is hard for me to tell whether a person is friendly or just polite.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-6',
      english: 'I feel tense until I know exactly how my day will go.',
      translation: 'Mi sento in tensione finché non so esattamente come andrà la mia giornata.',
      backTranslation: 'I feel tense until I know exactly how my day is going to go.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-7',
      english: 'My interests are much more intense than those of the people around me.',
      translation: 'I miei interessi sono molto più intensi di quelli delle persone intorno a me.',
      backTranslation: 'My interests are much more intense than those of the people around me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-8',
      english: 'If someone near an open window says it is cold, I know they would like it closed.',
      translation:
        'Se una persona vicino a una finestra aperta dice che fa freddo, capisco che la vorrebbe chiusa.',
      backTranslation:
        "If a person next to an open window says it's cold, I understand that they would like it closed.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-9',
      english: 'Clothing labels against my skin bother me a lot.',
      translation: 'Le etichette dei vestiti a contatto con la pelle mi danno molto fastidio.',
      backTranslation: 'Clothing labels touching my skin bother me a lot.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-10',
      english: 'Joining a conversation that has already started feels easy to me.',
      translation: 'Inserirmi in una conversazione già iniziata mi risulta facile.',
      backTranslation: 'I find it easy to join a conversation that has already started.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-11',
      english: 'When a friend suggests a different café on the way there, I am happy to switch.',
      translation:
        'Se, mentre andiamo al bar, chi è con me ne propone un altro, accetto volentieri di cambiare.',
      backTranslation:
        'If, while we are on our way to a café, the person I am with suggests a different one, I am happy to change.',
      reconciliation:
        'Kept: "café" adapted to "bar", the everyday place for a coffee in Italy and Ticino, and "a friend" rendered as "chi è con me" to stay gender-neutral; the change of plan on the way is kept.',
    },
    {
      id: 'asd-12',
      english: 'Hosts have had to tell me plainly that it was time for me to leave.',
      translation: 'Mi è capitato che chi mi ospitava dovesse dirmi esplicitamente che era ora di andare.',
      backTranslation:
        'It has happened to me that the person hosting me had to tell me explicitly that it was time to leave.',
      reconciliation:
        'Kept: Back-translator noted that "mi è capitato" gives no frequency; neither does the English, whose present perfect also reports past experience. Kept, with "chi mi ospitava" as a gender-neutral form for "hosts" and "esplicitamente" for "plainly".',
    },
    {
      id: 'asd-13',
      english: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
      translation:
        'Quando sono con altre persone, tengo il corpo fermo di proposito, per sembrare come tutti gli altri.',
      backTranslation:
        'When I am with other people, I deliberately keep my body still, so as to seem like everyone else.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-14',
      english: 'When I tell someone about a trip, I keep to the main points.',
      translation: 'Quando racconto a qualcuno di un viaggio, mi limito ai punti principali.',
      backTranslation: 'When I tell someone about a trip, I stick to the main points.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-15',
      english: 'When someone shows me a new way to do a familiar job, I try it gladly.',
      translation:
        'Quando qualcuno mi mostra un modo nuovo di fare un lavoro che conosco già, lo provo volentieri.',
      backTranslation: 'When someone shows me a new way of doing a job I already know, I am happy to try it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-16',
      english: 'It is hard for me to tell when someone is being sarcastic.',
      translation: 'Per me è difficile capire quando qualcuno sta facendo del sarcasmo.',
      backTranslation: 'It is hard for me to tell when someone is being sarcastic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-17',
      english: 'I feel comfortable in busy, noisy places like a shopping centre.',
      translation: 'Mi trovo a mio agio nei luoghi affollati e rumorosi, come un centro commerciale.',
      backTranslation: 'I feel at ease in crowded, noisy places, such as a shopping centre.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-18',
      english: 'When I have free time, I nearly always spend it on the same one or two interests.',
      translation: 'Quando ho tempo libero, quasi sempre lo dedico a uno o due interessi, sempre gli stessi.',
      backTranslation:
        'When I have free time, I almost always devote it to one or two interests, which stay the same.',
      reconciliation:
        'Back-translator found "che restano gli stessi" loose, since it could read as the interests not changing in nature rather than being the same ones every time. Changed to "sempre gli stessi", the plain way to say "the same one or two"; "quasi sempre" still carries the frequency. The new wording, back-translated again by someone who never saw the English: "When I have free time, I almost always devote it to one or two interests, always the same ones."',
    },
    {
      id: 'asd-19',
      english: "I look at a spot near people's eyes so that I seem to make eye contact.",
      translation:
        "Guardo un punto vicino agli occhi delle persone per dare l'impressione di guardarle negli occhi.",
      backTranslation:
        "I look at a point near people's eyes to give the impression that I am looking them in the eye.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-20',
      english: 'Fitting in with a group leaves me drained.',
      translation: 'Integrarmi in un gruppo mi lascia senza energie.',
      backTranslation: 'Fitting in with a group leaves me drained of energy.',
      reconciliation:
        'Kept: Back-translator noted that "integrarmi in un gruppo" could also mean joining a new group. Kept: the verb\'s main sense is being accepted into a group, which is the English "fitting in", and it matches "integrarmi" in audhd-11.',
    },
    {
      id: 'adhd-1',
      english: 'When I read something important, my mind often wanders off partway through.',
      translation:
        'Quando leggo qualcosa di importante, spesso a un certo punto la mia mente si mette a vagare.',
      backTranslation: 'When I read something important, my mind often starts to wander at some point.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-2',
      english: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
      translation:
        'Mentre ascolto qualcuno, spesso ho le mani occupate, per esempio facendo scattare una penna.',
      backTranslation:
        'While I am listening to someone, my hands are often busy, for example clicking a pen.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-3',
      english: 'Once I start a job at home, like sorting a drawer, I finish it.',
      translation: 'Quando comincio un lavoro in casa, come riordinare un cassetto, lo porto a termine.',
      backTranslation: 'When I start a job around the house, such as tidying a drawer, I finish it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-4',
      english: 'I often forget things I said I would do, like posting a letter.',
      translation: 'Spesso dimentico cose che avevo detto che avrei fatto, come imbucare una lettera.',
      backTranslation: 'I often forget things I had said I would do, such as posting a letter.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-5',
      english: 'I often send a message quickly and then wish I had waited.',
      translation: 'Spesso invio un messaggio in fretta e poi vorrei aver aspettato.',
      backTranslation: 'I often send a message in a hurry and then wish I had waited.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-6',
      english: 'Planning my week ahead comes easily to me.',
      translation: 'Programmare la mia settimana in anticipo mi viene facile.',
      backTranslation: 'Planning my week in advance comes easily to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-7',
      english: 'Sitting idle quickly makes me feel uneasy.',
      translation: 'Stare senza fare niente mi mette presto a disagio.',
      backTranslation: 'Doing nothing soon makes me feel uncomfortable.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-8',
      english: 'I often start big tasks only when the deadline is very close.',
      translation: 'Spesso inizio i compiti impegnativi solo quando la scadenza è molto vicina.',
      backTranslation: 'I often start demanding tasks only when the deadline is very close.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-9',
      english: 'On holiday, I soon start looking for something to keep me busy.',
      translation: 'In vacanza, dopo poco comincio a cercare qualcosa da fare.',
      backTranslation: 'On holiday, after a short while I start looking for something to do.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-10',
      english: 'Waiting a few days before I buy something I want is easy for me.',
      translation: 'Per me è facile aspettare qualche giorno prima di comprare qualcosa che desidero.',
      backTranslation: 'It is easy for me to wait a few days before buying something I want.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-1',
      english: 'Sudden loud noises, like a door slamming, startle me more than most people.',
      translation:
        'I rumori forti e improvvisi, come una porta che sbatte, mi fanno sobbalzare più che alla maggior parte delle persone.',
      backTranslation:
        'Loud, sudden noises, such as a door slamming, make me jump more than they do most people.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-2',
      english: 'I feel at ease under bright lights, like those in a supermarket.',
      translation: 'Mi trovo a mio agio sotto luci intense, come quelle di un supermercato.',
      backTranslation: 'I feel at ease under bright lights, such as those in a supermarket.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-3',
      english: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
      translation:
        'Un tocco leggero e inaspettato, come quando qualcuno mi sfiora passando, mi dà una sensazione sgradevole.',
      backTranslation:
        'A light, unexpected touch, such as when someone brushes against me as they pass, feels unpleasant to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-4',
      english: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
      translation:
        "Gli odori forti, come il profumo di qualcuno sull'autobus, per me sono facili da ignorare.",
      backTranslation: "Strong smells, such as someone's perfume on the bus, are easy for me to ignore.",
      reconciliation:
        'Kept: "perfume on a bus" made explicit as "il profumo di qualcuno sull\'autobus", since "profumo" alone can mean any pleasant scent; the back-translation confirms the intended reading.',
    },
    {
      id: 'spd-5',
      english: 'When many things happen at once, like at a party, I soon feel overloaded.',
      translation: 'Quando succedono molte cose insieme, come a una festa, mi sento presto in sovraccarico.',
      backTranslation: 'When a lot is happening at once, such as at a party, I soon feel overloaded.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-6',
      english: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
      translation:
        'Dopo aver lasciato un luogo rumoroso e affollato, ritrovo la calma nel giro di pochi minuti.',
      backTranslation: 'After leaving a noisy, crowded place, I regain my calm within a few minutes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-7',
      english: 'I go looking for strong sensations, like fast rides or very loud music.',
      translation:
        'Vado in cerca di sensazioni forti, come le giostre veloci o la musica ad altissimo volume.',
      backTranslation:
        'I go looking for strong sensations, such as fast fairground rides or music at very high volume.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-8',
      english: 'I often notice I am hungry only when it has become urgent.',
      translation: 'Spesso mi accorgo di avere fame solo quando ho urgente bisogno di mangiare.',
      backTranslation: 'I often notice that I am hungry only when I urgently need to eat.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-9',
      english: "I can still smell something, like last night's cooking, after others say the smell has gone.",
      translation:
        'Sento ancora un odore, come quello della cena di ieri sera, anche dopo che gli altri dicono che è sparito.',
      backTranslation:
        "I can still smell an odour, such as last night's dinner, even after others say it has gone.",
      reconciliation:
        'Kept: "last night\'s cooking" rendered as "la cena di ieri sera" (last night\'s dinner), the everyday way to refer to a lingering cooking smell in Italian.',
    },
    {
      id: 'dys-1',
      english: 'Writing neatly by hand takes me a lot of effort.',
      translation: 'Scrivere a mano in modo ordinato mi costa molta fatica.',
      backTranslation: 'Writing neatly by hand takes me a lot of effort.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-2',
      english: 'I knock things over by accident more often than most people.',
      translation:
        'Faccio cadere le cose urtandole per sbaglio più spesso della maggior parte delle persone.',
      backTranslation: 'I bump into things and knock things over by accident more often than most people.',
      reconciliation:
        'Back-translation read two actions ("bump into things and knock things over") and the back-translator noted that "faccio cadere" alone can mean dropping things. Changed to one action, "faccio cadere le cose urtandole" (make things fall by bumping them), which is what "knock over" means. The new wording, back-translated again by someone who never saw the English: "I knock things over by accidentally bumping into them more often than most people do."',
    },
    {
      id: 'dys-3',
      english: 'I keep my balance easily, for example when I stand on a moving bus.',
      translation:
        "Mantengo facilmente l'equilibrio, per esempio quando sto in piedi su un autobus in movimento.",
      backTranslation: 'I keep my balance easily, for example when I am standing on a moving bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-4',
      english: 'I pick up new physical skills, like a dance step, quickly.',
      translation: 'Imparo in fretta nuove abilità fisiche, come un passo di ballo.',
      backTranslation: 'I learn new physical skills quickly, such as a dance step.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-5',
      english: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
      translation: 'I lavori di precisione, come allacciare bottoni piccoli, per me sono rapidi e facili.',
      backTranslation: 'Precision tasks, such as doing up small buttons, are quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-6',
      english: 'Judging distances, like the space I need when I park, is hard for me.',
      translation: 'Per me è difficile valutare le distanze, come lo spazio che mi serve per parcheggiare.',
      backTranslation: 'It is hard for me to judge distances, such as the space I need to park.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-7',
      english: 'Packing a suitcase so that everything fits takes me several tries.',
      translation: 'Fare la valigia in modo che ci stia tutto mi richiede diversi tentativi.',
      backTranslation: 'Packing a suitcase so that everything fits takes me several attempts.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-8',
      english: 'As a child, I found ball games harder than other children did.',
      translation:
        "Durante l'infanzia, per me i giochi con la palla erano più difficili che per gli altri bambini.",
      backTranslation: 'In childhood, ball games were harder for me than for other children.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-1',
      english: 'Reading in my first language usually feels easy for me.',
      translation: 'Leggere nella mia lingua madre di solito mi risulta facile.',
      backTranslation: 'Reading in my native language is usually easy for me.',
      reconciliation:
        'Kept: "first language" rendered as "lingua madre" (back-translated "native language"), since "prima lingua" can be read in Italian as the first foreign language learned at school; the frequency word "usually" is kept as "di solito".',
    },
    {
      id: 'dyslexia-2',
      english: 'Half an hour of reading in my first language leaves me tired.',
      translation: "Mezz'ora di lettura nella mia lingua madre mi stanca.",
      backTranslation: 'Half an hour of reading in my native language tires me out.',
      reconciliation:
        'Kept: "first language" rendered as "lingua madre" (back-translated "native language"), as in all dyslexia items, since "prima lingua" can be read as the first foreign language learned at school.',
    },
    {
      id: 'dyslexia-3',
      english: 'When I read aloud in my first language, I often misread words.',
      translation:
        'Quando leggo ad alta voce nella mia lingua madre, spesso sbaglio a leggere alcune parole.',
      backTranslation: 'When I read aloud in my native language, I often misread some words.',
      reconciliation:
        'Kept: "first language" rendered as "lingua madre" (back-translated "native language"), as in all dyslexia items; "often" is kept as "spesso".',
    },
    {
      id: 'dyslexia-4',
      english: 'Spelling common words is easy for me.',
      translation: 'Per me è facile scrivere senza errori le parole di uso comune.',
      backTranslation: 'It is easy for me to write everyday words without mistakes.',
      reconciliation:
        'Kept: Italian has no everyday verb for spelling in writing, so "spelling common words" is rendered as "scrivere senza errori le parole di uso comune"; the back-translation shows the same meaning.',
    },
    {
      id: 'dyslexia-5',
      english: 'I pick simpler words when I write, so that I can be sure of the spelling.',
      translation:
        'Quando scrivo, scelgo parole più semplici, così da avere la certezza di scriverle correttamente.',
      backTranslation:
        'When I write, I choose simpler words so that I can be sure of spelling them correctly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-6',
      english: 'Learning to say a new long word in my first language takes me many tries.',
      translation:
        'Per imparare a pronunciare una parola nuova e lunga nella mia lingua madre mi servono molti tentativi.',
      backTranslation:
        'To learn how to pronounce a new, long word in my native language, I need many attempts.',
      reconciliation:
        'Kept: "first language" rendered as "lingua madre" (back-translated "native language"), as in all dyslexia items.',
    },
    {
      id: 'dyslexia-7',
      english: 'Putting names in alphabetical order is quick and easy for me.',
      translation: 'Mettere dei nomi in ordine alfabetico per me è rapido e facile.',
      backTranslation: 'Putting names in alphabetical order is quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-8',
      english: 'I need several tries to copy a long number, like an account number, in the right order.',
      translation:
        "Mi servono diversi tentativi per copiare nell'ordine giusto un numero lungo, come un numero di conto.",
      backTranslation:
        'I need several attempts to copy a long number, such as an account number, in the right order.',
      reconciliation:
        'Kept: "account number" rendered as "numero di conto" rather than "IBAN", since an IBAN contains letters and is not purely a long number.',
    },
    {
      id: 'dyslexia-9',
      english: 'When someone tells me a booking code, I forget it before I can write it down.',
      translation:
        'Quando qualcuno mi dice un codice di prenotazione, lo dimentico prima di riuscire a scriverlo.',
      backTranslation: 'When someone tells me a booking code, I forget it before I manage to write it down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-10',
      english: 'As a child, I took longer than my classmates to learn to read in my first language.',
      translation:
        "Durante l'infanzia, ho impiegato più tempo dei miei compagni di classe per imparare a leggere nella mia lingua madre.",
      backTranslation:
        'In childhood, I took longer than my classmates to learn to read in my native language.',
      reconciliation:
        'Kept: "first language" rendered as "lingua madre" (back-translated "native language"), as in all dyslexia items, and "as a child" as the gender-neutral "durante l\'infanzia".',
    },
  ],
};
