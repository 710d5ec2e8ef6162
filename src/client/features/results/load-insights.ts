import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { AssessmentInsights } from '../../../domain/assessments/insights.ts';
import { createKeyedLoader } from '../../lib/keyed-loader.ts';

// One chunk per assessment, in the build's language (`#insights/<type>`, vite.config.ts): the results page shows
// one result, so it downloads one assessment's insights and strengths, not all six. (`getInsights` of
// all-insights.ts would bring every one into this page.)
export const loadInsights = createKeyedLoader<AssessmentType, AssessmentInsights>({
  audhd: () => import('#insights/audhd').then((m) => m.AUDHD_INSIGHTS),
  asd: () => import('#insights/asd').then((m) => m.ASD_INSIGHTS),
  adhd: () => import('#insights/adhd').then((m) => m.ADHD_INSIGHTS),
  spd: () => import('#insights/spd').then((m) => m.SPD_INSIGHTS),
  dyspraxia: () => import('#insights/dyspraxia').then((m) => m.DYSPRAXIA_INSIGHTS),
  dyslexia: () => import('#insights/dyslexia').then((m) => m.DYSLEXIA_INSIGHTS),
});
