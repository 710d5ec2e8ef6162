import type { Question } from '../questions.ts';

// Constructs follow content-basis.md B1. The eight reverse-keyed items (1, 3, 8, 10, 11, 14, 15, 17) are worded
// as ease, so agreeing means fewer autistic traits; they are spread over five constructs so that no construct
// rests on reverse items alone. Masking items are never reversed.
export const ASD_QUESTIONS: readonly Question[] = [
  {
    id: 'asd-1',
    text: 'When a friend is upset, I usually notice before they say anything.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-2',
    text: 'Some everyday sounds, like a ticking clock or a humming fridge, are hard for me to tune out.',
    type: 'likert',
    construct: 'Sensory experiences',
  },
  {
    id: 'asd-3',
    text: 'Making light conversation with a new neighbour or colleague feels natural to me.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-4',
    text: 'I quickly see small errors, such as a typo on a sign or a wrong amount on a bill.',
    type: 'likert',
    construct: 'Detail focus',
  },
  {
    id: 'asd-5',
    text: 'I sometimes realise only later that the person I was talking to wanted to leave.',
    type: 'likert',
    construct: 'Social intuition',
  },
  {
    id: 'asd-6',
    text: 'I feel uneasy when my usual daily routine is disrupted.',
    type: 'likert',
    construct: 'Routine and change',
  },
  {
    id: 'asd-7',
    text: 'When a topic interests me, I want to learn everything I can about it.',
    type: 'likert',
    construct: 'Focused interests',
  },
  {
    id: 'asd-8',
    text: 'When someone drops a hint, I usually understand it straight away.',
    type: 'likert',
    construct: 'Literal language',
    reverse: true,
  },
  {
    id: 'asd-9',
    text: 'Certain fabrics or clothing labels feel so uncomfortable that I avoid wearing them.',
    type: 'likert',
    construct: 'Sensory experiences',
  },
  {
    id: 'asd-10',
    text: 'In a group conversation, I know when it is my turn to speak.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-11',
    text: 'I adapt easily when plans change at the last minute.',
    type: 'likert',
    construct: 'Routine and change',
    reverse: true,
  },
  {
    id: 'asd-12',
    text: 'Unwritten social rules, like how long to stay at a gathering, are hard for me to work out.',
    type: 'likert',
    construct: 'Social intuition',
  },
  {
    id: 'asd-13',
    text: 'Before a phone call or a meeting, I often practise what I am going to say.',
    type: 'likert',
    construct: 'Social masking',
  },
  {
    id: 'asd-14',
    text: 'I rarely notice small changes in a familiar place, such as an object that has been moved.',
    type: 'likert',
    construct: 'Detail focus',
    reverse: true,
  },
  {
    id: 'asd-15',
    text: 'Switching to a new way of doing a familiar task feels easy for me.',
    type: 'likert',
    construct: 'Routine and change',
    reverse: true,
  },
  {
    id: 'asd-16',
    text: 'I sometimes take sayings or jokes literally when other people do not.',
    type: 'likert',
    construct: 'Literal language',
  },
  {
    id: 'asd-17',
    text: 'Busy, noisy places like shopping centres feel comfortable to me.',
    type: 'likert',
    construct: 'Sensory experiences',
    reverse: true,
  },
  {
    id: 'asd-18',
    text: 'A favourite interest can hold my attention for many hours at a time.',
    type: 'likert',
    construct: 'Focused interests',
  },
  {
    id: 'asd-19',
    text: 'During conversations, I have to make a conscious effort to keep eye contact.',
    type: 'likert',
    construct: 'Social masking',
  },
  {
    id: 'asd-20',
    text: 'After socialising, I often need time alone to recover, even if I enjoyed it.',
    type: 'likert',
    construct: 'Social masking',
  },
];
