import { lazy, Suspense } from 'react';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { showsHighStrain } from '../../../domain/assessments/strain.ts';

// Issue 19, item 6: when the answers describe a lot of overload, exhaustion or hard-to-settle feelings, a calm
// box says where to get help now. It never blocks the page and never alarms: plain words, no red, no icons.

const SafetySignpostBox = lazy(() => import('./safety-signpost-box.tsx'));

export function SafetySignpost({
  assessmentType,
  responses,
}: {
  assessmentType: AssessmentType;
  responses: Readonly<Record<string, number>>;
}) {
  if (!showsHighStrain(assessmentType, responses)) return null;
  return (
    <Suspense fallback={null}>
      <SafetySignpostBox />
    </Suspense>
  );
}
