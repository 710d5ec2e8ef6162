// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dys-1': 'Ordentlich mit der Hand zu schreiben kostet mich viel Mühe.',
  'dys-2': 'Ich stoße öfter aus Versehen Dinge um als die meisten Menschen.',
  'dys-3':
    'Es fällt mir leicht, das Gleichgewicht zu halten, zum Beispiel wenn ich in einem fahrenden Bus stehe.',
  'dys-4': 'Neue Bewegungen, zum Beispiel einen Tanzschritt, lerne ich schnell.',
  'dys-5':
    'Feinarbeit mit den Fingern, zum Beispiel das Schließen kleiner Knöpfe, erledige ich schnell und mühelos.',
  'dys-6':
    'Es fällt mir schwer, Abstände einzuschätzen, zum Beispiel wie viel Platz ich beim Einparken brauche.',
  'dys-7': 'Ich brauche mehrere Versuche, um einen Koffer so zu packen, dass alles hineinpasst.',
  'dys-8': 'Als Kind fielen mir Ballspiele schwerer als anderen Kindern.',
};
