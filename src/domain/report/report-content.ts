import { type AssessmentType, getAssessment } from '../assessments/catalogue.ts';
import { getInsights, getStrengths, type Insight, type Strength } from '../assessments/insights.ts';
import {
  type Band,
  getBands,
  getSubscoreBands,
  getSubscoreLevel,
  HIGH_FROM_AVERAGE,
  LEVEL_LABELS,
  type Level,
  MEDIUM_FROM_AVERAGE,
} from '../assessments/levels.ts';
import { type AudhdCategory, getAnswerOptions, getQuestions } from '../assessments/questions.ts';
import {
  HOW_TO_READ_THE_BANDS,
  hasSameAnswerThroughout,
  SAME_ANSWER_NOTE,
} from '../assessments/reading-the-result.ts';
import {
  type AudhdSubscores,
  getMaxScore,
  isValidAnswer,
  type Responses,
  scoreAnswer,
  scoreAudhdSubscores,
} from '../assessments/scoring.ts';
import {
  type ComparisonSummary,
  summariseComparison,
  type TakerComparison,
} from '../comparison/taker-comparison.ts';
import { getNextSteps, type NextStep } from './next-steps.ts';
import {
  type ClinicalInstrument,
  getClinicalInstruments,
  PROVIDER_INSTRUMENT_NOTE,
  PROVIDER_INTRO,
  PROVIDER_NOTES_PROMPT,
  PROVIDER_PAGE_TITLE,
  PROVIDER_SCORING_NOTE,
} from './provider-summary.ts';
import { getReferralGuide, type ReferralGuide } from './referral-routes.ts';
import { getResources, type Resources } from './resources.ts';
import { SOURCES, type SourceId } from './sources.ts';
import {
  getStrategies,
  STRATEGY_AREA_LABELS,
  STRATEGY_AREAS,
  type Strategy,
  type StrategyArea,
} from './strategies.ts';

// Everything the Complete Report says, as plain data built from a stored result. The PDF only lays it out and
// the e-mail reuses the section list, so wording lives in one place and is testable without rendering.

export const REPORT_TITLE = 'Complete Report';

export const NOT_A_DIAGNOSIS_STATEMENT =
  'This report is not a diagnosis. It describes your answers to a self-assessment questionnaire, for your own information. Only a qualified healthcare professional can assess and diagnose autism, ADHD, dyspraxia, dyslexia or any other condition.';

export const READING_TIPS: readonly string[] = [
  'Read it in any order, a section at a time. There is no need to take it all in at once.',
  'The results describe how many of the experiences asked about your answers reflect. They say nothing about your worth, intelligence or potential.',
  'If you want to talk it over with a professional, the page for your healthcare provider sums it up on one sheet.',
];

export const REPORT_SECTIONS = [
  { id: 'summary', title: 'Your results at a glance' },
  { id: 'meaning', title: 'What your result means' },
  { id: 'constructs', title: 'Your results by theme' },
  { id: 'snapshot', title: 'Your answers, question by question' },
  { id: 'strengths', title: 'Your strengths' },
  { id: 'strategies', title: 'Practical strategies' },
  { id: 'resources', title: 'Organisations that can help' },
  { id: 'referral', title: 'How to seek a formal assessment' },
  { id: 'provider', title: PROVIDER_PAGE_TITLE },
  { id: 'next-steps', title: 'Next steps' },
] as const;

export type ReportSectionId = (typeof REPORT_SECTIONS)[number]['id'];

export const CHART_EXPLANATION = `Each bar covers every possible score; the marker shows where yours falls. ${HOW_TO_READ_THE_BANDS}`;

export const CONSTRUCT_EXPLANATION =
  'Each theme groups the questions that ask about one kind of experience. The bar shows your average answer for that theme, from 0 to 4, where a higher number means you recognised more of those experiences. Reverse-scored questions are counted the other way round.';

