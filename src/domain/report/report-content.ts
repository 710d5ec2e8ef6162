import {
  aboutThisReport,
  answersMovedIntro,
  appendixIntro,
  chartExplanation,
  constructExplanation,
  documentSubject,
  documentTitle,
  howToUseInAnyOrder,
  howToUseLetterPage,
  howToUseProviderPages,
  howToUseWhatResultsSay,
  howToUseWorkNotePage,
  moreIdeasHeading,
  notADiagnosis,
  notAnswered,
  overallScoreTitle,
  retestIntro,
  retestTitle,
  sectionNumber,
  sectionTitles,
  sharedItemsAmount,
  snapshotExplanation,
  startingIdeasHeading,
  strategiesChosenNote,
  strategiesGeneralNote,
  strategiesIntro,
  strategiesToppedUpNote,
  strategyReason,
  strengthsIntro,
  themeNames,
} from '#messages/report';
import {
  completedLabel,
  completedValue,
  contextNote,
  instrumentNote,
  notesPrompt,
  profileLabel,
  providerIntro,
  scoreOf,
  scoringNote,
  sharedItemsNote,
  sharedItemsScore,
  totalNote,
  totalScoreLabel,
} from '#messages/report-provider';
import { experienceAmounts, howToReadTheBands } from '#messages/result-words';
import { noAnswerMoved } from '#messages/retests';
import { getInsights, getStrengths } from '../assessments/all-insights.ts';
import { answerPatternNote, readAnswerPattern } from '../assessments/answer-pattern.ts';
import {
  amountForAverage,
  describeSharedExperiences,
  EXPERIENCE_AMOUNT_WORDS,
  type ExperienceAmount,
  getProfileLevels,
  MAX_PART_SCORES,
  PROFILE_PART_SHORT_TITLES,
  PROFILE_PART_TITLES,
  PROFILE_PARTS,
  type ProfilePart,
  SHARED_EXPERIENCE_ITEM_IDS,
  SHARED_EXPERIENCES_ABOUT,
  SHARED_EXPERIENCES_TITLE,
  sharedExperiencesAmount,
  TOTAL_TITLE,
} from '../assessments/audhd-profile.ts';
import { type AssessmentType, getAssessment } from '../assessments/catalogue.ts';
import type { Insight, Strength } from '../assessments/insights.ts';
import { CURRENT_ITEM_SET_VERSION, getQuestionsAt } from '../assessments/item-sets.ts';
import { type Band, getBands, getSubscoreBands, LEVEL_LABELS, type Level } from '../assessments/levels.ts';
import { type AudhdCategory, getAnswerOptions, getQuestions } from '../assessments/questions.ts';
import type { ResultContext } from '../assessments/result-context.ts';
import {
  type AudhdSubscores,
  getMaxScore,
  isValidAnswer,
  type Responses,
  scoreAnswer,
  scoreAudhdSubscores,
} from '../assessments/scoring.ts';
import type { ItemTexts } from '../assessments/translations/item-texts.ts';
import {
  type ComparisonSummary,
  summariseComparison,
  type TakerComparison,
} from '../comparison/taker-comparison.ts';
import { formatDate, formatIsoDate, type Locale } from '../locale/locale.ts';
import type { Messages } from '../messages/messages.ts';
import { RETEST_NOTE, type RetestComparison, type ThemeChange } from '../retests/retest-comparison.ts';
import { COUNTRY_NAMES, type CountryCode } from './countries.ts';
import { getNextSteps, type NextStep } from './next-steps.ts';
import { type ClinicalInstrument, describeContext, getClinicalInstruments } from './provider-summary.ts';
import { buildReferralLetter, type ReferralLetter } from './referral-letter.ts';
import { type CountryReferral, getReferralGuide, type ReferralGuide } from './referral-routes.ts';
import { type CountryOrganisations, getResources, type Resources } from './resources.ts';
import { SOURCES, type SourceId } from './sources.ts';
import { getStrategies, STRATEGY_AREA_LABELS, STRATEGY_AREAS, type Strategy } from './strategies.ts';
import { buildWorkNote, type WorkNote } from './work-note.ts';

// Everything the Complete Report says, as plain data built from a stored result. The PDF only lays it out and
// the e-mail reuses the section list, so the content is built in one place and testable without rendering. Its
// words are messages (`report`, with the provider page's in `report-provider`), in the language of the order.

