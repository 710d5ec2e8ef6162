import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B6: reading, spelling and organising writing, sounds and sequences,
// verbal memory and school history. Items about reading say "in my first language", so that reading in a
// language learned later, which is slower for everyone, does not count as a trait. Three items (1, 4, 7) are
// reverse-keyed, worded as ease so that agreeing means fewer of the traits; their constructs also have
// forward items. Every item was written independently; some necessarily ask about the same experiences as
// items of the Vinegrad, BDA and IDA adult checklists (docs/decisions/012-item-review.md).
export const DYSLEXIA_QUESTIONS: readonly Question[] = [
  {
    id: 'dyslexia-1',
    text: 'Reading in my first language usually feels easy for me.',
    type: 'likert',
    construct: 'Reading',
    reverse: true,
  },
  {
    id: 'dyslexia-2',
    text: 'Half an hour of reading in my first language leaves me tired.',
    type: 'likert',
    construct: 'Reading',
  },
  {
    id: 'dyslexia-3',
    text: 'When I read aloud in my first language, I often misread words.',
    type: 'likert',
    construct: 'Reading',
  },
  {
    id: 'dyslexia-4',
    text: 'Spelling common words is easy for me.',
    type: 'likert',
    construct: 'Spelling and writing',
    reverse: true,
  },
  {
    id: 'dyslexia-5',
    text: 'I pick simpler words when I write, so that I can be sure of the spelling.',
    type: 'likert',
    construct: 'Spelling and writing',
  },
  {
    id: 'dyslexia-6',
    text: 'Learning to say a new long word in my first language takes me many tries.',
    type: 'likert',
    construct: 'Sounds and sequences',
  },
  {
    id: 'dyslexia-7',
    text: 'Putting names in alphabetical order is quick and easy for me.',
    type: 'likert',
    construct: 'Sounds and sequences',
    reverse: true,
  },
  {
    id: 'dyslexia-8',
    text: 'I need several tries to copy a long number, like an account number, in the right order.',
    type: 'likert',
    construct: 'Sounds and sequences',
  },
  {
    id: 'dyslexia-9',
    text: 'When someone tells me a booking code, I forget it before I can write it down.',
    type: 'likert',
    construct: 'Verbal memory',
  },
  {
    id: 'dyslexia-10',
    text: 'As a child, I took longer than my classmates to learn to read in my first language.',
    type: 'likert',
    construct: 'School experience',
  },
];
