import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Everyday sounds, lights, textures and busy places probably feel fairly comfortable for you most of the time.',
      whatItDoesNotMean:
        'It does not mean you never feel overwhelmed. Everyone has sensory preferences, and they can shift with tiredness or stress.',
      nextStep:
        'If particular sensations still bother you, small changes, such as a quieter spot or softer lighting, are worth trying.',
    },
    medium: {
      whatItMeans:
        'Certain sounds, lights, textures or busy settings may affect you more than they seem to affect others, or you may seek out some sensations.',
      whatItDoesNotMean:
        'It is not a diagnosis of any condition. Sensory differences are common and part of many people’s lives.',
      nextStep:
        'Notice which settings drain or restore you. Shaping your surroundings, for example with breaks or quieter spaces, may make everyday life more comfortable.',
    },
    high: {
      whatItMeans:
        'Sensory input may often feel intense for you, and you may need more time than others to recover after busy or noisy situations.',
      whatItDoesNotMean:
        'It is not a diagnosis. Strong sensory experiences can have many explanations, and a qualified professional can help you understand yours.',
      nextStep:
        'If sensory experiences affect your daily life, consider talking to your doctor or an occupational therapist about what suits you.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Perceptiveness',
      description: 'You can still notice a faint smell after others say it has gone.',
    },
    {
      questionId: 'spd-1',
      title: 'Knowing what a place is like',
      description:
        'Sudden noises startle you, so you may be quick to notice when a place is uncomfortable and look for a calmer one.',
    },
    {
      questionId: 'spd-5',
      title: 'Self-knowledge',
      description:
        'You notice when there is too much going on, which is useful to know in looking after yourself.',
    },
    {
      questionId: 'spd-7',
      title: 'Enjoying strong sensations',
      description:
        'You go looking for strong sensations, and you may get real enjoyment from music, movement or food.',
    },
  ],
};
