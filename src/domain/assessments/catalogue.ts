// The fixed catalogue of assessments. Order is the order of the home-page grid.
import type { AssessmentType } from './assessment-types.ts';

export { ASSESSMENT_TYPES, type AssessmentType, isAssessmentType } from './assessment-types.ts';

// Names of lucide-react icons. The catalogue stays free of React; the client maps a name to a component.
export type AssessmentIconName = 'Brain' | 'Infinity' | 'Zap' | 'Waves' | 'PersonStanding' | 'BookOpen';

export type Assessment = {
  id: AssessmentType;
  name: string;
  shortName: string;
  description: string;
  icon: AssessmentIconName;
  duration: string;
  questionCount: number;
};

export const ASSESSMENTS: readonly Assessment[] = [
  {
    id: 'audhd',
    name: 'Comprehensive Neurodivergent Traits',
    shortName: 'AuDHD Traits',
    description:
      'Explores autistic and ADHD-related traits together, including the experiences they share. A broad place to start if you are not sure which assessment fits.',
    icon: 'Brain',
    duration: '10-15 min',
    questionCount: 30,
  },
  {
    id: 'asd',
    name: 'Autism Spectrum Traits',
    shortName: 'Autism Traits',
    description:
      'Looks at social communication, routines, sensory experiences and focused interests. Written for adults, including those who mask.',
    icon: 'Infinity',
    duration: '10-15 min',
    questionCount: 20,
  },
  {
    id: 'adhd',
    name: 'Attention & Focus Traits',
    shortName: 'ADHD Traits',
    description: 'Looks at attention, organisation, restlessness and impulsivity in everyday adult life.',
    icon: 'Zap',
    duration: '5-10 min',
    questionCount: 10,
  },
  {
    id: 'spd',
    name: 'Sensory Processing Disorder Traits',
    shortName: 'Sensory Processing',
    description:
      'Looks at how you respond to sounds, light, touch, smells and busy places, and what helps you recover.',
    icon: 'Waves',
    duration: '5-10 min',
    questionCount: 9,
  },
  {
    id: 'dyspraxia',
    name: 'Dyspraxia Traits',
    shortName: 'Dyspraxia',
    description: 'Looks at coordination, fine hand skills, judging space and getting organised day to day.',
    icon: 'PersonStanding',
    duration: '5-10 min',
    questionCount: 8,
  },
  {
    id: 'dyslexia',
    name: 'Reading & Processing Traits',
    shortName: 'Dyslexia',
    description: 'Looks at reading, spelling, writing and holding spoken information in mind.',
    icon: 'BookOpen',
    duration: '5-10 min',
    questionCount: 10,
  },
];

export function getAssessment(type: AssessmentType): Assessment {
  const assessment = ASSESSMENTS.find((candidate) => candidate.id === type);
  if (!assessment) {
    throw new Error(`No assessment in the catalogue for type '${type}'`);
  }
  return assessment;
}
