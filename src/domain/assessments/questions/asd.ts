import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B1. The eight reverse-keyed items (1, 3, 8, 10, 11, 14, 15, 17, fixed
// since the first version) are worded as ease, so agreeing means fewer autistic traits; they are spread over five
// constructs so that no construct rests on reverse items alone. Masking items are never reversed. Every item
// was written independently; some necessarily ask about the same experiences as AQ, RAADS-R or CAT-Q items, each
// in a situation and sentence frame of its own (docs/decisions/012-item-review.md).
export const ASD_QUESTIONS: readonly Question[] = [
  {
    id: 'asd-1',
    text: 'If people in a room have just argued, I sense it as soon as I walk in.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-2',
    text: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
    type: 'likert',
    construct: 'Sensory experiences',
  },
  {
    id: 'asd-3',
    text: 'Asking people about their day comes naturally to me.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-4',
    text: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
    type: 'likert',
    construct: 'Detail focus',
  },
  {
    id: 'asd-5',
    text: 'It is hard for me to tell whether someone is being friendly or just polite.',
    type: 'likert',
    construct: 'Social intuition',
  },
  {
    id: 'asd-6',
    text: 'I feel tense until I know exactly how my day will go.',
    type: 'likert',
    construct: 'Routine and change',
  },
  {
    id: 'asd-7',
    text: 'My interests are much more intense than those of the people around me.',
    type: 'likert',
    construct: 'Focused interests',
  },
  {
    id: 'asd-8',
    text: 'If someone near an open window says it is cold, I know they would like it closed.',
    type: 'likert',
    construct: 'Literal language',
    reverse: true,
  },
  {
    id: 'asd-9',
    text: 'Clothing labels against my skin bother me a lot.',
    type: 'likert',
    construct: 'Sensory experiences',
  },
  {
    id: 'asd-10',
    text: 'Joining a conversation that has already started feels easy to me.',
    type: 'likert',
    construct: 'Social intuition',
    reverse: true,
  },
  {
    id: 'asd-11',
    text: 'When a friend suggests a different café on the way there, I am happy to switch.',
    type: 'likert',
    construct: 'Routine and change',
    reverse: true,
  },
  {
    id: 'asd-12',
    text: 'Hosts have had to tell me plainly that it was time for me to leave.',
    type: 'likert',
    construct: 'Social intuition',
  },
  {
    id: 'asd-13',
    text: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
    type: 'likert',
    construct: 'Social masking',
  },
  {
    id: 'asd-14',
    text: 'When I tell someone about a trip, I keep to the main points.',
    type: 'likert',
    construct: 'Detail focus',
    reverse: true,
  },
  {
    id: 'asd-15',
    text: 'When someone shows me a new way to do a familiar job, I try it gladly.',
    type: 'likert',
    construct: 'Routine and change',
    reverse: true,
  },
  {
    id: 'asd-16',
    text: 'It is hard for me to tell when someone is being sarcastic.',
    type: 'likert',
    construct: 'Literal language',
  },
  {
    id: 'asd-17',
    text: 'I feel comfortable in busy, noisy places like a shopping centre.',
    type: 'likert',
    construct: 'Sensory experiences',
    reverse: true,
  },
  {
    id: 'asd-18',
    text: 'When I have free time, I nearly always spend it on the same one or two interests.',
    type: 'likert',
    construct: 'Focused interests',
  },
  {
    id: 'asd-19',
    text: "I look at a spot near people's eyes so that I seem to make eye contact.",
    type: 'likert',
    construct: 'Social masking',
  },
  {
    id: 'asd-20',
    text: 'Fitting in with a group leaves me drained.',
    type: 'likert',
    construct: 'Social masking',
  },
];
