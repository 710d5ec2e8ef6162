import type { AssessmentInsights } from '../../insights.ts';

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
      title: 'A mind that wanders',
      description: 'Your mind often moves on to other thoughts, and some of them may be worth keeping.',
    },
    {
      questionId: 'adhd-7',
      title: 'Liking to keep busy',
      description: 'You feel uneasy sitting idle, which may show as a wish to get things moving.',
    },
    {
      questionId: 'adhd-5',
      title: 'Quick to act',
      description: 'You often act quickly, which you may find useful when something needs doing at once.',
    },
    {
      questionId: 'adhd-8',
      title: 'Working to a deadline',
      description:
        'You tend to start big tasks close to the deadline, and you may know from experience that you can work with little time left.',
    },
  ],
};
