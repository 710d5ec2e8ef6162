import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import { createKeyedLoader } from '../../lib/keyed-loader.ts';

// One chunk per assessment: a visitor downloads the 8 to 30 questions they are answering, not all 87.
// (`getQuestions` would bring every question file into this public page; the lists are the same objects.)
export const loadQuestions = createKeyedLoader<AssessmentType, readonly Question[]>({
  audhd: () => import('../../../domain/assessments/questions/audhd.ts').then((m) => m.AUDHD_QUESTIONS),
  asd: () => import('../../../domain/assessments/questions/asd.ts').then((m) => m.ASD_QUESTIONS),
  adhd: () => import('../../../domain/assessments/questions/adhd.ts').then((m) => m.ADHD_QUESTIONS),
  spd: () => import('../../../domain/assessments/questions/spd.ts').then((m) => m.SPD_QUESTIONS),
  dyspraxia: () =>
    import('../../../domain/assessments/questions/dyspraxia.ts').then((m) => m.DYSPRAXIA_QUESTIONS),
  dyslexia: () =>
    import('../../../domain/assessments/questions/dyslexia.ts').then((m) => m.DYSLEXIA_QUESTIONS),
});
