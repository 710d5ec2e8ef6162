import type { Question } from '../questions.ts';

// Constructs follow docs/content-basis.md B1. The eight reverse-keyed items (1, 3, 8, 10, 11, 14, 15, 17, as
// the spec fixes them) are worded as ease, so agreeing means fewer autistic traits; they are spread over five
// constructs so that no construct rests on reverse items alone. Masking items are never reversed. Every item
// is our own wording, checked against the AQ, RAADS-R and CAT-Q items so that none copies or closely
// paraphrases one (docs/decisions/012-item-review.md).
export const ASD_QUESTIONS: readonly Question[] = [
  {
    id: 'asd-1',
    text: 'I can usually tell how someone feels from their tone of voice.',
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
    text: 'I spot small errors, like a typo on a sign, before other people do.',
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
    text: 'When people hint at what they want, I understand them easily.',
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
    text: 'I cope well when plans change at short notice.',
    type: 'likert',
    construct: 'Routine and change',
    reverse: true,
  },
  {
    id: 'asd-12',
    text: 'Unspoken social rules, like when to leave a visit, are hard for me to work out.',
    type: 'likert',
    construct: 'Social intuition',
  },
  {
    id: 'asd-13',
    text: 'I hide habits that calm me, like rocking or humming, when other people are around.',
    type: 'likert',
    construct: 'Social masking',
  },
  {
    id: 'asd-14',
    text: 'When a job is good enough, I can leave small details as they are.',
    type: 'likert',
    construct: 'Detail focus',
    reverse: true,
  },
  {
    id: 'asd-15',
    text: 'Changing how I do a familiar task feels easy to me.',
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