/** Where the pages a reader hands over are: known once the report's sheets are laid out. */
export type UsePages = { provider: number; letter: number; workNote: number };

/** The cover's "How to use this report": how to read it, and what to take to an appointment. */
export function describeUse(pages: UsePages, letter: Pick<ReferralLetter, 'recipient'>): string[] {
  return [
    howToUseInAnyOrder,
    howToUseWhatResultsSay,
    howToUseProviderPages({ first: pages.provider, second: pages.provider + 1 }),
    howToUseLetterPage({ page: pages.letter, recipient: letter.recipient }),
    howToUseWorkNotePage({ page: pages.workNote }),
  ];
}

/** The sections in the order the report prints them; their titles are messages (`sectionTitles`). */
const REPORT_SECTION_IDS = [
  'summary',
  'meaning',
  'constructs',
  'snapshot',
  'strengths',
  'strategies',
  'resources',
  'referral',
  'provider',
  'letter',
  'work-note',
  'next-steps',
] as const;

export type ReportSectionId = (typeof REPORT_SECTION_IDS)[number];

export const REPORT_SECTIONS = REPORT_SECTION_IDS.map((id) => ({ id, title: sectionTitles[id] }));

/** "Section 9": how a section's pages name it, by its place in the list above. */
export function sectionEyebrow(id: ReportSectionId): string {
  return sectionNumber({ number: REPORT_SECTIONS.findIndex((section) => section.id === id) + 1 });
}

/** Listed with the sections when the buyer named their country: the other countries move to the end. */
export const APPENDIX_SECTION = { id: 'appendix', title: sectionTitles.appendix } as const;

type ReportSection = { id: ReportSectionId | 'appendix'; title: string };

function describeStrategyChoice(groups: readonly StrategyGroup[]): string {
  const hasThemes = groups.some((group) => group.theme !== null);
  const hasGeneral = groups.some((group) => group.theme === null);
  if (!hasThemes) return strategiesGeneralNote;
  return hasGeneral ? strategiesToppedUpNote : strategiesChosenNote;
}

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
  /** The wording the taker answered (item-sets.ts); the current one when absent (previews and samples). */
  itemSetVersion?: number;
  /** The items and answer labels in the language the report is written in; absent in English (render-report-pdf.tsx loads them). */
  itemTexts?: ItemTexts;
  /**
   * The country the buyer chose at checkout: its route and organisations come first and the other countries go
   * to an appendix. Null for orders from before the question was asked and for buyers elsewhere: every country
   * is then listed in the main sections.
   */
  country: CountryCode | null;
  /** The three optional context questions (result-context.ts); null when never asked. */
  context: ResultContext | null;
  /**
   * What changed since the reader's earlier take of the same assessment on the same wording
   * (domain/retests); absent or null for a first take.
   */
  retest?: RetestComparison | null;
};

export type ScoreChart = {
  title: string;
  score: number;
  max: number;
  level: Level;
  levelLabel: string;
  bands: { level: Level; label: string; min: number; max: number }[];
};

export type ConstructResult = {
  /** The theme as the questions name it: an id (strategies and the work note's areas are chosen by it). */
  construct: string;
  /** The theme's name in the report's language. */
  themeName: string;
  questionCount: number;
  /** Mean scored points per question, 0 to 4, rounded to one decimal. */
  average: number;
  description: (typeof EXPERIENCE_AMOUNT_WORDS)[ExperienceAmount];
  questionNumbers: number[];
};

export type ConstructGroup = { title: string | null; constructs: ConstructResult[] };

export type SnapshotItem = {
  number: number;
  id: string;
  text: string;
  construct: string;
  /** The theme's name in the report's language. */
  themeName: string;
  answerLabel: string;
  /** The chosen option's position on the scale, or null when the question was not answered. */
  answerValue: number | null;
  optionCount: number;
  isAnswered: boolean;
  isReverse: boolean;
  /** Points the answer adds to the score (after reverse scoring). */
  points: number;
};

type QuotedItem = {
  number: number;
  text: string;
  answerLabel: string;
  points: number;
  isReverse: boolean;
};

