import type { AssessmentInsights } from '../../insights.ts';

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
      description:
        'You spot small errors before other people do, which can be useful in careful or precise work.',
    },
    {
      questionId: 'asd-7',
      title: 'Intense interests',
      description: 'Your interests are intense, and you may know a great deal about them.',
    },
    {
      questionId: 'asd-18',
      title: 'Returning to your interests',
      description:
        'You spend free time on the same one or two interests, which gives you time to know them well.',
    },
    {
      questionId: 'asd-6',
      title: 'Liking a clear plan',
      description: 'You like to know how your day will go, and planning ahead may be something you do well.',
    },
    {
      questionId: 'asd-16',
      title: 'Plain meaning',
      description: 'You take words at their plain meaning, and you may prefer people to say what they mean.',
    },
  ],
};
