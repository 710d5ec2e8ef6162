// The fixed catalogue of assessments. Order is the order of the home-page grid. The words (name, description,
// duration) are messages (domain/messages/<language>/catalogue.ts): a page's build has its language's, the server
// and the tests English's (what writes in any language reads MESSAGES).
import { assessmentWords } from '#messages/catalogue';
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
    ...assessmentWords.audhd,
    icon: 'Brain',
    questionCount: 30,
  },
  {
    id: 'asd',
    ...assessmentWords.asd,
    icon: 'Infinity',
    questionCount: 20,
  },
  {
    id: 'adhd',
    ...assessmentWords.adhd,
    icon: 'Zap',
    questionCount: 10,
  },
  {
    id: 'spd',
    ...assessmentWords.spd,
    icon: 'Waves',
    questionCount: 9,
  },
  {
    id: 'dyspraxia',
    ...assessmentWords.dyspraxia,
    icon: 'PersonStanding',
    questionCount: 8,
  },
  {
    id: 'dyslexia',
    ...assessmentWords.dyslexia,
    icon: 'BookOpen',
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
