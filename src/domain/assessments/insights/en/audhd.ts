import type { AssessmentInsights } from '../../insights.ts';

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
      title: 'Long focus',
      description: 'When you are absorbed in a task, your attention stays with it.',
    },
    {
      questionId: 'audhd-7',
      title: 'Attention to detail',
      description: 'Small differences, like a line in another font, stand out to you at once.',
    },
    {
      questionId: 'audhd-27',
      title: 'Clear rules',
      description: 'You are drawn to subjects with clear rules, such as maths or timetables.',
    },
    {
      questionId: 'audhd-20',
      title: 'Quick thoughts',
      description:
        'Your thoughts move quickly from one idea to the next, and some of them may be worth keeping.',
    },
    {
      questionId: 'audhd-9',
      title: 'Deep interests',
      description: 'Friends treat you as an expert on something you learned about in your own time.',
    },
    {
      questionId: 'audhd-2',
      title: 'Strong feelings',
      description: 'You feel things strongly, and those feelings may show you what matters to you.',
    },
  ],
};
