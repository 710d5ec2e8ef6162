// Written by `npm run translations:records` from ../../it.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dys-1': 'Scrivere a mano in modo ordinato mi costa molta fatica.',
  'dys-2': 'Faccio cadere le cose urtandole per sbaglio più spesso della maggior parte delle persone.',
  'dys-3': "Mantengo facilmente l'equilibrio, per esempio quando sto in piedi su un autobus in movimento.",
  'dys-4': 'Imparo in fretta nuove abilità fisiche, come un passo di ballo.',
  'dys-5': 'I lavori di precisione, come allacciare bottoni piccoli, per me sono rapidi e facili.',
  'dys-6': 'Per me è difficile valutare le distanze, come lo spazio che mi serve per parcheggiare.',
  'dys-7': 'Fare la valigia in modo che ci stia tutto mi richiede diversi tentativi.',
  'dys-8': "Durante l'infanzia, per me i giochi con la palla erano più difficili che per gli altri bambini.",
};
