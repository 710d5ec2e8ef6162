/** What changed since an earlier take, in English: the results page and the report (see shell.ts). */
export const heading = 'Since your earlier take';
export const takenBefore = ({ date }: { date: string }) => `You took this assessment before, on ${date}.`;
export const earlier = 'Then';
export const now = 'Now';
export const noAnswerMoved = 'No answer moved by two steps or more.';
export const answersMoved = 'Answers that moved by two steps or more';
export const themesCaption = 'Each theme, then and now (average answer, 0 to 4)';
export const theme = 'Theme';
export const change = 'Change';
export const noChange = 'no change';
export const retestNote =
  'Answers can change with circumstances, such as stress, rest, a new job or a change at home. A change between two takes is not a measure of treatment, and says nothing about how well you are doing.';
export const differentWording =
  'Some questions were reworded between your two takes, so themes and answers are not compared one by one.';
