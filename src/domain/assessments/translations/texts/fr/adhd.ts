// Written by `npm run translations:records` from ../../fr.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'adhd-1': "Quand je lis quelque chose d'important, mon esprit s'égare souvent en cours de lecture.",
  'adhd-2':
    "Quand j'écoute quelqu'un, mes mains sont souvent occupées, par exemple à faire cliquer un stylo.",
  'adhd-3': "Une fois que j'ai commencé une tâche à la maison, comme ranger un tiroir, je la termine.",
  'adhd-4': "J'oublie souvent de faire ce que j'avais dit que je ferais, comme poster une lettre.",
  'adhd-5': "J'envoie souvent un message rapidement, puis je me dis que j'aurais dû attendre.",
  'adhd-6': "Planifier ma semaine à l'avance est facile pour moi.",
  'adhd-7': "Rester sans rien faire me met rapidement mal à l'aise.",
  'adhd-8': 'Je commence souvent les grosses tâches seulement quand la date limite est très proche.',
  'adhd-9': "En vacances, je me mets vite à chercher de quoi m'occuper.",
  'adhd-10': "Attendre quelques jours avant d'acheter quelque chose qui me fait envie est facile pour moi.",
};