type ProviderSummary = {
  title: string;
  intro: string;
  facts: { label: string; value: string }[];
  keyConstructGroups: ConstructGroup[];
  itemCount: number;
  /** Question numbers answered Agree or Strongly Agree (for reverse-scored items: Disagree or Strongly Disagree). */
  endorsedQuestionNumbers: number[];
  /** The items answered most strongly towards the trait, quoted in full with the answer: at most five. */
  strongestItems: QuotedItem[];
  instrumentNote: string;
  scoringNote: string;
  instruments: ClinicalInstrument[];
  /** The context answers, each "not given" when skipped or never asked, quoted as the person's own words. */
  context: { label: string; value: string }[];
  contextNote: string;
  notesPrompt: string;
};

/**
 * The combined assessment's result, profile first (docs/decisions/027-audhd-profile-first.md): the two leading
 * parts on their bands, the shared experiences as answers and words (no band), then the total as their sum.
 */
export type ReportProfile = {
  parts: ScoreChart[];
  shared: {
    title: string;
    /** "Your answers describe many of these experiences." */
    sentence: string;
    about: string;
    score: number;
    max: number;
    /** The three statements with the answer given to each. */
    items: { number: number; text: string; answerLabel: string; isReverse: boolean }[];
  };
  total: ScoreChart;
};

export type ReportRetest = {
  title: string;
  intro: string;
  /** "Moderate Alignment then, Significant Alignment now" as two labels. */
  levelThen: string;
  levelNow: string;
  themes: ThemeChange[];
  movedAnswers: RetestComparison['movedAnswers'];
  movedIntro: string;
  note: string;
};

function describeRetest(retest: RetestComparison | null | undefined, dateText: string): ReportRetest | null {
  if (!retest?.isSameWording) return null;
  const earlierText = formatIsoDate(retest.earlierAt, 'long', { timeZone: REPORT_TIME_ZONE });
  const moved = retest.movedAnswers.length;
  return {
    title: retestTitle,
    intro: retestIntro({ earlier: earlierText, date: dateText }),
    levelThen: LEVEL_LABELS[retest.levelThen],
    levelNow: LEVEL_LABELS[retest.levelNow],
    themes: retest.themes,
    movedAnswers: retest.movedAnswers,
    movedIntro: moved === 0 ? noAnswerMoved : answersMovedIntro({ count: moved }),
    note: RETEST_NOTE,
  };
}

export type ReportContent = {
  documentTitle: string;
  documentSubject: string;
  assessmentName: string;
  dateText: string;
  orderReference: string;
  supportEmail: string;
  notADiagnosis: string;
  sections: readonly ReportSection[];
  levelLabel: string;
  insight: Insight;
  /** The overall score's chart; for the combined assessment, `profile` says how to show it. */
  charts: ScoreChart[];
  /** The combined assessment's profile; null for the others. */
  profile: ReportProfile | null;
  comparison: ComparisonSummary | null;
  chartExplanation: string;
  /** A gentle word when one answer was given throughout; null otherwise. */
  /** The gentle note of a same-answer or contradictory sheet (answer-pattern.ts); null for a varied one. */
  answerPatternNote: string | null;
  constructGroups: ConstructGroup[];
  constructExplanation: string;
  snapshot: SnapshotItem[];
  snapshotExplanation: string;
  hasReverseItems: boolean;
  strengths: Strength[];
  strengthsIntro: string;
  strategies: StrategyGroup[];
  strategiesIntro: string;
  /** Says how the strategies were chosen: from the reader's highest themes, or as general ideas. */
  strategiesNote: string;
  /** The buyer's country, whose route and organisations the main sections show; null: all countries there. */
  homeCountry: { code: CountryCode; name: string } | null;
  resources: Resources;
  referral: ReportReferral;
  appendix: ReportAppendix | null;
  provider: ProviderSummary;
  /** What changed since the reader's earlier take on the same wording; null for a first take. */
  retest: ReportRetest | null;
  letter: ReferralLetter;
  workNote: WorkNote;
  nextSteps: NextStep[];
  about: string;
  sources: { id: SourceId; short: string; full: string }[];
};

const REPORT_TIME_ZONE = 'Europe/Brussels';

/** The day a result was taken, as the report and its e-mail print it: in the report's time zone, in `locale` when given. */
export function formatReportDate(date: Date, locale?: Locale): string {
  return formatDate(date, 'long', { timeZone: REPORT_TIME_ZONE, locale });
}

