/** Where a score stands among other takers, in French; see ../en/comparison.ts. */
export const title = 'Où vous vous situez par rapport aux autres personnes';
export const pending = ({ count }: { count: string }) =>
  `Quand ${count} personnes auront fait cette auto-évaluation ici, vous verrez où se situe votre score.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `Quand ce rapport a été créé, moins de ${count} personnes avaient fait cette auto-évaluation sur Traitscope. C’est trop peu pour une comparaison juste : ce rapport n’en présente donc pas.`;
export const caveat =
  'Les personnes qui font un test comme celui-ci forment un groupe qui s’est choisi lui-même : beaucoup viennent parce qu’elles reconnaissent déjà ces traits. Cette comparaison vous situe donc par rapport aux personnes qui l’ont fait ici, pas par rapport à la population en général.';
export const privacy =
  'Les chiffres sont volontairement un peu brouillés et présentés sous forme de fourchette, pour que personne ne puisse en déduire le résultat d’une autre personne.';
export const wideRange = ({ count }: { count: string }) =>
  `Jusqu’à ce qu’environ ${count} personnes l’aient faite, la fourchette couvre un cinquième des personnes ayant répondu.`;
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Moins de ${percent} des personnes qui ont fait cette auto-évaluation ici ont obtenu un score inférieur au vôtre.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `Plus de ${percent} des personnes qui ont fait cette auto-évaluation ici ont obtenu un score inférieur au vôtre.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Entre ${from} et ${to} des personnes qui ont fait cette auto-évaluation ici ont obtenu un score inférieur au vôtre.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Moins de ${percent} des personnes qui avaient fait cette auto-évaluation sur Traitscope avaient obtenu un score inférieur au vôtre.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `Plus de ${percent} des personnes qui avaient fait cette auto-évaluation sur Traitscope avaient obtenu un score inférieur au vôtre.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Entre ${from} et ${to} des personnes qui avaient fait cette auto-évaluation sur Traitscope avaient obtenu un score inférieur au vôtre.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Sur la base d’environ ${count} résultats, comptés le ${day}.`;
export const youAreHere = 'Vous êtes à peu près ici';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} des personnes ayant répondu`;
