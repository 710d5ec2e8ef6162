// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'adhd-1': 'Wenn ich etwas Wichtiges lese, schweifen meine Gedanken oft mittendrin ab.',
  'adhd-2':
    'Während ich jemandem zuhöre, sind meine Hände oft beschäftigt, zum Beispiel mit dem Klicken eines Kugelschreibers.',
  'adhd-3':
    'Wenn ich zu Hause einmal mit einer Aufgabe angefangen habe, zum Beispiel mit dem Aufräumen einer Schublade, bringe ich sie auch zu Ende.',
  'adhd-4':
    'Ich vergesse oft, Dinge zu erledigen, die ich zugesagt habe, zum Beispiel einen Brief einzuwerfen.',
  'adhd-5': 'Ich schicke oft schnell eine Nachricht ab und wünsche mir dann, ich hätte gewartet.',
  'adhd-6': 'Es fällt mir leicht, meine Woche im Voraus zu planen.',
  'adhd-7': 'Untätig herumzusitzen macht mich schnell unruhig.',
  'adhd-8': 'Mit großen Aufgaben fange ich oft erst an, wenn die Frist fast abgelaufen ist.',
  'adhd-9': 'Im Urlaub fange ich schon bald an, nach einer Beschäftigung zu suchen.',
  'adhd-10': 'Es fällt mir leicht, ein paar Tage zu warten, bevor ich etwas kaufe, das ich haben möchte.',
};