// The same cut points as the overall level, so a theme's words and the result's band never disagree; the same
// rule and words as the combined assessment's shared experiences (audhd-profile.ts).
export function describeConstructAverage(average: number): ConstructResult['description'] {
  return EXPERIENCE_AMOUNT_WORDS[amountForAverage(average)];
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

function buildProfile(
  facts: Pick<ReportFacts, 'assessmentType' | 'responses' | 'score' | 'level' | 'subscores'>,
  snapshot: readonly SnapshotItem[],
): ReportProfile | null {
  if (facts.assessmentType !== 'audhd') return null;
  const subscores = facts.subscores ?? scoreAudhdSubscores(facts.responses);
  const levels = getProfileLevels(subscores);
  return {
    parts: PROFILE_PARTS.map((part) =>
      chartFor(PROFILE_PART_TITLES[part], subscores[part], levels[part], getSubscoreBands(part)),
    ),
    shared: {
      title: SHARED_EXPERIENCES_TITLE,
      sentence: describeSharedExperiences(subscores.overlap, 'taker'),
      about: SHARED_EXPERIENCES_ABOUT,
      score: subscores.overlap,
      max: MAX_PART_SCORES.overlap,
      items: snapshot
        .filter((item) => (SHARED_EXPERIENCE_ITEM_IDS as readonly string[]).includes(item.id))
        .map(({ number, text, answerLabel, isReverse }) => ({ number, text, answerLabel, isReverse })),
    },
    total: chartFor(TOTAL_TITLE, facts.score, facts.level, getBands('audhd')),
  };
}

/** "Autism-related 30 of 52 (Moderate Alignment); ADHD-related ...": the clinician page's short profile line. */
function describeProfileParts(profile: ReportProfile): string {
  // profile.parts is built from PROFILE_PARTS, in that order.
  return PROFILE_PARTS.flatMap((part, index) => {
    const chart = profile.parts[index];
    return chart
      ? [
          `${PROFILE_PART_SHORT_TITLES[part]} ${scoreOf({ score: chart.score, max: chart.max })} (${chart.levelLabel})`,
        ]
      : [];
  }).join('; ');
}

/** The clinician page's profile row: the parts' line, then the shared items' score and words (never a band). */
function describeProfileFact(profile: ReportProfile): string {
  const { score, max } = profile.shared;
  const amount = experienceAmounts[sharedExperiencesAmount(score)];
  return `${describeProfileParts(profile)}. ${sharedItemsScore({ score, max })}, ${sharedItemsAmount({ amount })} (${sharedItemsNote})`;
}

/**
 * The words a snapshot and its themes are written in. The report writes in its build's language (`REPORT_WORDS`);
 * the server, which answers every page in one process, gives the words of the page's language (compare-takes.ts).
 */
export type SnapshotWords = {
  /** The items and answer labels in the language the taker read them in; absent: the English they were written in. */
  itemTexts?: ItemTexts;
  themeNames: Readonly<Record<string, string>>;
  groupTitles: Readonly<Record<AudhdCategory, string>>;
  notAnswered: string;
};

/** The combined assessment's theme groups: the titles of its profile's parts and of the shared experiences. */
function groupTitles(
  partTitles: Readonly<Record<ProfilePart, string>>,
  sharedTitle: string,
): SnapshotWords['groupTitles'] {
  return { autism: partTitles.autism, adhd: partTitles.adhd, overlap: sharedTitle };
}

/** The snapshot's words in the report's own language. */
export const REPORT_WORDS: SnapshotWords = {
  themeNames,
  groupTitles: groupTitles(PROFILE_PART_TITLES, SHARED_EXPERIENCES_TITLE),
  notAnswered,
};

/** The snapshot's words in any language with messages, the items in `itemTexts` (the taker's). */
export function snapshotWordsIn(words: Messages, itemTexts: ItemTexts | undefined): SnapshotWords {
  const { profilePartTitles, sharedExperiencesTitle } = words['result-words'];
  return {
    itemTexts,
    themeNames: words.report.themeNames,
    groupTitles: groupTitles(profilePartTitles, sharedExperiencesTitle),
    notAnswered: words.report.notAnswered,
  };
}

/** A theme's name in the words' language; a theme without one keeps the name the questions give it. */
function themeName(construct: string, words: SnapshotWords): string {
  return words.themeNames[construct] ?? construct;
}

/**
 * Each item as the taker answered it: the wording of their item-set version (item-sets.ts), in the language they
 * read it in when `words.itemTexts` gives its translation. Translations are of the current wording, so an older
 * version's items keep the English they were answered in.
 */
export function buildSnapshot(
  type: AssessmentType,
  responses: Responses,
  version = CURRENT_ITEM_SET_VERSION,
  words: SnapshotWords = REPORT_WORDS,
): SnapshotItem[] {
  const translation = version === CURRENT_ITEM_SET_VERSION ? words.itemTexts : undefined;
  return getQuestionsAt(type, version).map((question, index) => {
    const value = Object.hasOwn(responses, question.id) ? responses[question.id] : undefined;
    const isAnswered = isValidAnswer(question, value);
    const options = getAnswerOptions(question);
    const position = isAnswered ? options.findIndex((candidate) => candidate.value === value) : -1;
    const option = options[position];
    return {
      number: index + 1,
      id: question.id,
      text: translation?.items[question.id] ?? question.text,
      construct: question.construct,
      themeName: themeName(question.construct, words),
      answerLabel: option ? (translation?.answerLabels[position] ?? option.label) : words.notAnswered,
      answerValue: option?.value ?? null,
      optionCount: options.length,
      isAnswered,
      isReverse: question.reverse === true,
      points: isAnswered ? scoreAnswer(question, value) : 0,
    };
  });
}

function summariseConstructs(items: readonly SnapshotItem[]): ConstructResult[] {
  // Each item carries its theme's name, in the snapshot's words.
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
      themeName: list[0]?.themeName ?? construct,
      questionCount: list.length,
      average,
      description: describeConstructAverage(average),
      questionNumbers: list.map((item) => item.number),
    };
  });
}

