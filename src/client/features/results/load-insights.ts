import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { AssessmentInsights } from '../../../domain/assessments/insights.ts';
import { createKeyedLoader } from '../../lib/keyed-loader.ts';

// One chunk per assessment: the results page shows one result, so it downloads one assessment's insights and
// strengths, not all six. (`getInsights` of all-insights.ts would bring every one into this page; the texts are the same objects.)
export const loadInsights = createKeyedLoader<AssessmentType, AssessmentInsights>({
  audhd: () => import('../../../domain/assessments/insights/audhd.ts').then((m) => m.AUDHD_INSIGHTS),
  asd: () => import('../../../domain/assessments/insights/asd.ts').then((m) => m.ASD_INSIGHTS),
  adhd: () => import('../../../domain/assessments/insights/adhd.ts').then((m) => m.ADHD_INSIGHTS),
  spd: () => import('../../../domain/assessments/insights/spd.ts').then((m) => m.SPD_INSIGHTS),
  dyspraxia: () =>
    import('../../../domain/assessments/insights/dyspraxia.ts').then((m) => m.DYSPRAXIA_INSIGHTS),
  dyslexia: () => import('../../../domain/assessments/insights/dyslexia.ts').then((m) => m.DYSLEXIA_INSIGHTS),
});
