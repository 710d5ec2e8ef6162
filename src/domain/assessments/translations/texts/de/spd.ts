// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'spd-1':
    'Bei plötzlichen lauten Geräuschen, wie einer zuschlagenden Tür, erschrecke ich stärker als die meisten Menschen.',
  'spd-2': 'Unter heller Beleuchtung, wie in einem Supermarkt, fühle ich mich wohl.',
  'spd-3':
    'Eine leichte, unerwartete Berührung, zum Beispiel wenn mich jemand im Vorbeigehen streift, fühlt sich unangenehm an.',
  'spd-4': 'Es fällt mir leicht, starke Gerüche wie Parfüm im Bus zu ignorieren.',
  'spd-5':
    'Wenn viel gleichzeitig passiert, zum Beispiel auf einer Party, fühle ich mich schon bald überreizt.',
  'spd-6':
    'Wenn ich einen lauten Ort voller Menschen verlassen habe, komme ich innerhalb weniger Minuten wieder zur Ruhe.',
  'spd-7': 'Ich suche gezielt starke Sinneseindrücke, zum Beispiel Achterbahnfahrten oder sehr laute Musik.',
  'spd-8': 'Ich merke oft erst, dass ich Hunger habe, wenn es schon dringend ist.',
  'spd-9':
    'Ich kann Gerüche, zum Beispiel vom Kochen am Vorabend, noch riechen, wenn andere schon sagen, dass nichts mehr zu riechen ist.',
};