export const SNAPSHOT_EXPLANATION =
  'Here is every statement in the order you saw it, with the answer you chose. Questions marked “reverse-scored” are worded so that agreeing means fewer of the traits asked about; they count 4 minus your answer.';

export const STRENGTHS_INTRO =
  'Traits that take effort in some situations often come with real strengths in others. These are suggested by your answers; you will know best which ones ring true.';

export const STRATEGIES_INTRO =
  'These ideas come from research and from the experience of neurodivergent adults. You do not need to try them all: pick one or two that feel manageable, and adapt them to your life.';

export const ABOUT_THIS_REPORT =
  'Traitscope questionnaires are written for adults and based on published research about each set of traits, but they are our own wording and have not been validated as diagnostic tools. Your answers can be shaped by your mood, stress, tiredness and the strategies you already use. A professional assessment looks at your whole history and at other possible explanations.';

export type ReportFacts = {
  assessmentType: AssessmentType;
  responses: Responses;
  score: number;
  level: Level;
  subscores: AudhdSubscores | null;
  createdAt: Date;
  orderReference: string;
  supportEmail: string;
  /** Where the score stood among other takers when the report was made; absent for previews and samples. */
  comparison?: TakerComparison;
};

export type ScoreChart = {
  title: string;
  score: number;
  max: number;
  level: Level;
  levelLabel: string;
  bands: { level: Level; label: string; min: number; max: number }[];
};

export const CONSTRUCT_DESCRIPTIONS = {
  few: 'Few of these experiences',
  some: 'Some of these experiences',
  many: 'Many of these experiences',
} as const;

export type ConstructResult = {
  construct: string;
  questionCount: number;
  /** Mean scored points per question, 0 to 4, rounded to one decimal. */
  average: number;
  description: (typeof CONSTRUCT_DESCRIPTIONS)[keyof typeof CONSTRUCT_DESCRIPTIONS];
  questionNumbers: number[];
};

export type ConstructGroup = { title: string | null; constructs: ConstructResult[] };

export type SnapshotItem = {
  number: number;
  id: string;
  text: string;
  construct: string;
  answerLabel: string;
  /** The chosen option's position on the scale, or null when the question was not answered. */
  answerValue: number | null;
  optionCount: number;
  isAnswered: boolean;
  isReverse: boolean;
  /** Points the answer adds to the score (after reverse scoring). */
  points: number;
};

export type ProviderSummary = {
  title: string;
  intro: string;
  facts: { label: string; value: string }[];
  keyConstructGroups: ConstructGroup[];
  /** Question numbers answered Agree or Strongly Agree (for reverse-scored items: Disagree or Strongly Disagree). */
  endorsedQuestionNumbers: number[];
  instrumentNote: string;
  scoringNote: string;
  instruments: ClinicalInstrument[];
  notesPrompt: string;
};

export type ReportContent = {
  documentTitle: string;
  documentSubject: string;
  assessmentName: string;
  dateText: string;
  orderReference: string;
  supportEmail: string;
  notADiagnosis: string;
  readingTips: readonly string[];
  sections: typeof REPORT_SECTIONS;
  levelLabel: string;
  insight: Insight;
  charts: ScoreChart[];
  comparison: ComparisonSummary | null;
  chartExplanation: string;
  /** A gentle word when one answer was given throughout; null otherwise. */
  sameAnswerNote: string | null;
  constructGroups: ConstructGroup[];
  constructExplanation: string;
  snapshot: SnapshotItem[];
  snapshotExplanation: string;
  hasReverseItems: boolean;
  strengths: Strength[];
  strengthsIntro: string;
  strategies: { area: StrategyArea; label: string; items: Strategy[] }[];
  strategiesIntro: string;
  resources: Resources;
  referral: ReferralGuide;
  provider: ProviderSummary;
  nextSteps: NextStep[];
  about: string;
  sources: { id: SourceId; short: string; full: string }[];
};

