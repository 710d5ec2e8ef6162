import type { AssessmentType } from '../assessments/catalogue.ts';

// The areas of support and assessment the report's resources and referral routes are organised by. An
// assessment maps to the topics whose organisations and professionals are most relevant to it. Their names are
// messages (`topicLabels`, domain/messages/*/report-routes.ts).
export const REPORT_TOPICS = ['autism', 'adhd', 'sensory', 'dyspraxia', 'dyslexia'] as const;

export type ReportTopic = (typeof REPORT_TOPICS)[number];

const TOPICS_BY_ASSESSMENT: Readonly<Record<AssessmentType, readonly ReportTopic[]>> = {
  audhd: ['autism', 'adhd'],
  asd: ['autism'],
  adhd: ['adhd'],
  spd: ['sensory'],
  dyspraxia: ['dyspraxia'],
  dyslexia: ['dyslexia'],
};

export function getTopics(type: AssessmentType): readonly ReportTopic[] {
  return TOPICS_BY_ASSESSMENT[type];
}
