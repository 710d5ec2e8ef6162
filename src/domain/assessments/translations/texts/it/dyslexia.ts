// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dyslexia-1': 'Leggere nella mia lingua madre di solito mi risulta facile.',
  'dyslexia-2': "Mezz'ora di lettura nella mia lingua madre mi stanca.",
  'dyslexia-3': 'Quando leggo ad alta voce nella mia lingua madre, spesso sbaglio a leggere alcune parole.',
  'dyslexia-4': 'Per me è facile scrivere senza errori le parole di uso comune.',
  'dyslexia-5':
    'Quando scrivo, scelgo parole più semplici, così da avere la certezza di scriverle correttamente.',
  'dyslexia-6':
    'Per imparare a pronunciare una parola nuova e lunga nella mia lingua madre mi servono molti tentativi.',
  'dyslexia-7': 'Mettere dei nomi in ordine alfabetico per me è rapido e facile.',
  'dyslexia-8':
    "Mi servono diversi tentativi per copiare nell'ordine giusto un numero lungo, come un numero di conto.",
  'dyslexia-9':
    'Quando qualcuno mi dice un codice di prenotazione, lo dimentico prima di riuscire a scriverlo.',
  'dyslexia-10':
    "Durante l'infanzia, ho impiegato più tempo dei miei compagni di classe per imparare a leggere nella mia lingua madre.",
};
