// The wording of every item that changed in the second review (issue 25), as takers answered it before then.
// A result stored with item-set version 1 printed in a report later must show the statement its taker answered,
// with the construct and keying it was scored under, not today's wording. Items not listed here are worded,
// grouped and keyed the same in both versions.
export const VERSION_1_WORDINGS: Readonly<
  Record<string, { text: string; construct: string; reverse?: true }>
> = {
  'audhd-6': {
    text: 'I pace or walk around while I talk on the phone.',
    construct: 'Restlessness',
  },
  'audhd-9': {
    text: 'I think about my favourite subject for a large part of each day.',
    construct: 'Focused interests',
  },
  'audhd-14': {
    text: 'I often find that much more time has passed than I thought.',
    construct: 'Organisation and memory',
  },
  'audhd-19': {
    text: 'After a full day with people, I still have energy left for the evening.',
    construct: 'Overload and recovery',
    reverse: true,
  },
  'audhd-22': {
    text: 'When a task interests me, I can stay on it for hours.',
    construct: 'Attention and focus',
  },
  'audhd-25': {
    text: 'Spending time on my main interest is the best way for me to calm down.',
    construct: 'Focused interests',
  },
  'asd-1': {
    text: 'I can usually tell how someone feels from their tone of voice.',
    construct: 'Social intuition',
    reverse: true,
  },
  'asd-4': {
    text: 'I spot small errors, like a typo on a sign, before other people do.',
    construct: 'Detail focus',
  },
  'asd-8': {
    text: 'When people hint at what they want, I understand them easily.',
    construct: 'Literal language',
    reverse: true,
  },
  'asd-11': {
    text: 'I cope well when plans change at short notice.',
    construct: 'Routine and change',
    reverse: true,
  },
  'asd-12': {
    text: 'Unspoken social rules, like when to leave a visit, are hard for me to work out.',
    construct: 'Social intuition',
  },
  'asd-13': {
    text: 'I hide habits that calm me, like rocking or humming, when other people are around.',
    construct: 'Social masking',
  },
  'asd-14': {
    text: 'When a job is good enough, I can leave small details as they are.',
    construct: 'Detail focus',
    reverse: true,
  },
  'asd-15': {
    text: 'Changing how I do a familiar task feels easy to me.',
    construct: 'Routine and change',
    reverse: true,
  },
  'adhd-3': {
    text: 'On most days, I finish the tasks on my to-do list.',
    construct: 'Attention and follow-through',
    reverse: true,
  },
  'adhd-10': {
    text: 'Before I buy something expensive, I take time to think about it.',
    construct: 'Impulsivity',
    reverse: true,
  },
  'spd-6': {
    text: 'I can spend a whole day in a busy place and still feel fresh.',
    construct: 'Overload and recovery',
    reverse: true,
  },
  'spd-9': {
    text: 'I notice even a slight flicker in a light.',
    construct: 'Sensory sensitivity',
  },
  'dys-7': {
    text: 'Getting myself and my things ready to leave the house takes me a long time.',
    construct: 'Getting organised',
  },
  'dyslexia-5': {
    text: 'Deciding the order of my points in a long email is hard for me.',
    construct: 'Spelling and writing',
  },
  'dyslexia-8': {
    text: 'When I copy a long number, like a bank account number, I sometimes swap two digits.',
    construct: 'Sounds and sequences',
  },
};
