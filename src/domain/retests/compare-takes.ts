import type { AssessmentType } from '../assessments/catalogue.ts';
import { getLevel } from '../assessments/levels.ts';
import type { Responses } from '../assessments/scoring.ts';
import type { Language } from '../locale/languages.ts';
import {
  buildConstructGroups,
  buildSnapshot,
  REPORT_WORDS,
  type SnapshotWords,
} from '../report/report-content.ts';
import {
  MOVED_STEPS,
  type MovedAnswer,
  type RetestComparison,
  type ThemeChange,
} from './retest-comparison.ts';

// What changed between two takes of the same assessment by the same person: shown on the results page of the later
// one and, when both used the same wording, in its report. Themes and answers are compared only on the same
// wording (item-sets.ts) in the same language: a reworded or translated question is a different question, so an
// older take on another wording or in another language gives its date and band only.

/** One take, as stored. */
export type Take = {
  assessmentType: AssessmentType;
  responses: Responses;
  score: number;
  itemSetVersion: number;
  language: Language;
  createdAt: Date;
};

const roundTenth = (value: number) => Math.round(value * 10) / 10;

function themesOf(take: Take, words: SnapshotWords) {
  return buildConstructGroups(take.assessmentType, take.responses, take.itemSetVersion, words).flatMap(
    (group) =>
      group.constructs.map((result) => ({
        group: group.title,
        theme: result.themeName,
        average: result.average,
      })),
  );
}

function compareThemes(earlier: Take, later: Take, words: SnapshotWords): ThemeChange[] {
  const before = themesOf(earlier, words);
  return themesOf(later, words).flatMap((now, index) => {
    const then = before[index];
    return then
      ? [
          {
            theme: now.theme,
            group: now.group,
            was: then.average,
            now: now.average,
            change: roundTenth(now.average - then.average),
          },
        ]
      : [];
  });
}

/** The answers that moved, quoted as the reader read them (`words.itemTexts`: the items in their language). */
function compareAnswers(earlier: Take, later: Take, words: SnapshotWords): MovedAnswer[] {
  const before = buildSnapshot(earlier.assessmentType, earlier.responses, earlier.itemSetVersion, words);
  return buildSnapshot(later.assessmentType, later.responses, later.itemSetVersion, words).flatMap(
    (now, index) => {
      const then = before[index];
      if (!then || then.answerValue === null || now.answerValue === null) return [];
      const steps = Math.abs(now.answerValue - then.answerValue);
      if (steps < MOVED_STEPS) return [];
      return [{ number: now.number, text: now.text, was: then.answerLabel, now: now.answerLabel, steps }];
    },
  );
}

/**
 * What changed from `earlier` to `later`, two takes of the same assessment, in `words`: the report's language by
 * default (a report worker's), the page's when the server compares for a results page.
 */
export function compareTakes(
  earlier: Take,
  later: Take,
  words: SnapshotWords = REPORT_WORDS,
): RetestComparison {
  if (earlier.assessmentType !== later.assessmentType) {
    throw new Error(`cannot compare a ${earlier.assessmentType} take with a ${later.assessmentType} take`);
  }
  const isSameWording =
    earlier.itemSetVersion === later.itemSetVersion && earlier.language === later.language;
  return {
    earlierAt: earlier.createdAt.toISOString(),
    // Both read under the current banding rule, as the results page reads every result.
    levelThen: getLevel(earlier.assessmentType, earlier.score),
    levelNow: getLevel(later.assessmentType, later.score),
    isSameWording,
    themes: isSameWording ? compareThemes(earlier, later, words) : [],
    movedAnswers: isSameWording ? compareAnswers(earlier, later, words) : [],
  };
}
