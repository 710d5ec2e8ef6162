// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dyslexia-1': 'Leer en mi lengua materna normalmente me resulta fácil.',
  'dyslexia-2': 'Media hora de lectura en mi lengua materna me cansa.',
  'dyslexia-3': 'Cuando leo en voz alta en mi lengua materna, a menudo me equivoco al leer palabras.',
  'dyslexia-4': 'Escribir con buena ortografía las palabras habituales me resulta fácil.',
  'dyslexia-5':
    'Cuando escribo, elijo palabras más sencillas para asegurarme de que la ortografía es correcta.',
  'dyslexia-6':
    'Aprender a pronunciar una palabra larga y nueva en mi lengua materna me lleva muchos intentos.',
  'dyslexia-7': 'Ordenar nombres alfabéticamente me resulta rápido y fácil.',
  'dyslexia-8':
    'Necesito varios intentos para copiar un número largo, como un número de cuenta, en el orden correcto.',
  'dyslexia-9': 'Cuando alguien me dice un código de reserva, se me olvida antes de poder anotarlo.',
  'dyslexia-10':
    'En mi infancia, tardé más que el resto de mi clase en aprender a leer en mi lengua materna.',
};