export function buildConstructGroups(
  type: AssessmentType,
  responses: Responses,
  version = CURRENT_ITEM_SET_VERSION,
  words: SnapshotWords = REPORT_WORDS,
): ConstructGroup[] {
  const snapshot = buildSnapshot(type, responses, version, words);
  if (type !== 'audhd') return [{ title: null, constructs: summariseConstructs(snapshot) }];
  const questions = getQuestions(type);
  const categories: AudhdCategory[] = ['autism', 'adhd', 'overlap'];
  return categories.map((category) => ({
    title: words.groupTitles[category],
    constructs: summariseConstructs(snapshot.filter((_, index) => questions[index]?.category === category)),
  }));
}

function isEndorsed(item: SnapshotItem): boolean {
  // "Endorsed" means the answer points towards the trait: 3 or more points after reverse scoring.
  return item.isAnswered && item.points >= 3;
}

/** Endorsed items, most points first and in questionnaire order within the same points (deterministic). */
function byStrength(items: readonly SnapshotItem[]): SnapshotItem[] {
  return items.filter(isEndorsed).sort((a, b) => b.points - a.points || a.number - b.number);
}

/** Themes the strategies come from, at least: more are taken, in rank order, until MIN_STRATEGIES are chosen. */
export const MIN_STRATEGY_THEMES = 3;
export const MAX_STRATEGIES_PER_THEME = 3;
export const MIN_STRATEGIES = 6;

export type StrategyGroup = {
  /** The theme the strategies were chosen for; null for general ideas. */
  theme: string | null;
  heading: string;
  /** "Because you answered ... to ...": the reader's most strongly endorsed answer in that theme. */
  reason: string | null;
  /** The question the reason quotes. */
  reasonQuestionId: string | null;
  items: { strategy: Strategy; areaLabel: string }[];
};

function describeReason(item: Pick<SnapshotItem, 'answerLabel' | 'text'>): string {
  return strategyReason({ answer: item.answerLabel, statement: item.text });
}

/**
 * The strategies for one reader, from their own answers. A theme counts when at least one of its items was
 * answered towards the trait (Agree or Strongly Agree, reverse keys honoured). Themes are ranked by their average,
 * then by their strongest answer, then by questionnaire order; walking down that ranking, each theme with an
 * unchosen strategy gives up to three, in the order the strategy list gives them, until at least three themes
 * and six strategies are chosen. When the counting themes give fewer than six (few answers lean towards the
 * trait, or none do), general ideas fill the list up to six, taking each area in turn.
 * A sheet with the same answer throughout, or with contradictory answers (answer-pattern.ts), says too little
 * about any one theme to quote it back: it gets the general ideas only.
 */
