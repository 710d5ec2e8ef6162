// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'asd-1': "Si des personnes viennent de se disputer dans une pièce, je le sens dès que j'y entre.",
  'asd-2': "Un bruit faible et continu, comme celui d'un ventilateur, peut me gêner pour réfléchir.",
  'asd-3': "Demander aux gens comment s'est passée leur journée me vient naturellement.",
  'asd-4':
    "Quand je regarde la carte d'un restaurant, je remarque une faute d'orthographe avant de remarquer les plats.",
  'asd-5': "J'ai du mal à savoir si une personne est amicale ou simplement polie.",
  'asd-6': "Je ressens de la tension jusqu'à ce que je sache exactement comment ma journée va se dérouler.",
  'asd-7':
    "Je m'investis dans mes centres d'intérêt de façon beaucoup plus intense que les gens de mon entourage.",
  'asd-8':
    "Si une personne près d'une fenêtre ouverte dit qu'il fait froid, je comprends qu'elle aimerait que l'on ferme la fenêtre.",
  'asd-9': 'Les étiquettes de vêtements contre ma peau me gênent beaucoup.',
  'asd-10': 'Me joindre à une conversation déjà commencée me paraît facile.',
  'asd-11':
    "Quand des amis proposent d'aller dans un autre café alors que nous sommes en chemin, j'accepte volontiers de changer.",
  'asd-12':
    "Des personnes qui me recevaient chez elles ont déjà dû me dire clairement qu'il était temps pour moi de partir.",
  'asd-13':
    "En présence d'autres personnes, je garde délibérément mon corps immobile, pour ressembler à tout le monde.",
  'asd-14': "Quand je raconte un voyage à quelqu'un, je m'en tiens à l'essentiel.",
  'asd-15':
    "Quand quelqu'un me montre une nouvelle façon de faire une tâche que je connais bien, je l'essaie volontiers.",
  'asd-16': "J'ai du mal à reconnaître quand une personne est sarcastique.",
  'asd-17':
    "Je me sens à l'aise dans les endroits bruyants où il y a beaucoup de monde, comme un centre commercial.",
  'asd-18':
    "Quand j'ai du temps libre, je le consacre à un ou deux centres d'intérêt, presque toujours les mêmes.",
  'asd-19':
    "Je regarde un point près des yeux des gens pour donner l'impression de les regarder dans les yeux.",
  'asd-20': "M'adapter pour m'intégrer dans un groupe me vide de mon énergie.",
};
