import { strategyAreaLabels, strategyTexts } from '#messages/report-strategies';
import type { AssessmentType } from '../assessments/catalogue.ts';
import type { SourceId } from './sources.ts';

// Practical strategies: which areas of life and questionnaire themes each speaks to, and the sources it is based
// on. Their titles and texts are messages (report-strategies), by the strategy's id; a text claims of a source
// only what that source says (checked against public copies; the records sit beside each source in sources.ts,
// decision record 013).
export const STRATEGY_AREAS = ['daily-life', 'work-study', 'relationships'] as const;

export type StrategyArea = (typeof STRATEGY_AREAS)[number];

/** The areas' names, in the report's language. */
export const STRATEGY_AREA_LABELS: Readonly<Record<StrategyArea, string>> = strategyAreaLabels;

type StrategyFacts = {
  area: StrategyArea;
  /**
   * The questionnaire themes (constructs, as named in the question lists) this strategy speaks to. A report
   * offers a strategy when one of these themes is among the reader's highest (see selectStrategies).
   */
  themes: readonly string[];
  sources: readonly SourceId[];
};

/** Every strategy, by id; an id may be offered for more than one assessment (STRATEGY_LISTS). */
const STRATEGY_FACTS = {
  'outside-memory': {
    area: 'daily-life',
    themes: ['Organisation and memory', 'Follow-through'],
    sources: ['safren-2010', 'knouse-2008'],
  },
  'small-first-step': {
    area: 'daily-life',
    themes: ['Attention and follow-through', 'Organisation and memory', 'Follow-through'],
    sources: ['safren-2010', 'knouse-2008'],
  },
  'short-focus-blocks': {
    area: 'work-study',
    themes: ['Attention and follow-through', 'Restlessness', 'Attention and focus', 'Follow-through'],
    sources: ['safren-2010'],
  },
  'share-what-helps-adhd': {
    area: 'relationships',
    themes: ['Impulsivity', 'Emotional regulation'],
    sources: ['nice-ng87', 'safren-2010'],
  },
  'energy-planning': {
    area: 'daily-life',
    themes: ['Routine and change', 'Focused interests', 'Social masking'],
    sources: ['mantzalas-2022'],
  },
  'burnout-signs': {
    area: 'daily-life',
    themes: ['Social masking', 'Routine and change'],
    sources: ['raymaker-2020', 'higgins-2021'],
  },
  'masking-cost': {
    area: 'work-study',
    themes: ['Social masking'],
    sources: ['hull-2019', 'mantzalas-2022'],
  },
  'clear-communication-at-work': {
    area: 'work-study',
    themes: ['Social intuition', 'Literal language', 'Detail focus', 'Social communication'],
    sources: ['nice-cg142'],
  },
  'double-empathy': {
    area: 'relationships',
    themes: ['Social intuition', 'Literal language', 'Social communication'],
    sources: ['milton-2012', 'crompton-2020'],
  },
  'autistic-peers': {
    area: 'relationships',
    themes: ['Social intuition', 'Focused interests', 'Social communication', 'Social masking'],
    sources: ['crompton-2020', 'mantzalas-2022'],
  },
  'sensory-surroundings-autism': {
    area: 'daily-life',
    themes: ['Sensory experiences', 'Detail and senses', 'Overload and recovery'],
    sources: ['maclennan-2022', 'nice-cg142'],
  },
  'recovery-after-socialising': {
    area: 'relationships',
    themes: ['Social masking'],
    sources: ['raymaker-2020'],
  },
  'home-for-everyday-things': {
    area: 'daily-life',
    themes: ['Organisation and memory'],
    sources: ['knouse-2008'],
  },
  'pause-before-buying': {
    area: 'daily-life',
    themes: ['Impulsivity'],
    sources: ['adhd-ireland-umaap'],
  },
  'deadlines-and-check-ins': {
    area: 'work-study',
    themes: ['Attention and follow-through'],
    sources: ['knouse-2008'],
  },
  'work-with-your-energy': {
    area: 'work-study',
    themes: ['Restlessness', 'Attention and follow-through'],
    sources: ['safren-2010', 'knouse-2008'],
  },
  'shared-plans-visible': {
    area: 'relationships',
    themes: ['Organisation and memory'],
    sources: ['safren-2010'],
  },
  'notice-the-urge': {
    area: 'relationships',
    themes: ['Impulsivity'],
    sources: ['adhd-ireland-umaap'],
  },
  'prepare-for-change': {
    area: 'daily-life',
    themes: ['Routine and change'],
    sources: ['raymaker-2020'],
  },
  'quiet-and-focus-time': {
    area: 'work-study',
    themes: ['Sensory experiences'],
    sources: ['nice-cg142', 'maclennan-2022'],
  },
  'flexible-structure': {
    area: 'daily-life',
    themes: ['Routine and change', 'Organisation and memory', 'Restlessness'],
    sources: ['safren-2010'],
  },
  'sensory-pattern': {
    area: 'daily-life',
    themes: ['Sensory sensitivity', 'Overload and recovery', 'Sensation seeking'],
    sources: ['maclennan-2022'],
  },
  'shape-your-surroundings': {
    area: 'daily-life',
    themes: ['Sensory sensitivity'],
    sources: ['maclennan-2022'],
  },
  'sensory-kit': {
    area: 'daily-life',
    themes: ['Sensory sensitivity', 'Overload and recovery'],
    sources: ['maclennan-2022'],
  },
  'body-signals': {
    area: 'daily-life',
    themes: ['Body signals'],
    sources: ['khalsa-2018'],
  },
  'sensations-you-enjoy': {
    area: 'daily-life',
    themes: ['Sensation seeking'],
    sources: ['maclennan-2022'],
  },
  'choose-where-you-sit': {
    area: 'work-study',
    themes: ['Sensory sensitivity'],
    sources: ['maclennan-2022', 'nice-cg142'],
  },
  'recovery-in-the-day': {
    area: 'work-study',
    themes: ['Overload and recovery'],
    sources: ['maclennan-2022'],
  },
  'concrete-sensory-words': {
    area: 'relationships',
    themes: ['Sensory sensitivity', 'Overload and recovery'],
    sources: ['maclennan-2022'],
  },
  'plans-that-suit-everyone': {
    area: 'relationships',
    themes: ['Overload and recovery'],
    sources: ['maclennan-2022'],
  },
  'technology-for-handwriting': {
    area: 'daily-life',
    themes: ['Fine motor skills'],
    sources: ['dcd-workplace-guidance'],
  },
  'movement-practice': {
    area: 'daily-life',
    themes: ['Coordination and balance', 'Childhood experience'],
    sources: ['blank-2019', 'movement-matters'],
  },
  'easier-home-tasks': {
    area: 'daily-life',
    themes: ['Fine motor skills', 'Coordination and balance'],
    sources: ['dcd-workplace-guidance'],
  },
  'enjoyable-movement': {
    area: 'daily-life',
    themes: ['Coordination and balance', 'Childhood experience'],
    sources: ['dcd-workplace-guidance'],
  },
  'diary-and-routines': {
    area: 'work-study',
    themes: ['Getting organised'],
    sources: ['dcd-workplace-guidance'],
  },
  'what-done-looks-like': {
    area: 'work-study',
    themes: ['Getting organised'],
    sources: ['movement-matters'],
  },
  'buddy-for-new-places': {
    area: 'work-study',
    themes: ['Spatial judgement', 'Getting organised'],
    sources: ['movement-matters'],
  },
  'occupational-therapy': {
    area: 'work-study',
    themes: ['Fine motor skills', 'Coordination and balance', 'Spatial judgement'],
    sources: ['dcd-workplace-guidance'],
  },
  'share-what-is-hard': {
    area: 'relationships',
    themes: ['Coordination and balance', 'Spatial judgement'],
    sources: ['movement-matters'],
  },
  'activities-that-suit-you': {
    area: 'relationships',
    themes: ['Childhood experience', 'Coordination and balance'],
    sources: ['blank-2019'],
  },
  'devices-read-aloud': {
    area: 'daily-life',
    themes: ['Reading', 'Sounds and sequences'],
    sources: ['jisc-assistive-technology'],
  },
  dictation: {
    area: 'daily-life',
    themes: ['Spelling and writing'],
    sources: ['jisc-assistive-technology'],
  },
  'text-easier-on-the-eye': {
    area: 'daily-life',
    themes: ['Reading'],
    sources: ['bda-style-guide'],
  },
  'spoken-information-in-writing': {
    area: 'work-study',
    themes: ['Verbal memory'],
    sources: ['bda-adults', 'jisc-assistive-technology'],
  },
  'visual-writing-plans': {
    area: 'work-study',
    themes: ['Spelling and writing'],
    sources: ['jisc-assistive-technology'],
  },
  'ask-about-adjustments': {
    area: 'work-study',
    themes: ['Reading', 'School experience'],
    sources: ['bda-adults', 'eda'],
  },
  'spelling-tools': {
    area: 'work-study',
    themes: ['Spelling and writing', 'Sounds and sequences'],
    sources: ['jisc-assistive-technology'],
  },
  'tell-people-what-works': {
    area: 'relationships',
    themes: ['Reading', 'Verbal memory'],
    sources: ['bda-adults'],
  },
  'connect-with-other-readers': {
    area: 'relationships',
    themes: ['School experience'],
    sources: ['eda'],
  },
} satisfies Readonly<Record<string, StrategyFacts>>;