export function selectStrategies(
  type: AssessmentType,
  responses: Responses,
  version = CURRENT_ITEM_SET_VERSION,
  itemTexts?: ItemTexts,
): StrategyGroup[] {
  const snapshot = buildSnapshot(type, responses, version, { ...REPORT_WORDS, itemTexts });
  const pool = getStrategies(type);
  const isReadable = readAnswerPattern(type, responses) === 'varied';
  const ranked = (isReadable ? buildConstructGroups(type, responses, version) : [])
    .flatMap((group) => group.constructs)
    .map((result, order) => {
      const items = snapshot.filter((item) => result.questionNumbers.includes(item.number));
      return { result, order, strongest: byStrength(items)[0] };
    })
    .flatMap(({ strongest, ...rest }) => (strongest ? [{ ...rest, strongest }] : []))
    .sort(
      (a, b) =>
        b.result.average - a.result.average || b.strongest.points - a.strongest.points || a.order - b.order,
    );

  const chosen = new Set<Strategy>();
  const groups: StrategyGroup[] = [];
  for (const { result, strongest } of ranked) {
    if (groups.length >= MIN_STRATEGY_THEMES && chosen.size >= MIN_STRATEGIES) break;
    const strategies = pool
      .filter((strategy) => strategy.themes.includes(result.construct) && !chosen.has(strategy))
      .slice(0, MAX_STRATEGIES_PER_THEME);
    if (strategies.length === 0) continue;
    for (const strategy of strategies) chosen.add(strategy);
    groups.push({
      theme: result.construct,
      heading: result.themeName,
      reason: describeReason(strongest),
      reasonQuestionId: strongest.id,
      items: strategies.map(withAreaLabel),
    });
  }
  if (chosen.size >= MIN_STRATEGIES) return groups;

  const general = interleaveAreas(pool.filter((strategy) => !chosen.has(strategy))).slice(
    0,
    MIN_STRATEGIES - chosen.size,
  );
  return [
    ...groups,
    {
      theme: null,
      heading: groups.length > 0 ? moreIdeasHeading : startingIdeasHeading,
      reason: null,
      reasonQuestionId: null,
      items: general.map(withAreaLabel),
    },
  ];
}

/** Daily life, work or study, relationships, then again, so that a short general list covers all three. */
function interleaveAreas(strategies: readonly Strategy[]): Strategy[] {
  const byArea = STRATEGY_AREAS.map((area) => strategies.filter((strategy) => strategy.area === area));
  const longest = Math.max(...byArea.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) =>
    byArea.flatMap((list) => (list[index] ? [list[index]] : [])),
  ).flat();
}

function withAreaLabel(strategy: Strategy): StrategyGroup['items'][number] {
  return { strategy, areaLabel: STRATEGY_AREA_LABELS[strategy.area] };
}

export const MAX_QUOTED_ITEMS = 5;

/** The items answered most strongly towards the trait, for the clinician's page. */
function selectStrongestItems(snapshot: readonly SnapshotItem[]): QuotedItem[] {
  return byStrength(snapshot)
    .slice(0, MAX_QUOTED_ITEMS)
    .map(({ number, text, answerLabel, points, isReverse }) => ({
      number,
      text,
      answerLabel,
      points,
      isReverse,
    }));
}

/** The referral guide as the report prints it: the general route for other countries moves to the appendix. */
type ReportReferral = Omit<ReferralGuide, 'elsewhere'> & { elsewhere: string | null };

type ReportAppendix = {
  title: string;
  intro: string;
  organisations: CountryOrganisations[];
  routes: CountryReferral[];
  elsewhere: string;
};

/**
 * With a chosen country, the main sections keep only that country (plus the Europe-wide organisations and the
 * general advice) and every other country moves to the appendix. Without one, everything stays as it was.
 */
