/** Where a score stands among other takers, in Italian; see ../en/comparison.ts. */

// Italian elides the article before a number said with a vowel (l'8%, l'80%, l'11 marzo, l'1%): these pick it.
const elides = (number: string) => /^(8|11?(?!\d))/.test(number);
const the = (number: string) => (elides(number) ? `l’${number}` : `il ${number}`);
const ofThe = (number: string) => (elides(number) ? `dell’${number}` : `del ${number}`);

export const title = 'Come si colloca rispetto ad altre persone';
export const pending = ({ count }: { count: string }) =>
  `Quando ${count} persone avranno compilato qui questa autovalutazione, vedrà come si colloca il suo punteggio.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `Quando è stato creato questo report, meno di ${count} persone avevano compilato questa autovalutazione su Traitscope. Sono troppo poche per un confronto equo, quindi questo report non ne mostra uno.`;
export const caveat =
  'Chi fa un test come questo fa parte di un gruppo che si è selezionato da sé: molte persone arrivano perché riconoscono già in sé questi tratti. Il confronto è quindi con altre persone che l’hanno compilato qui, non con le persone in generale.';
export const privacy =
  'I conteggi sono volutamente un po’ sfocati e mostrati come intervallo, così che da essi non si possa ricavare il risultato di nessuna persona.';
export const wideRange = ({ count }: { count: string }) =>
  `Finché non l’avranno compilata circa ${count} persone, l’intervallo copre un quinto di chi l’ha compilata.`;
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Meno ${ofThe(percent)} delle persone che hanno compilato qui questa autovalutazione ha ottenuto un punteggio più basso del suo.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `Più ${ofThe(percent)} delle persone che hanno compilato qui questa autovalutazione ha ottenuto un punteggio più basso del suo.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Tra ${the(from)} e ${the(to)} delle persone che hanno compilato qui questa autovalutazione ha ottenuto un punteggio più basso del suo.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Meno ${ofThe(percent)} delle persone che avevano compilato questa autovalutazione su Traitscope aveva ottenuto un punteggio più basso del suo.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `Più ${ofThe(percent)} delle persone che avevano compilato questa autovalutazione su Traitscope aveva ottenuto un punteggio più basso del suo.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Tra ${the(from)} e ${the(to)} delle persone che avevano compilato questa autovalutazione su Traitscope aveva ottenuto un punteggio più basso del suo.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Sulla base di circa ${count} risultati, contati ${the(day)}.`;
export const youAreHere = 'Lei si trova più o meno qui';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} delle persone`;