const CATEGORY_TITLES: Readonly<Record<AudhdCategory, string>> = {
  autism: 'Autism-related traits',
  adhd: 'ADHD-related traits',
  overlap: 'Shared experiences',
};

const REPORT_TIME_ZONE = 'Europe/Brussels';

export function formatReportDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: REPORT_TIME_ZONE,
  }).format(date);
}

// The same cut points as the overall level, so a theme's words and the result's band never disagree.
export function describeConstructAverage(average: number): ConstructResult['description'] {
  if (average >= HIGH_FROM_AVERAGE) return CONSTRUCT_DESCRIPTIONS.many;
  if (average >= MEDIUM_FROM_AVERAGE) return CONSTRUCT_DESCRIPTIONS.some;
  return CONSTRUCT_DESCRIPTIONS.few;
}

function chartFor(title: string, score: number, level: Level, bands: readonly Band[]): ScoreChart {
  return {
    title,
    score,
    max: bands.at(-1)?.max ?? score,
    level,
    levelLabel: LEVEL_LABELS[level],
    bands: bands.map((band) => ({ ...band, label: LEVEL_LABELS[band.level] })),
  };
}

export function buildScoreCharts(
  facts: Pick<ReportFacts, 'assessmentType' | 'responses' | 'score' | 'level' | 'subscores'>,
): ScoreChart[] {
  const { assessmentType, score, level } = facts;
  const overall = chartFor('Your overall score', score, level, getBands(assessmentType));
  if (assessmentType !== 'audhd') return [overall];
  const subscores = facts.subscores ?? scoreAudhdSubscores(facts.responses);
  const categories: AudhdCategory[] = ['autism', 'adhd', 'overlap'];
  return [
    overall,
    ...categories.map((category) =>
      chartFor(
        CATEGORY_TITLES[category],
        subscores[category],
        getSubscoreLevel(category, subscores[category]),
        getSubscoreBands(category),
      ),
    ),
  ];
}

export function buildSnapshot(type: AssessmentType, responses: Responses): SnapshotItem[] {
  return getQuestions(type).map((question, index) => {
    const value = Object.hasOwn(responses, question.id) ? responses[question.id] : undefined;
    const isAnswered = isValidAnswer(question, value);
    const options = getAnswerOptions(question);
    const option = isAnswered ? options.find((candidate) => candidate.value === value) : undefined;
    return {
      number: index + 1,
      id: question.id,
      text: question.text,
      construct: question.construct,
      answerLabel: option?.label ?? 'Not answered',
      answerValue: option?.value ?? null,
      optionCount: options.length,
      isAnswered,
      isReverse: question.reverse === true,
      points: isAnswered ? scoreAnswer(question, value) : 0,
    };
  });
}

function summariseConstructs(items: readonly SnapshotItem[]): ConstructResult[] {
  const byConstruct = new Map<string, SnapshotItem[]>();
  for (const item of items) {
    const list = byConstruct.get(item.construct) ?? [];
    list.push(item);
    byConstruct.set(item.construct, list);
  }
  return [...byConstruct.entries()].map(([construct, list]) => {
    const average = Math.round((list.reduce((sum, item) => sum + item.points, 0) / list.length) * 10) / 10;
    return {
      construct,
      questionCount: list.length,
      average,
      description: describeConstructAverage(average),
      questionNumbers: list.map((item) => item.number),
    };
  });
}

export function buildConstructGroups(type: AssessmentType, responses: Responses): ConstructGroup[] {
  const snapshot = buildSnapshot(type, responses);
  if (type !== 'audhd') return [{ title: null, constructs: summariseConstructs(snapshot) }];
  const questions = getQuestions(type);
  const categories: AudhdCategory[] = ['autism', 'adhd', 'overlap'];
  return categories.map((category) => ({
    title: CATEGORY_TITLES[category],
    constructs: summariseConstructs(snapshot.filter((_, index) => questions[index]?.category === category)),
  }));
}

