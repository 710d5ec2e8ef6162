import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B5 (the sections of the ADC and the Movement Matters workplace
// list): handwriting and fiddly tasks, knocks, balance, learning motor skills, spatial judgement, getting
// organised, and childhood history. Getting organised is asked on its practical side (packing things so they
// fit): planning one's time is what the ADHD items ask, and would score attention traits here. Three items (3, 4, 5) are reverse-keyed, worded as ease so that agreeing
// means fewer of the traits; their constructs also have forward items. Two of eight would put Agree
// throughout exactly on the top band's edge (an average of 2.5), so the share is above a quarter. The id
// prefix is `dys-`, fixed since the first version.
export const DYSPRAXIA_QUESTIONS: readonly Question[] = [
  {
    id: 'dys-1',
    text: 'Writing neatly by hand takes me a lot of effort.',
    type: 'likert',
    construct: 'Fine motor skills',
  },
  {
    id: 'dys-2',
    text: 'I knock things over by accident more often than most people.',
    type: 'likert',
    construct: 'Coordination and balance',
  },
  {
    id: 'dys-3',
    text: 'I keep my balance easily, for example when I stand on a moving bus.',
    type: 'likert',
    construct: 'Coordination and balance',
    reverse: true,
  },
  {
    id: 'dys-4',
    text: 'I pick up new physical skills, like a dance step, quickly.',
    type: 'likert',
    construct: 'Coordination and balance',
    reverse: true,
  },
  {
    id: 'dys-5',
    text: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
    type: 'likert',
    construct: 'Fine motor skills',
    reverse: true,
  },
  {
    id: 'dys-6',
    text: 'Judging distances, like the space I need when I park, is hard for me.',
    type: 'likert',
    construct: 'Spatial judgement',
  },
  {
    id: 'dys-7',
    text: 'Packing a suitcase so that everything fits takes me several tries.',
    type: 'likert',
    construct: 'Getting organised',
  },
  {
    id: 'dys-8',
    text: 'As a child, I found ball games harder than other children did.',
    type: 'likert',
    construct: 'Childhood experience',
  },
];
