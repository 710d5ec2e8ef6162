import { getInsights } from '../assessments/all-insights.ts';
import type { AssessmentType } from '../assessments/catalogue.ts';
import type { Level } from '../assessments/levels.ts';

// The closing page. The first step is the level's own advice from the preliminary insights, so the report and
// the results page never disagree; the rest apply to everyone. The last one is a gentle safety net, worded
// calmly: 112 is the emergency number across the EU.
export type NextStep = { title: string; text: string };

const COMMON_NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'Go at your own pace',
    text: 'There is no need to read this report in one sitting. Read a section, put it down, and come back when you are ready.',
  },
  {
    title: 'Mark what felt familiar',
    text: 'In your answers section, mark the statements that felt most true for you, and jot down an example from your own life next to each.',
  },
  {
    title: 'Try two or three strategies',
    text: 'Pick the strategies that feel easiest to start with, try them for a few weeks, and keep what helps. Small changes count.',
  },
  {
    title: 'Talk to someone you trust',
    text: 'Sharing what you have learned with a friend, partner or family member can help them understand you, and help you feel less alone with it.',
  },
  {
    title: 'Look after yourself',
    text: 'Reflecting on your traits can stir up feelings. If you feel low or overwhelmed, talk to your doctor. If you are ever in crisis, call 112, the emergency number across the EU, or your local emergency number.',
  },
];

export function getNextSteps(type: AssessmentType, level: Level): NextStep[] {
  return [
    { title: 'Your suggested next step', text: getInsights(type, level).nextStep },
    ...COMMON_NEXT_STEPS,
  ];
}
