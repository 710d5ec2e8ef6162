import {
  commonNextSteps,
  lookAfterYourself,
  lookAfterYourselfTitle,
  suggestedNextStepTitle,
} from '#messages/report-help';
import { getInsights } from '../assessments/all-insights.ts';
import type { AssessmentType } from '../assessments/catalogue.ts';
import type { Level } from '../assessments/levels.ts';
import { EU_EMERGENCY } from './crisis-lines.ts';

// The closing page. The first step is the level's own advice from the preliminary insights, so the report and
// the results page never disagree; the rest apply to everyone. The last one is a gentle safety net, worded
// calmly: 112 is the emergency number across the EU.
export type NextStep = { title: string; text: string };

const COMMON_NEXT_STEPS: readonly NextStep[] = [
  ...commonNextSteps,
  { title: lookAfterYourselfTitle, text: lookAfterYourself({ emergencyNumber: EU_EMERGENCY.number }) },
];

export function getNextSteps(type: AssessmentType, level: Level): NextStep[] {
  return [{ title: suggestedNextStepTitle, text: getInsights(type, level).nextStep }, ...COMMON_NEXT_STEPS];
}
