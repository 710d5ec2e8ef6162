import type { Question } from '../questions.ts';

// Constructs follow content-basis.md B2: five inattention / executive items, three restlessness items and two
// impulsivity items. The source scales measure frequency, so each item states a habit ("often", "tend to")
// that the agreement scale can rate.
export const ADHD_QUESTIONS: readonly Question[] = [
  {
    id: 'adhd-1',
    text: 'When I read something important, my mind often wanders off partway through.',
    type: 'likert',
    construct: 'Attention and follow-through',
  },
  {
    id: 'adhd-2',
    text: 'During long meetings or films, I often tap, fidget or shift in my seat.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-3',
    text: 'I often get most of the way through a task and then leave the last part unfinished.',
    type: 'likert',
    construct: 'Attention and follow-through',
  },
  {
    id: 'adhd-4',
    text: 'Unless I set a reminder, I often forget plans I have made with people.',
    type: 'likert',
    construct: 'Organisation and memory',
  },
  {
    id: 'adhd-5',
    text: 'In conversations, I often start talking before the other person has finished.',
    type: 'likert',
    construct: 'Impulsivity',
  },
  {
    id: 'adhd-6',
    text: 'Breaking a big job, like planning a trip, into smaller steps is hard for me.',
    type: 'likert',
    construct: 'Organisation and memory',
  },
  {
    id: 'adhd-7',
    text: 'I feel restless inside, as if I always need to be doing something.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-8',
    text: 'I tend to leave demanding tasks until the last minute, even when I have plenty of time.',
    type: 'likert',
    construct: 'Attention and follow-through',
  },
  {
    id: 'adhd-9',
    text: 'Even on a quiet day off, I struggle to slow down.',
    type: 'likert',
    construct: 'Restlessness',
  },
  {
    id: 'adhd-10',
    text: 'I often buy things on impulse and regret it later.',
    type: 'likert',
    construct: 'Impulsivity',
  },
];
