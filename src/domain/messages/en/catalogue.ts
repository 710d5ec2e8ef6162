import type { AssessmentType } from '../../assessments/assessment-types.ts';

/**
 * Each assessment as visitors read of it: its name, short name, description and how long it takes. The English is
 * the catalogue's own (domain/assessments/catalogue.ts reads it from here); see shell.ts for how messages are kept.
 */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Comprehensive Neurodivergent Traits',
    shortName: 'AuDHD Traits',
    description:
      'Explores autistic and ADHD-related traits together, including the experiences they share. A broad place to start if you are not sure which assessment fits.',
    duration: '10-15 min',
  },
  asd: {
    name: 'Autism Spectrum Traits',
    shortName: 'Autism Traits',
    description:
      'Looks at social communication, routines, sensory experiences and focused interests. Written for adults, including those who mask.',
    duration: '10-15 min',
  },
  adhd: {
    name: 'Attention & Focus Traits',
    shortName: 'ADHD Traits',
    description: 'Looks at attention, organisation, restlessness and impulsivity in everyday adult life.',
    duration: '5-10 min',
  },
  spd: {
    name: 'Sensory Processing Disorder Traits',
    shortName: 'Sensory Processing',
    description:
      'Looks at how you respond to sounds, light, touch, smells and busy places, and what helps you recover.',
    duration: '5-10 min',
  },
  dyspraxia: {
    name: 'Dyspraxia Traits',
    shortName: 'Dyspraxia',
    description: 'Looks at coordination, fine hand skills, judging space and getting organised day to day.',
    duration: '5-10 min',
  },
  dyslexia: {
    name: 'Reading & Processing Traits',
    shortName: 'Dyslexia',
    description: 'Looks at reading, spelling, writing and holding spoken information in mind.',
    duration: '5-10 min',
  },
};
