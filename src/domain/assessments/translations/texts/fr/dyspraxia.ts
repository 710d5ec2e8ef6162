// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dys-1': "Écrire proprement à la main me demande beaucoup d'efforts.",
  'dys-2': 'Je renverse des objets par accident plus souvent que la plupart des gens.',
  'dys-3': "Je garde facilement l'équilibre, par exemple quand je suis debout dans un bus qui roule.",
  'dys-4': "J'apprends rapidement de nouveaux mouvements, comme un pas de danse.",
  'dys-5': 'Les tâches minutieuses, comme fermer de petits boutons, sont rapides et faciles pour moi.',
  'dys-6': "J'ai du mal à évaluer les distances, par exemple l'espace dont j'ai besoin pour me garer.",
  'dys-7': 'Faire une valise pour que tout rentre dedans me demande plusieurs essais.',
  'dys-8':
    "Quand j'étais enfant, les jeux de ballon étaient plus difficiles pour moi que pour les autres enfants.",
};