export type StrategyId = keyof typeof STRATEGY_FACTS;

/** A strategy's words: a message (report-strategies), by its id. */
export type StrategyText = { readonly title: string; readonly text: string };

export type Strategy = StrategyFacts & StrategyText & { id: StrategyId };

/** Each assessment's strategies, in the order a report offers them. */
const STRATEGY_LISTS: Readonly<Record<AssessmentType, readonly StrategyId[]>> = {
  adhd: [
    'outside-memory',
    'small-first-step',
    'home-for-everyday-things',
    'pause-before-buying',
    'short-focus-blocks',
    'deadlines-and-check-ins',
    'work-with-your-energy',
    'share-what-helps-adhd',
    'shared-plans-visible',
    'notice-the-urge',
  ],
  asd: [
    'energy-planning',
    'burnout-signs',
    'sensory-surroundings-autism',
    'prepare-for-change',
    'clear-communication-at-work',
    'masking-cost',
    'quiet-and-focus-time',
    'double-empathy',
    'autistic-peers',
    'recovery-after-socialising',
  ],
  audhd: [
    'energy-planning',
    'burnout-signs',
    'outside-memory',
    'flexible-structure',
    'sensory-surroundings-autism',
    'small-first-step',
    'short-focus-blocks',
    'clear-communication-at-work',
    'masking-cost',
    'double-empathy',
    'share-what-helps-adhd',
    'autistic-peers',
  ],
  spd: [
    'sensory-pattern',
    'shape-your-surroundings',
    'sensory-kit',
    'body-signals',
    'sensations-you-enjoy',
    'choose-where-you-sit',
    'recovery-in-the-day',
    'concrete-sensory-words',
    'plans-that-suit-everyone',
  ],
  dyspraxia: [
    'technology-for-handwriting',
    'movement-practice',
    'easier-home-tasks',
    'enjoyable-movement',
    'diary-and-routines',
    'what-done-looks-like',
    'buddy-for-new-places',
    'occupational-therapy',
    'share-what-is-hard',
    'activities-that-suit-you',
  ],
  dyslexia: [
    'devices-read-aloud',
    'dictation',
    'text-easier-on-the-eye',
    'spoken-information-in-writing',
    'visual-writing-plans',
    'ask-about-adjustments',
    'spelling-tools',
    'tell-people-what-works',
    'connect-with-other-readers',
  ],
};

/** One object per strategy, so that a strategy offered for two assessments is the same strategy in both. */
const STRATEGY_BY_ID = Object.fromEntries(
  (Object.keys(STRATEGY_FACTS) as StrategyId[]).map((id): [StrategyId, Strategy] => [
    id,
    { id, ...STRATEGY_FACTS[id], ...strategyTexts[id] },
  ]),
) as Readonly<Record<StrategyId, Strategy>>;

export function getStrategies(type: AssessmentType): readonly Strategy[] {
  return STRATEGY_LISTS[type].map((id) => STRATEGY_BY_ID[id]);
}
