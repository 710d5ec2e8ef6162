// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'audhd-1': 'Durante un film, spesso la mia mente si allontana dalla storia.',
  'audhd-2': 'Quando qualcosa mi turba, mi ci vuole molto tempo per calmarmi.',
  'audhd-3': "Quando conosco una persona nuova, mi faccio in fretta un'idea di com'è.",
  'audhd-4': 'Di solito so esattamente dove ho lasciato le chiavi.',
  'audhd-5': 'Prima di andare in un posto nuovo, ne studio nel dettaglio foto e mappe.',
  'audhd-6':
    'Le persone che mi conoscono bene mi fanno notare quanto mi muovo, anche quando resto nello stesso posto.',
  'audhd-7': 'Se una sola riga è scritta con un carattere diverso, la noto subito.',
  'audhd-8': 'Spesso inizio nuovi progetti prima di aver finito quelli che ho già.',
  'audhd-9':
    'Per i miei amici sono una persona esperta di un argomento che ho approfondito nel mio tempo libero.',
  'audhd-10': 'Mentre lavoro, spesso mi accorgo che i miei pensieri sono passati a un altro argomento.',
  'audhd-11': 'Evito di parlare dei miei veri interessi, per integrarmi con gli altri.',
  'audhd-12': 'Penso prima di parlare, anche quando sono entusiasta.',
  'audhd-13': "Chiacchierare del più e del meno è un'abilità che ho dovuto imparare in modo consapevole.",
  'audhd-14': 'Arrivo in ritardo agli appuntamenti più spesso della maggior parte delle persone che conosco.',
  'audhd-15': 'Nei luoghi affollati e rumorosi, può arrivare un momento in cui tutto diventa troppo per me.',
  'audhd-16':
    'Quando un posto che conosco cambia, come un negozio che sposta gli scaffali, mi ci abituo in fretta.',
  'audhd-17': 'Mi occupo di lettere e bollette poco dopo averle ricevute.',
  'audhd-18': 'La luce intensa del giorno è confortevole per i miei occhi.',
  'audhd-19': 'A una festa affollata, quando parlo con qualcuno il rumore passa in secondo piano.',
  'audhd-20': "Spesso i miei pensieri saltano velocemente da un'idea all'altra.",
  'audhd-21': 'Socializzare mi costa molta più fatica di quanto immaginino le persone intorno a me.',
  'audhd-22': 'Quando un compito mi assorbe, gli altri devono chiamarmi più volte per nome.',
  'audhd-23': 'Per me è difficile capire il tono di un breve messaggio scritto.',
  'audhd-24': "Spesso prendo decisioni importanti d'impulso.",
  'audhd-25': 'Quando qualcosa mi turba, imparare cose nuove su un argomento che mi affascina mi calma.',
  'audhd-26': 'Per quanto spesso io metta in ordine, i miei spazi tornano presto in disordine.',
  'audhd-27': 'Mi attirano gli argomenti con regole chiare, come la matematica o gli orari dei treni.',
  'audhd-28':
    'Anche per un compito semplice, come rispondere a un messaggio, posso metterci giorni prima di cominciare.',
  'audhd-29': 'Quando qualcuno mi dà una brutta notizia, so cosa dire.',
  'audhd-30': "Riesco a mantenere l'attenzione su un articolo lungo dall'inizio alla fine.",
};
