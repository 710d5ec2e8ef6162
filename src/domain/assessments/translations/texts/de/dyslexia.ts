// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dyslexia-1': 'Es fällt mir meistens leicht, in meiner Muttersprache zu lesen.',
  'dyslexia-2': 'Nach einer halben Stunde Lesen in meiner Muttersprache bin ich müde.',
  'dyslexia-3': 'Wenn ich in meiner Muttersprache laut lese, lese ich Wörter oft falsch.',
  'dyslexia-4': 'Alltägliche Wörter richtig zu schreiben fällt mir leicht.',
  'dyslexia-5':
    'Beim Schreiben wähle ich einfachere Wörter, damit ich mir bei der Rechtschreibung sicher sein kann.',
  'dyslexia-6':
    'Bis ich ein neues, langes Wort in meiner Muttersprache aussprechen kann, brauche ich viele Versuche.',
  'dyslexia-7': 'Ich kann Namen schnell und mühelos alphabetisch ordnen.',
  'dyslexia-8':
    'Um eine lange Nummer wie eine Kontonummer in der richtigen Reihenfolge abzuschreiben, brauche ich mehrere Versuche.',
  'dyslexia-9':
    'Wenn mir jemand einen Buchungscode sagt, habe ich ihn vergessen, bevor ich ihn aufschreiben kann.',
  'dyslexia-10':
    'Als Kind brauchte ich länger als die anderen Kinder in meiner Klasse, um in meiner Muttersprache lesen zu lernen.',
};
