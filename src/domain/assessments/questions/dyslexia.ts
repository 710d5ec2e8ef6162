import type { Question } from '../questions.ts';

// Constructs follow content-basis.md B6: reading speed, losing the thread, reading aloud, spelling, organising
// writing, sounding out, alphabetical sequencing, transposition, verbal working memory and school history.
export const DYSLEXIA_QUESTIONS: readonly Question[] = [
  {
    id: 'dyslexia-1',
    text: 'I read more slowly than most people I know.',
    type: 'likert',
    construct: 'Reading',
  },
  {
    id: 'dyslexia-2',
    text: 'I often have to read a sentence twice to understand what it says.',
    type: 'likert',
    construct: 'Reading',
  },
  {
    id: 'dyslexia-3',
    text: 'When I read out loud, I often stumble over words.',
    type: 'likert',
    construct: 'Reading',
  },
  {
    id: 'dyslexia-4',
    text: 'I often need a spellchecker to get words right.',
    type: 'likert',
    construct: 'Spelling and writing',
  },
  {
    id: 'dyslexia-5',
    text: 'Putting my thoughts in order when I write an email or a report is hard for me.',
    type: 'likert',
    construct: 'Spelling and writing',
  },
  {
    id: 'dyslexia-6',
    text: 'Sounding out an unfamiliar word, like a new name, is tricky for me.',
    type: 'likert',
    construct: 'Sounds and sequences',
  },
  {
    id: 'dyslexia-7',
    text: 'Finding my place in an alphabetical list, like an index, takes me extra time.',
    type: 'likert',
    construct: 'Sounds and sequences',
  },
  {
    id: 'dyslexia-8',
    text: 'I sometimes swap the order of numbers or letters when I copy them down.',
    type: 'likert',
    construct: 'Sounds and sequences',
  },
  {
    id: 'dyslexia-9',
    text: 'When someone gives me several spoken instructions at once, I struggle to remember them all.',
    type: 'likert',
    construct: 'Verbal memory',
  },
  {
    id: 'dyslexia-10',
    text: 'At school, learning to read took me longer than it took my classmates.',
    type: 'likert',
    construct: 'School experience',
  },
];
