import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B4 (Dunn's patterns plus subtle-detail awareness). The domain is
// described to users as "sensory processing differences", not as a disorder. Three items (2, 4, 6) are
// reverse-keyed, worded as ease so that agreeing means fewer of the traits; the two constructs they sit in also
// have forward items. Every item was written independently, with its own example; some necessarily ask about the
// same experiences as SPQ items (docs/decisions/012-item-review.md).
export const SPD_QUESTIONS: readonly Question[] = [
  {
    id: 'spd-1',
    text: 'Sudden loud noises, like a door slamming, startle me more than most people.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-2',
    text: 'I feel at ease under bright lights, like those in a supermarket.',
    type: 'likert',
    construct: 'Sensory sensitivity',
    reverse: true,
  },
  {
    id: 'spd-3',
    text: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
  {
    id: 'spd-4',
    text: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
    type: 'likert',
    construct: 'Sensory sensitivity',
    reverse: true,
  },
  {
    id: 'spd-5',
    text: 'When many things happen at once, like at a party, I soon feel overloaded.',
    type: 'likert',
    construct: 'Overload and recovery',
  },
  {
    id: 'spd-6',
    text: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
    type: 'likert',
    construct: 'Overload and recovery',
    reverse: true,
  },
  {
    id: 'spd-7',
    text: 'I go looking for strong sensations, like fast rides or very loud music.',
    type: 'likert',
    construct: 'Sensation seeking',
  },
  {
    id: 'spd-8',
    text: 'I often notice I am hungry only when it has become urgent.',
    type: 'likert',
    construct: 'Body signals',
  },
  {
    id: 'spd-9',
    text: "I can still smell something, like last night's cooking, after others say the smell has gone.",
    type: 'likert',
    construct: 'Sensory sensitivity',
  },
];
