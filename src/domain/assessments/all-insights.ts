import { ADHD_INSIGHTS } from '#insights/adhd';
import { ASD_INSIGHTS } from '#insights/asd';
import { AUDHD_INSIGHTS } from '#insights/audhd';
import { DYSLEXIA_INSIGHTS } from '#insights/dyslexia';
import { DYSPRAXIA_INSIGHTS } from '#insights/dyspraxia';
import { SPD_INSIGHTS } from '#insights/spd';
import type { AssessmentType } from './catalogue.ts';
import {
  type AssessmentInsights,
  findStrengths,
  type Insight,
  readInsight,
  type Strength,
} from './insights.ts';
import type { Level } from './levels.ts';
import type { Responses } from './scoring.ts';

// Every assessment's words at once, for the Complete Report (rendered on the server, in a worker of the report's
// language: `#insights/<type>` is that language's), which needs them without waiting. No public page imports this module: a static import of the six would put all of them in the page's
// download, however few it uses (client/features/results/load-insights.ts loads one).
const INSIGHTS_BY_TYPE: Readonly<Record<AssessmentType, AssessmentInsights>> = {
  audhd: AUDHD_INSIGHTS,
  asd: ASD_INSIGHTS,
  adhd: ADHD_INSIGHTS,
  spd: SPD_INSIGHTS,
  dyspraxia: DYSPRAXIA_INSIGHTS,
  dyslexia: DYSLEXIA_INSIGHTS,
};

export function getInsights(type: AssessmentType, level: Level): Insight {
  return readInsight(INSIGHTS_BY_TYPE[type], type, level);
}

export function getStrengths(type: AssessmentType, responses: Responses): Strength[] {
  return findStrengths(INSIGHTS_BY_TYPE[type], type, responses);
}

export function getStrengthTriggers(type: AssessmentType): AssessmentInsights['strengths'] {
  return INSIGHTS_BY_TYPE[type].strengths;
}
