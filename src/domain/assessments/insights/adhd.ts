import type { AssessmentInsights } from '../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Focusing, organising and feeling settled probably feel manageable for you in the situations these questions describe.',
      whatItDoesNotMean:
        'It does not rule out ADHD. Support at home or work and the strategies you already use can all shape how you answer.',
      nextStep:
        'If attention or organisation still feel hard in ways that matter to you, note when it happens and talk it through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some things, such as staying focused, finishing tasks, keeping track of plans or feeling restless, may take more effort for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis. Sleep, stress, anxiety and big life changes can all affect attention for a while.',
      nextStep:
        'Notice which patterns have been with you for a long time. If they affect daily life, consider talking them through with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Staying focused, getting organised, waiting or feeling settled may often take a lot of effort for you.',
      whatItDoesNotMean:
        'It is not a diagnosis. A qualified professional would also look at your history since childhood and at other possible explanations.',
      nextStep:
        'If you would like to explore this, your doctor or a specialist service can advise. Notes on how long these patterns have been part of your life can be useful.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Creative thinking',
      description:
        'A mind that wanders can make unexpected connections, which many people with ADHD traits value.',
    },
    {
      questionId: 'adhd-7',
      title: 'Energy and drive',
      description: 'Inner restlessness can turn into energy and enthusiasm for the things you care about.',
    },
    {
      questionId: 'adhd-5',
      title: 'Quick responses',
      description: 'Acting fast can make you quick to respond when something needs doing.',
    },
    {
      questionId: 'adhd-8',
      title: 'Working under pressure',
      description: 'A deadline coming closer can bring out focused, energetic work.',
    },
  ],
};
