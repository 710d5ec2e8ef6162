import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B2: attention and follow-through, organisation and memory,
// restlessness and impulsivity. The source scales measure frequency, so each item states a habit ("often",
// "usually") that the agreement scale can rate. Three items (3, 6, 10) are reverse-keyed, worded as ease so
// that agreeing means fewer of the traits, one in each of three constructs. Every item was written
// independently, with its own everyday example; some necessarily ask about the same experiences as ASRS v1.1
// items (docs/decisions/012-item-review.md).
export const ADHD_QUESTIONS: readonly Question[] = [
  {
    id: 'adhd-1',
    text: 'When I read something important, my mind often wanders off partway through.',
    type: 'likert',
    construct: 'Attention and follow-through',
  },
  {
    id: 'adhd-2',
    text: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-3',
    text: 'Once I start a job at home, like sorting a drawer, I finish it.',
    type: 'likert',
    construct: 'Attention and follow-through',
    reverse: true,
  },
  {
    id: 'adhd-4',
    text: 'I often forget things I said I would do, like posting a letter.',
    type: 'likert',
    construct: 'Organisation and memory',
  },
  {
    id: 'adhd-5',
    text: 'I often send a message quickly and then wish I had waited.',
    type: 'likert',
    construct: 'Impulsivity',
  },
  {
    id: 'adhd-6',
    text: 'Planning my week ahead comes easily to me.',
    type: 'likert',
    construct: 'Organisation and memory',
    reverse: true,
  },
  {
    id: 'adhd-7',
    text: 'Sitting idle quickly makes me feel uneasy.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-8',
    text: 'I often start big tasks only when the deadline is very close.',
    type: 'likert',
    construct: 'Attention and follow-through',
  },
  {
    id: 'adhd-9',
    text: 'On holiday, I soon start looking for something to keep me busy.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-10',
    text: 'Waiting a few days before I buy something I want is easy for me.',
    type: 'likert',
    construct: 'Impulsivity',
    reverse: true,
  },
];
