import { sectionTitles } from '#messages/report';
import {
  workNoteAddressee,
  workNoteAreasIntro,
  workNoteClosing,
  workNoteFillIn,
  workNoteIntro,
  workNoteSignOff,
} from '#messages/report-work';
import type { CountryCode } from './countries.ts';
import {
  type AdjustmentArea,
  AREA_ADJUSTMENTS,
  THEME_AREAS,
  type WorkLaw,
  workLawsFor,
} from './work-adjustments.ts';

// One page the reader can give to an employer, a manager or a place of study: what they find harder, in the
// first person and quoting their own answers, the adjustments that fit (work-adjustments.ts, each sourced), and the
// law that asks for them to be considered in the reader's country. It names no condition and claims no diagnosis:
// it says it comes from a self-report questionnaire, which is all the reader has. Its words are messages
// (`report-work`).

/** A theme of the questionnaire as the report scores it. */
type ThemeScore = { construct: string; average: number; questionNumbers: readonly number[] };

/** An answer as the report lists it. */
type AnsweredItem = {
  number: number;
  text: string;
  answerLabel: string;
  points: number;
  isAnswered: boolean;
};

type WorkNoteArea = {
  difficulty: string;
  /** The answer given most strongly in the area's highest theme. */
  quote: { text: string; answerLabel: string } | null;
  adjustments: readonly string[];
};

export type WorkNote = {
  title: string;
  fillIn: readonly string[];
  addressee: string;
  intro: string;
  areasIntro: string;
  areas: readonly WorkNoteArea[];
  laws: readonly WorkLaw[];
  closing: readonly string[];
  signOff: string;
};

/** At most this many areas: the note stays one page, and three is plenty to talk through. */
export const WORK_NOTE_AREAS = 3;

/** An answer leans towards the experience asked about: 3 or 4 points after reverse scoring. */
const isLeaning = (item: AnsweredItem) => item.isAnswered && item.points >= 3;

/**
 * The areas of the reader's highest themes: themes with at least one answer leaning towards the experience, by
 * their average, then by questionnaire order, one area each, at most three. When no answer leans that way, the
 * areas of the two highest themes, so that the note still says something the reader can choose to use.
 */
function chooseAreas(
  themes: readonly ThemeScore[],
  items: readonly AnsweredItem[],
): { area: AdjustmentArea; quote: AnsweredItem | undefined }[] {
  const ranked = themes
    .map((theme, order) => {
      const answers = items
        .filter((item) => theme.questionNumbers.includes(item.number))
        .sort((a, b) => b.points - a.points || a.number - b.number);
      return { theme, order, area: THEME_AREAS[theme.construct], strongest: answers.find(isLeaning) };
    })
    .filter((entry) => entry.area !== undefined)
    .sort((a, b) => b.theme.average - a.theme.average || a.order - b.order);
  const leaning = ranked.filter((entry) => entry.strongest !== undefined);
  const pool = leaning.length > 0 ? leaning : ranked.slice(0, 2);
  const chosen: { area: AdjustmentArea; quote: AnsweredItem | undefined }[] = [];
  for (const entry of pool) {
    if (chosen.length === WORK_NOTE_AREAS) break;
    if (entry.area && !chosen.some((picked) => picked.area === entry.area)) {
      chosen.push({ area: entry.area, quote: entry.strongest });
    }
  }
  return chosen;
}

export function buildWorkNote({
  themes,
  items,
  country,
  dateText,
}: {
  themes: readonly ThemeScore[];
  items: readonly AnsweredItem[];
  country: CountryCode | null;
  dateText: string;
}): WorkNote {
  const areas = chooseAreas(themes, items).map(({ area, quote }) => ({
    difficulty: AREA_ADJUSTMENTS[area].difficulty,
    quote: quote ? { text: quote.text, answerLabel: quote.answerLabel } : null,
    adjustments: AREA_ADJUSTMENTS[area].adjustments.map((adjustment) => adjustment.text),
  }));
  return {
    title: sectionTitles['work-note'],
    fillIn: workNoteFillIn,
    addressee: workNoteAddressee,
    intro: workNoteIntro({ date: dateText }),
    areasIntro: workNoteAreasIntro,
    areas,
    laws: workLawsFor(country),
    closing: workNoteClosing,
    signOff: workNoteSignOff,
  };
}
