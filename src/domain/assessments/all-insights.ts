import type { AssessmentType } from './catalogue.ts';
import { ADHD_INSIGHTS } from './insights/en/adhd.ts';
import { ASD_INSIGHTS } from './insights/en/asd.ts';
import { AUDHD_INSIGHTS } from './insights/en/audhd.ts';
import { DYSLEXIA_INSIGHTS } from './insights/en/dyslexia.ts';
import { DYSPRAXIA_INSIGHTS } from './insights/en/dyspraxia.ts';
import { SPD_INSIGHTS } from './insights/en/spd.ts';
import {
  type AssessmentInsights,
  findStrengths,
  type Insight,
  readInsight,
  type Strength,
} from './insights.ts';
import type { Level } from './levels.ts';
import type { Responses } from './scoring.ts';

// Every assessment's words at once, for the Complete Report (rendered on the server), which needs them without
// waiting. No public page imports this module: a static import of the six would put all of them in the page's
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
