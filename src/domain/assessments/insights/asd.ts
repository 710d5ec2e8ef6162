import type { AssessmentInsights } from '../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Social conversation, changes to plans and busy places probably feel fairly manageable for you, at least in the ways these questions ask about.',
      whatItDoesNotMean:
        'It does not rule out autism. Some people, especially those who have learned to mask, score lower on short questionnaires than their daily experience would suggest.',
      nextStep:
        'If something still feels unexplained, it can help to note specific examples from your life and talk them through with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some areas, such as social intuition, routines, sensory experiences or focused interests, may take more energy for you than for others, while other areas feel easier.',
      whatItDoesNotMean:
        'It is not a diagnosis, and a questionnaire cannot tell whether autism explains your experiences. Many people relate to some of them.',
      nextStep:
        'Look at which areas felt most familiar. If they affect your wellbeing, work or relationships, consider discussing them with your doctor or another qualified professional.',
    },
    high: {
      whatItMeans:
        'Experiences such as reading social cues, coping with change, handling sensory input or masking in social situations may be a regular part of your life.',
      whatItDoesNotMean:
        'It is not a diagnosis. Only a comprehensive assessment by a qualified professional can tell whether autism explains these experiences.',
      nextStep:
        'If you would like to explore this further, your doctor or a specialist service is a good place to start. Bringing your results and examples from daily life can help.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Attention to detail',
      description: 'You spot small errors early, which is valuable in careful or precise work.',
    },
    {
      questionId: 'asd-7',
      title: 'Deep knowledge',
      description: 'Intense interests can build deep knowledge that others come to rely on.',
    },
    {
      questionId: 'asd-18',
      title: 'Sustained focus',
      description: 'Coming back to the same interests builds real depth and skill over time.',
    },
    {
      questionId: 'asd-6',
      title: 'Consistency',
      description: 'Wanting to know the plan often goes with being reliable and well prepared.',
    },
    {
      questionId: 'asd-16',
      title: 'Direct communication',
      description: 'You tend to say what you mean plainly, which many people find clear and honest.',
    },
  ],
};
