import type { AssessmentInsights } from '../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Social situations, focus, routines and sensory experiences probably feel fairly manageable for you in the ways these questions describe.',
      whatItDoesNotMean:
        'It does not rule out autism, ADHD or both. Masking and well-practised strategies can lower scores on short questionnaires.',
      nextStep:
        'If something still feels unexplained, look at the questions that felt most familiar and consider talking them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some areas, such as social energy, attention, routines or sensory load, may take more effort for you than for others. Your autism, ADHD and shared-experience scores show which ones.',
      whatItDoesNotMean:
        'It is not a diagnosis of autism, ADHD or both. Shared experiences, like overload or tiredness after busy days, are common to many people.',
      nextStep:
        'Compare your three scores to see which areas stand out. If they affect daily life, consider talking them through with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Experiences across social connection, focus, routines, restlessness and sensory load may regularly shape your day. Your three scores show which areas stand out most.',
      whatItDoesNotMean:
        'It is not a diagnosis. Autism and ADHD can look alike, and only a comprehensive assessment by a qualified professional can tell what explains your experiences.',
      nextStep:
        'If you would like to explore this, your doctor or a specialist service can advise on assessment. Bringing your results and everyday examples can help.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Hyperfocus',
      description:
        'When something matters to you, you can give it deep, sustained attention that others may find hard.',
    },
    {
      questionId: 'audhd-7',
      title: 'Attention to detail',
      description:
        'You notice small things that others overlook, which is valuable in careful or precise work.',
    },
    {
      questionId: 'audhd-27',
      title: 'Pattern recognition',
      description: 'You enjoy working out how systems fit together, a skill that helps with problem-solving.',
    },
    {
      questionId: 'audhd-20',
      title: 'Creative thinking',
      description: 'A mind that moves quickly between ideas can make connections others do not see.',
    },
    {
      questionId: 'audhd-9',
      title: 'Deep interests',
      description: 'Returning to the subjects you love builds real expertise over time.',
    },
    {
      questionId: 'audhd-2',
      title: 'Emotional depth',
      description: 'Feeling things strongly often goes together with caring deeply about people and causes.',
    },
  ],
};
