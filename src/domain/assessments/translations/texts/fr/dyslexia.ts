// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dyslexia-1': 'En général, lire dans ma langue maternelle me paraît facile.',
  'dyslexia-2': 'Une demi-heure de lecture dans ma langue maternelle me fatigue.',
  'dyslexia-3':
    "Quand je lis à voix haute dans ma langue maternelle, il m'arrive souvent de mal lire des mots.",
  'dyslexia-4': 'Bien orthographier les mots courants est facile pour moi.',
  'dyslexia-5':
    "Quand j'écris, je choisis des mots plus simples pour avoir la certitude de bien les orthographier.",
  'dyslexia-6':
    'Apprendre à prononcer un nouveau mot long dans ma langue maternelle me demande de nombreux essais.',
  'dyslexia-7': 'Classer des noms par ordre alphabétique est rapide et facile pour moi.',
  'dyslexia-8':
    "J'ai besoin de plusieurs essais pour recopier dans le bon ordre un long numéro, comme un numéro de compte bancaire.",
  'dyslexia-9':
    "Quand quelqu'un me donne oralement un code de réservation, je l'oublie avant d'avoir pu le noter.",
  'dyslexia-10':
    "Quand j'étais enfant, j'ai mis plus de temps que mes camarades de classe à apprendre à lire dans ma langue maternelle.",
};
