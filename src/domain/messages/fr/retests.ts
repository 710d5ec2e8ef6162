/** What changed since an earlier take, in French; see ../en/retests.ts. */
export const heading = 'Depuis la fois précédente';
export const takenBefore = ({ date }: { date: string }) =>
  `Vous avez déjà fait cette auto-évaluation, le ${date}.`;
export const earlier = 'Avant';
export const now = 'Maintenant';
export const noAnswerMoved = 'Aucune réponse n’a changé de deux degrés ou plus.';
export const answersMoved = 'Réponses qui ont changé de deux degrés ou plus';
export const themesCaption = 'Chaque thème, avant et maintenant (réponse moyenne, de 0 à 4)';
export const theme = 'Thème';
export const change = 'Évolution';
export const noChange = 'pas de changement';
export const retestNote =
  'Les réponses peuvent changer selon les circonstances, comme le stress, le repos, un nouveau travail ou un changement à la maison. Un changement d’une fois à l’autre ne mesure pas l’effet d’un traitement, et ne dit rien de la façon dont vous allez.';
export const differentWording =
  'Certaines questions ont été reformulées entre les deux fois où vous avez répondu. Les thèmes et les réponses ne sont donc pas comparés un par un.';
