import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Reading, spelling and following spoken instructions probably feel fairly manageable for you.',
      whatItDoesNotMean:
        'It does not rule out dyslexia. Adults often develop strong strategies that a short questionnaire does not pick up.',
      nextStep:
        'If reading or writing still feel harder than you would expect, note examples and consider speaking with a qualified professional.',
    },
    medium: {
      whatItMeans:
        'Some tasks, such as reading quickly, spelling or remembering spoken instructions, may take more effort for you than for others.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it has nothing to do with intelligence. Tiredness, stress and reading in another language can also play a part.',
      nextStep:
        'Tools such as text-to-speech or a spellchecker may make some tasks easier. If difficulties affect study or work, consider a professional assessment.',
    },
    high: {
      whatItMeans:
        'Reading, spelling, organising your writing or holding spoken information in mind may often take a lot of effort for you.',
      whatItDoesNotMean:
        'It is not a diagnosis, and it says nothing about your intelligence. Only a qualified assessor can tell whether dyslexia explains these experiences.',
      nextStep:
        'If you would like to explore this, a qualified dyslexia assessor or your doctor can advise. Colleges and employers can often offer support too.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Checking with care',
      description: 'Long numbers take you several tries, so you may already check them with care.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Other ways to learn',
      description:
        'Spoken details slip away quickly for you, so writing things down or learning by doing may suit you better.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Your own ways around it',
      description:
        'You learned to read later than your classmates, and you may have found your own ways around reading since.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Listening and talking',
      description:
        'Long reading tires you, so listening and talking things through may be ways of learning that suit you.',
    },
  ],
};