function isEndorsed(item: SnapshotItem): boolean {
  // "Endorsed" means the answer points towards the trait: 3 or more points after reverse scoring.
  return item.isAnswered && item.points >= 3;
}

function collectSources(strategies: readonly Strategy[]): ReportContent['sources'] {
  const ids: SourceId[] = [];
  for (const strategy of strategies) {
    for (const id of strategy.sources) if (!ids.includes(id)) ids.push(id);
  }
  return ids.map((id) => ({ id, ...SOURCES[id] }));
}

export function buildReportContent(facts: ReportFacts): ReportContent {
  const assessment = getAssessment(facts.assessmentType);
  const dateText = formatReportDate(facts.createdAt);
  const snapshot = buildSnapshot(facts.assessmentType, facts.responses);
  const constructGroups = buildConstructGroups(facts.assessmentType, facts.responses);
  const charts = buildScoreCharts(facts);
  const strategies = getStrategies(facts.assessmentType);
  const levelLabel = LEVEL_LABELS[facts.level];

  const subscoreFacts =
    facts.assessmentType === 'audhd'
      ? [
          {
            label: 'Area scores',
            value: charts
              .slice(1)
              .map((chart) => `${chart.title} ${chart.score} of ${chart.max} (${chart.levelLabel})`)
              .join('; '),
          },
        ]
      : [];

  return {
    documentTitle: `Traitscope ${REPORT_TITLE}: ${assessment.name}`,
    documentSubject: `Self-assessment report for ${assessment.name}, completed on ${dateText}. Not a diagnosis.`,
    assessmentName: assessment.name,
    dateText,
    orderReference: facts.orderReference,
    supportEmail: facts.supportEmail,
    notADiagnosis: NOT_A_DIAGNOSIS_STATEMENT,
    readingTips: READING_TIPS,
    sections: REPORT_SECTIONS,
    levelLabel,
    insight: getInsights(facts.assessmentType, facts.level),
    charts,
    comparison: facts.comparison ? summariseComparison(facts.comparison, 'report') : null,
    chartExplanation: CHART_EXPLANATION,
    sameAnswerNote: hasSameAnswerThroughout(facts.assessmentType, facts.responses) ? SAME_ANSWER_NOTE : null,
    constructGroups,
    constructExplanation: CONSTRUCT_EXPLANATION,
    snapshot,
    snapshotExplanation: SNAPSHOT_EXPLANATION,
    hasReverseItems: snapshot.some((item) => item.isReverse),
    strengths: getStrengths(facts.assessmentType, facts.responses),
    strengthsIntro: STRENGTHS_INTRO,
    strategies: STRATEGY_AREAS.map((area) => ({
      area,
      label: STRATEGY_AREA_LABELS[area],
      items: strategies.filter((strategy) => strategy.area === area),
    })),
    strategiesIntro: STRATEGIES_INTRO,
    resources: getResources(facts.assessmentType),
    referral: getReferralGuide(facts.assessmentType),
    provider: {
      title: PROVIDER_PAGE_TITLE,
      intro: PROVIDER_INTRO,
      facts: [
        {
          label: 'Completed',
          value: `${assessment.name} (${snapshot.length} items), ${dateText}`,
        },
        {
          label: 'Total score',
          value: `${facts.score} of ${getMaxScore(facts.assessmentType)} (${levelLabel})`,
        },
        ...subscoreFacts,
      ],
      keyConstructGroups: constructGroups,
      endorsedQuestionNumbers: snapshot.filter(isEndorsed).map((item) => item.number),
      instrumentNote: PROVIDER_INSTRUMENT_NOTE,
      scoringNote: PROVIDER_SCORING_NOTE,
      instruments: getClinicalInstruments(facts.assessmentType),
      notesPrompt: PROVIDER_NOTES_PROMPT,
    },
    nextSteps: getNextSteps(facts.assessmentType, facts.level),
    about: ABOUT_THIS_REPORT,
    sources: collectSources(strategies),
  };
}
