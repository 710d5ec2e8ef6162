// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'asd-1': 'Se le persone in una stanza hanno appena litigato, me ne accorgo nel momento in cui entro.',
  'asd-2': 'Un rumore debole e continuo, come quello di un ventilatore, può rendermi difficile pensare.',
  'asd-3': "Chiedere agli altri com'è andata la loro giornata mi viene naturale.",
  'asd-4': 'Quando guardo un menu, noto un errore di ortografia prima ancora di notare i piatti.',
  'asd-5': 'Per me è difficile capire se una persona è amichevole o solo educata.',
  'asd-6': 'Mi sento in tensione finché non so esattamente come andrà la mia giornata.',
  'asd-7': 'I miei interessi sono molto più intensi di quelli delle persone intorno a me.',
  'asd-8': 'Se una persona vicino a una finestra aperta dice che fa freddo, capisco che la vorrebbe chiusa.',
  'asd-9': 'Le etichette dei vestiti a contatto con la pelle mi danno molto fastidio.',
  'asd-10': 'Inserirmi in una conversazione già iniziata mi risulta facile.',
  'asd-11': 'Se, mentre andiamo al bar, chi è con me ne propone un altro, accetto volentieri di cambiare.',
  'asd-12': 'Mi è capitato che chi mi ospitava dovesse dirmi esplicitamente che era ora di andare.',
  'asd-13':
    'Quando sono con altre persone, tengo il corpo fermo di proposito, per sembrare come tutti gli altri.',
  'asd-14': 'Quando racconto a qualcuno di un viaggio, mi limito ai punti principali.',
  'asd-15': 'Quando qualcuno mi mostra un modo nuovo di fare un lavoro che conosco già, lo provo volentieri.',
  'asd-16': 'Per me è difficile capire quando qualcuno sta facendo del sarcasmo.',
  'asd-17': 'Mi trovo a mio agio nei luoghi affollati e rumorosi, come un centro commerciale.',
  'asd-18': 'Quando ho tempo libero, quasi sempre lo dedico a uno o due interessi, sempre gli stessi.',
  'asd-19':
    "Guardo un punto vicino agli occhi delle persone per dare l'impressione di guardarle negli occhi.",
  'asd-20': 'Integrarmi in un gruppo mi lascia senza energie.',
};
