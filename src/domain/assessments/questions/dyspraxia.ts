import type { Question } from '../questions.ts';

// Constructs follow content-basis.md B5 (ADC sections and the Movement Matters workplace list): one item each
// for handwriting, knocks and spills, balance, learning motor skills, fiddly daily tasks, spatial judgement,
// organisation, and childhood history. The id prefix is `dys-`, as the spec fixes it.
export const DYSPRAXIA_QUESTIONS: readonly Question[] = [
  {
    id: 'dys-1',
    text: 'Writing neatly by hand takes me a lot of effort.',
    type: 'likert',
    construct: 'Fine motor skills',
  },
  {
    id: 'dys-2',
    text: 'I often knock things over or spill drinks by accident.',
    type: 'likert',
    construct: 'Coordination and balance',
  },
  {
    id: 'dys-3',
    text: 'Activities that need good balance, like cycling or skating, feel hard for me.',
    type: 'likert',
    construct: 'Coordination and balance',
  },
  {
    id: 'dys-4',
    text: 'Learning a new physical skill, like driving or a dance routine, takes me longer than most people.',
    type: 'likert',
    construct: 'Coordination and balance',
  },
  {
    id: 'dys-5',
    text: 'Fiddly everyday tasks, like doing up buttons or chopping vegetables, take me extra time or care.',
    type: 'likert',
    construct: 'Fine motor skills',
  },
  {
    id: 'dys-6',
    text: 'I find it hard to judge distances, for example when parking or walking through a crowd.',
    type: 'likert',
    construct: 'Spatial judgement',
  },
  {
    id: 'dys-7',
    text: 'Getting organised, like planning my week, takes me more effort than it seems to take others.',
    type: 'likert',
    construct: 'Planning and organisation',
  },
  {
    id: 'dys-8',
    text: 'As a child, I found sports or coordination games harder than other children did.',
    type: 'likert',
    construct: 'Childhood experience',
  },
];
