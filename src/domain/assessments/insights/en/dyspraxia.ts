import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Everyday physical tasks, such as handwriting, getting around and learning new movements, probably feel fairly manageable for you.',
      whatItDoesNotMean:
        'It does not rule out coordination differences. Many adults have built strategies that make difficulties less visible.',
      nextStep:
        'If some physical tasks still feel harder than they should, note specific examples and talk them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some tasks, such as fine hand skills, balance, judging space or getting organised, may take more effort or practice for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis. Tiredness, stress and other health factors can affect coordination too.',
      nextStep:
        'Notice which tasks have felt harder since childhood. If they affect daily life, consider talking to your doctor or an occupational therapist.',
    },
    high: {
      whatItMeans:
        'Everyday physical tasks, learning new movements and planning your day may often take extra effort, and may have done since childhood.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it says nothing about your intelligence. Only a qualified professional can assess coordination properly.',
      nextStep:
        'If you would like to explore this, your doctor can advise on next steps, which may include an assessment by an occupational therapist.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Keeping going',
      description:
        'Neat handwriting takes you a lot of effort, and you may know how to keep going at things that do not come easily.',
    },
    {
      questionId: 'dys-7',
      title: 'Your own ways of doing things',
      description:
        'Packing so that everything fits takes you several tries, and you may have found your own ways to make it easier.',
    },
    {
      questionId: 'dys-8',
      title: 'Understanding others',
      description:
        'You found ball games harder than other children did, and you may understand others who find things hard.',
    },
    {
      questionId: 'dys-6',
      title: 'Planning ahead',
      description:
        'Judging distances is hard for you, and you may have learned to plan an approach before you start.',
    },
  ],
};
