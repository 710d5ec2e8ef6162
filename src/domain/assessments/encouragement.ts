/**
 * The encouragement shown at a question: the messages in turn, by the question's index (the words are each
 * language's, `encouragements` in the assessment screen's messages).
 */
export function pickEncouragement<Message>(
  messages: readonly Message[],
  questionIndex: number,
): Message | undefined {
  const count = messages.length;
  if (count === 0) return undefined;
  return messages[((Math.trunc(questionIndex) % count) + count) % count];
}

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

/** Where a visitor is in an assessment, as the line under the progress bar says it (`progressBands` in messages). */
export type ProgressBand = 'starting' | 'first-quarter' | 'halfway' | 'nearly-done' | 'complete';

export function getProgressBand(percent: number): ProgressBand {
  if (percent < 25) return 'starting';
  if (percent < 50) return 'first-quarter';
  if (percent < 75) return 'halfway';
  if (percent < 100) return 'nearly-done';
  return 'complete';
}

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
