/**
 * Where a score stands among other takers, in English: the results page and the report (see shell.ts). Numbers,
 * percentages and dates arrive formatted in the reader's locale.
 */
export const title = 'Where you stand among other takers';
export const pending = ({ count }: { count: string }) =>
  `Once ${count} people have taken this assessment here, you will see how your score compares.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `When this report was made, fewer than ${count} people had taken this assessment on Traitscope. That is too few for a fair comparison, so this report does not show one.`;
export const caveat =
  'People who take a test like this one are a self-selected group: many come because they already recognise these traits. So this compares you with others who took it here, not with people in general.';
export const privacy =
  'The counts are blurred a little on purpose and shown as a range, so that nobody’s own result can be worked out from them.';
export const wideRange = ({ count }: { count: string }) =>
  `Until about ${count} people have taken it, the range is a fifth of takers wide.`;
/** The range in one plain sentence, on the results page (now) and in the report (when it was made). */
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Fewer than ${percent} of people who took this assessment here scored lower than you.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `More than ${percent} of people who took this assessment here scored lower than you.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Between ${from} and ${to} of people who took this assessment here scored lower than you.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Fewer than ${percent} of people who had taken this assessment on Traitscope had scored lower than you.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `More than ${percent} of people who had taken this assessment on Traitscope had scored lower than you.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Between ${from} and ${to} of people who had taken this assessment on Traitscope had scored lower than you.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Based on about ${count} results, counted on ${day}.`;
export const youAreHere = 'You are about here';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} of takers`;
