export const ENCOURAGEMENT_TITLE = 'Keep Going!';

export const FUN_FACT_TITLE = 'Did you know?';

// Shown at the encouragement positions; they never mention where the person is in the assessment, because
// the message is picked by index mod 10, not by progress. None points to a particular answer: a message that
// suggested Neutral for unsure answers would move scores towards the middle of the scale.
export const ENCOURAGEMENT_MESSAGES: readonly string[] = [
  'You are doing well. Take each question at your own pace.',
  'There are no right or wrong answers, only your own experience.',
  'Thank you for being honest with yourself.',
  'Every answer helps build a clearer picture of how you experience the world.',
  'It is fine to pause and take a breath whenever you need to.',
  'If you are unsure, choose the answer that fits you best. Every answer is fine.',
  'Reflecting on yourself takes effort. Well done for making the time.',
  'Think about how things usually are for you, not just how today feels.',
  'Being curious about yourself is a strength.',
  'Keep going. Your answers are worth the time you are giving them.',
];

export function getEncouragementMessage(questionIndex: number): string {
  const count = ENCOURAGEMENT_MESSAGES.length;
  const index = ((Math.trunc(questionIndex) % count) + count) % count;
  return ENCOURAGEMENT_MESSAGES[index] ?? '';
}

// The 'Keep Going!' card shows at index floor(count / 2) and at index floor(count * 0.8).
export function isEncouragementPosition(index: number, questionCount: number): boolean {
  return index === Math.floor(questionCount / 2) || index === Math.floor(questionCount * 0.8);
}

// Progress is floor(answeredCount / total * 100), where `answeredCount` is the number of questions already
// passed, i.e. the 0-based index of the question on screen: the first question shows 0%, the last shows
// floor((n-1)/n*100) and 100% is reached only once the last answer is submitted. A bar that says 100% while a
// question is still unanswered would overstate progress.
export function getProgressPercent(answeredCount: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(answeredCount)) {
    return 0;
  }
  const percent = Math.floor((answeredCount / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

export type ProgressBand = {
  key: 'starting' | 'first-quarter' | 'halfway' | 'nearly-done' | 'complete';
  text: string;
};

// Encouragement text bands at under 25, 50, 75 and 100; 100 itself is the finished state.
export function getProgressBand(percent: number): ProgressBand {
  if (percent < 25) {
    return { key: 'starting', text: 'A good start. Take your time with each answer.' };
  }
  if (percent < 50) {
    return { key: 'first-quarter', text: 'Nice and steady. You are finding your rhythm.' };
  }
  if (percent < 75) {
    return { key: 'halfway', text: 'Over halfway. There are no right or wrong answers.' };
  }
  if (percent < 100) {
    return { key: 'nearly-done', text: 'Almost there. Just a few questions left.' };
  }
  return { key: 'complete', text: 'All done. Thank you for taking the time.' };
}

// A 'Did you know?' card shows on questions after the first that are not encouragement positions, using the
// fact at (index − 1) when one exists. Returns that fact index, or null for no card.
export function getFunFactIndexForQuestion(
  questionIndex: number,
  questionCount: number,
  factCount: number,
): number | null {
  if (!Number.isInteger(questionIndex) || questionIndex <= 0) {
    return null;
  }
  if (isEncouragementPosition(questionIndex, questionCount)) {
    return null;
  }
  const factIndex = questionIndex - 1;
  return factIndex < factCount ? factIndex : null;
}
