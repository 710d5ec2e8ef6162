// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'asd-1': 'Wenn sich Menschen in einem Raum gerade gestritten haben, spüre ich das, sobald ich hereinkomme.',
  'asd-2':
    'Ein leises, gleichmäßiges Geräusch, zum Beispiel von einem Ventilator, kann mir das Denken schwer machen.',
  'asd-3': 'Ich frage andere ganz selbstverständlich, wie ihr Tag war.',
  'asd-4':
    'Wenn ich mir eine Speisekarte ansehe, fällt mir ein Rechtschreibfehler früher auf als die Gerichte.',
  'asd-5': 'Es fällt mir schwer zu erkennen, ob jemand freundlich oder nur höflich ist.',
  'asd-6': 'Ich bin angespannt, bis ich genau weiß, wie mein Tag ablaufen wird.',
  'asd-7': 'Meine Interessen sind viel intensiver als die der Menschen in meinem Umfeld.',
  'asd-8':
    'Wenn jemand neben einem offenen Fenster sagt, dass es kalt ist, weiß ich, dass die Person es gern geschlossen hätte.',
  'asd-9': 'Wenn Etiketten in der Kleidung meine Haut berühren, stört mich das sehr.',
  'asd-10': 'Es fällt mir leicht, in ein Gespräch einzusteigen, das schon begonnen hat.',
  'asd-11':
    'Wenn jemand aus meinem Freundeskreis auf dem Weg ins Café ein anderes vorschlägt, bin ich gern einverstanden.',
  'asd-12': 'Als Gast musste man mir schon deutlich sagen, dass es Zeit zum Gehen war.',
  'asd-13':
    'Wenn andere Menschen dabei sind, halte ich meinen Körper bewusst still, damit ich wie alle anderen wirke.',
  'asd-14': 'Wenn ich jemandem von einer Reise erzähle, beschränke ich mich auf das Wichtigste.',
  'asd-15':
    'Wenn mir jemand zeigt, wie man eine gewohnte Aufgabe anders erledigen kann, probiere ich das gern aus.',
  'asd-16': 'Es fällt mir schwer zu erkennen, wann jemand sarkastisch ist.',
  'asd-17': 'An belebten, lauten Orten wie einem Einkaufszentrum fühle ich mich wohl.',
  'asd-18': 'Wenn ich Freizeit habe, widme ich sie fast immer denselben ein oder zwei Interessen.',
  'asd-19':
    'Ich schaue auf eine Stelle in der Nähe der Augen meines Gegenübers, damit es so wirkt, als würde ich Blickkontakt halten.',
  'asd-20': 'Wenn ich mich einer Gruppe anpasse, fühle ich mich danach ausgelaugt.',
};
