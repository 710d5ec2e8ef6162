// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'audhd-1': "Pendant un film, mon esprit s'éloigne souvent de l'histoire.",
  'audhd-2': 'Quand quelque chose me contrarie, il me faut longtemps pour retrouver mon calme.',
  'audhd-3':
    "Quand je rencontre quelqu'un pour la première fois, je sens rapidement quel genre de personne c'est.",
  'audhd-4': "En général, je sais exactement où j'ai laissé mes clés.",
  'audhd-5':
    "Avant d'aller dans un lieu que je ne connais pas, j'en étudie en détail les photos et les plans.",
  'audhd-6': 'Mes proches me font remarquer à quel point je gigote.',
  'audhd-7':
    'Si une seule ligne est écrite dans une police de caractères différente, je le remarque tout de suite.',
  'audhd-8': "Je commence souvent de nouveaux projets avant d'avoir terminé ceux que j'ai déjà en cours.",
  'audhd-9':
    "Mes amis me considèrent comme une référence dans un domaine que j'ai étudié sur mon temps libre.",
  'audhd-10':
    "Pendant que je travaille, je m'aperçois souvent que mes pensées sont passées à un autre sujet.",
  'audhd-11': "Je garde pour moi mes véritables centres d'intérêt, afin de m'intégrer.",
  'audhd-12': 'Je réfléchis avant de parler, même quand je suis enthousiaste.',
  'audhd-13': "Bavarder de tout et de rien est une compétence que j'ai dû apprendre délibérément.",
  'audhd-14': "J'arrive en retard à mes rendez-vous plus souvent que la plupart des gens que je connais.",
  'audhd-15':
    'Dans les endroits bruyants où il y a beaucoup de monde, je peux arriver à un point où tout me submerge.',
  'audhd-16':
    "Quand un lieu familier change, par exemple un magasin qui déplace ses rayons, je m'y habitue rapidement.",
  'audhd-17': "Je m'occupe de mon courrier et de mes factures peu de temps après leur arrivée.",
  'audhd-18': 'La lumière vive du jour est agréable pour mes yeux.',
  'audhd-19':
    "Dans une soirée où il y a beaucoup de monde, le bruit autour de moi s'estompe dès que je parle avec quelqu'un.",
  'audhd-20': "Souvent, mes pensées sautent rapidement d'une idée à l'autre.",
  'audhd-21':
    "Passer du temps avec d'autres personnes me demande beaucoup plus d'efforts que mon entourage ne l'imagine.",
  'audhd-22': "Quand une tâche m'absorbe, les gens doivent répéter mon prénom plusieurs fois.",
  'audhd-23': "J'ai du mal à saisir le ton d'un SMS court.",
  'audhd-24': 'Je prends souvent des décisions importantes de manière impulsive.',
  'audhd-25':
    'Quand quelque chose me contrarie, en apprendre davantage sur un sujet qui me passionne me calme.',
  'audhd-26': "J'ai beau ranger, le désordre revient vite autour de moi.",
  'audhd-27':
    "Les sujets qui suivent des règles claires, comme les mathématiques ou les horaires de train, m'attirent.",
  'audhd-28':
    "Même pour une tâche simple, comme répondre à un message, il peut me falloir des jours avant de m'y mettre.",
  'audhd-29': "Quand quelqu'un me fait part d'une mauvaise nouvelle, je sais quoi dire.",
  'audhd-30': "J'arrive à maintenir mon attention sur un long article du début à la fin.",
};
