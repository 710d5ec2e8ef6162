// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'spd-1':
    'Les bruits forts et soudains, comme une porte qui claque, me font sursauter plus que la plupart des gens.',
  'spd-2': "Je me sens à l'aise sous un éclairage vif, comme celui d'un supermarché.",
  'spd-3': "Un contact léger et inattendu, comme quelqu'un qui me frôle en passant, m'est désagréable.",
  'spd-4': 'Les odeurs fortes, comme un parfum dans le bus, sont faciles à ignorer pour moi.',
  'spd-5':
    "Quand beaucoup de choses se passent en même temps, comme lors d'une soirée, je ressens vite une impression de surcharge.",
  'spd-6': 'Après avoir quitté un endroit bruyant et bondé, je retrouve mon calme en quelques minutes.',
  'spd-7': 'Je recherche des sensations intenses, comme les manèges rapides ou la musique très forte.',
  'spd-8': "Souvent, je me rends compte que j'ai faim seulement quand c'est devenu urgent.",
  'spd-9':
    "Je sens encore une odeur, comme celle du repas préparé la veille, alors que les autres disent qu'elle a disparu.",
};