function arrangeByCountry(
  resources: Resources,
  referral: ReferralGuide,
  country: CountryCode | null,
): { resources: Resources; referral: ReportReferral; appendix: ReportAppendix | null } {
  if (country === null) return { resources, referral, appendix: null };
  const isHome = (entry: { country: CountryCode }) => entry.country === country;
  return {
    resources: { ...resources, national: resources.national.filter(isHome) },
    referral: { ...referral, countries: referral.countries.filter(isHome), elsewhere: null },
    appendix: {
      title: APPENDIX_SECTION.title,
      intro: appendixIntro,
      organisations: resources.national.filter((entry) => !isHome(entry)),
      routes: referral.countries.filter((entry) => !isHome(entry)),
      elsewhere: referral.elsewhere,
    },
  };
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
  const version = facts.itemSetVersion ?? CURRENT_ITEM_SET_VERSION;
  const snapshot = buildSnapshot(facts.assessmentType, facts.responses, version, {
    ...REPORT_WORDS,
    itemTexts: facts.itemTexts,
  });
  const constructGroups = buildConstructGroups(facts.assessmentType, facts.responses, version);
  const charts = [chartFor(overallScoreTitle, facts.score, facts.level, getBands(facts.assessmentType))];
  const profile = buildProfile(facts, snapshot);
  const strategies = selectStrategies(facts.assessmentType, facts.responses, version, facts.itemTexts);
  const chosenStrategies = strategies.flatMap((group) => group.items.map((item) => item.strategy));
  const byCountry = arrangeByCountry(
    getResources(facts.assessmentType),
    getReferralGuide(facts.assessmentType),
    facts.country,
  );
  const levelLabel = LEVEL_LABELS[facts.level];
  const strongestItems = selectStrongestItems(snapshot);

  const totalScore = scoreOf({ score: facts.score, max: getMaxScore(facts.assessmentType) });
  const totalFact = {
    label: totalScoreLabel,
    value: profile ? `${totalScore}, ${totalNote} (${levelLabel})` : `${totalScore} (${levelLabel})`,
  };
  // The combined assessment's profile leads; its total follows as the sum (decision 027). Short words: the
  // clinician's page must stay one sheet.
  const resultFacts = profile
    ? [{ label: profileLabel, value: describeProfileFact(profile) }, totalFact]
    : [totalFact];

  return {
    documentTitle: documentTitle({ assessment: assessment.name }),
    documentSubject: documentSubject({ assessment: assessment.name, date: dateText }),
    assessmentName: assessment.name,
    dateText,
    orderReference: facts.orderReference,
    supportEmail: facts.supportEmail,
    notADiagnosis,
    sections: byCountry.appendix ? [...REPORT_SECTIONS, APPENDIX_SECTION] : REPORT_SECTIONS,
    levelLabel,
    insight: getInsights(facts.assessmentType, facts.level),
    charts,
    profile,
    comparison: facts.comparison ? summariseComparison(facts.comparison, 'report') : null,
    chartExplanation: chartExplanation({ howToReadTheBands }),
    answerPatternNote: answerPatternNote(readAnswerPattern(facts.assessmentType, facts.responses)),
    constructGroups,
    constructExplanation,
    snapshot,
    snapshotExplanation,
    hasReverseItems: snapshot.some((item) => item.isReverse),
    strengths: getStrengths(facts.assessmentType, facts.responses),
    strengthsIntro,
    strategies,
    strategiesIntro,
    strategiesNote: describeStrategyChoice(strategies),
    homeCountry: facts.country ? { code: facts.country, name: COUNTRY_NAMES[facts.country] } : null,
    resources: byCountry.resources,
    referral: byCountry.referral,
    appendix: byCountry.appendix,
    provider: {
      title: sectionTitles.provider,
      intro: providerIntro,
      facts: [
        {
          label: completedLabel,
          value: completedValue({ assessmentName: assessment.name, items: snapshot.length, date: dateText }),
        },
        ...resultFacts,
      ],
      keyConstructGroups: constructGroups,
      itemCount: snapshot.length,
      endorsedQuestionNumbers: snapshot.filter(isEndorsed).map((item) => item.number),
      strongestItems,
      instrumentNote: instrumentNote,
      scoringNote: scoringNote,
      instruments: getClinicalInstruments(facts.assessmentType),
      context: describeContext(facts.context),
      contextNote: contextNote,
      notesPrompt: notesPrompt,
    },
    retest: describeRetest(facts.retest, dateText),
    letter: buildReferralLetter({
      assessmentType: facts.assessmentType,
      assessmentName: assessment.name,
      country: facts.country,
      dateText,
      resultText: profile ? describeProfileParts(profile) : `${totalScore} (${levelLabel})`,
      strongest: strongestItems,
      context: facts.context,
    }),
    workNote: buildWorkNote({
      themes: constructGroups.flatMap((group) => group.constructs),
      items: snapshot,
      country: facts.country,
      dateText,
    }),
    nextSteps: getNextSteps(facts.assessmentType, facts.level),
    about: aboutThisReport,
    sources: collectSources(chosenStrategies),
  };
}
