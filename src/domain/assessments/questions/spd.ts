import type { Question } from '../questions.ts';

// Constructs follow content-basis.md B4 (Dunn's patterns plus subtle-detail awareness). The domain is
// described to users as "sensory processing differences", not as a disorder.
export const SPD_QUESTIONS: readonly Question[] = [
  {
    id: 'spd-1',
    text: 'Loud or sudden noises affect me more strongly than they seem to affect other people.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-2',
    text: 'Bright or flickering lights are uncomfortable for me.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-3',
    text: 'The feel of certain fabrics, seams or tags on my skin is hard for me to ignore.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-4',
    text: 'Strong smells, like perfume or cooking, can make it hard for me to stay in a room.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-5',
    text: 'When several things happen at once, such as music, talking and bright lights, I quickly feel overwhelmed.',
    type: 'likert',
    construct: 'Overload and recovery',
  },
  {
    id: 'spd-6',
    text: 'After time in a busy place, I need somewhere quiet to recover.',
    type: 'likert',
    construct: 'Overload and recovery',
  },
  {
    id: 'spd-7',
    text: 'I seek out strong sensations, such as intense flavours, deep pressure or lots of movement.',
    type: 'likert',
    construct: 'Sensation seeking',
  },
  {
    id: 'spd-8',
    text: 'I often notice that I am hungry or thirsty only when it has become urgent.',
    type: 'likert',
    construct: 'Body signals',
  },
  {
    id: 'spd-9',
    text: 'I notice subtle things that others miss, like a faint smell or a slight change in lighting.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
];
