import type { AssessmentType } from './catalogue.ts';

// When the answers point to high strain, the results page and the report show a calm box with where to get
// help now (issue 19, item 6; decision record 013). The rule is deliberately narrow and keyed on item ids, so
// the results page needs no question texts: it looks only at items that ask about overload, exhaustion,
// recovery or emotions that are hard to settle, and fires when one of them is answered Strongly Agree.
// Assessments whose items ask about none of these (adhd, dyslexia, dyspraxia) never show the box from answers
// alone. A test holds each listed item to a forward-keyed question of the named construct, so a reworded or
// re-keyed item cannot silently change what the rule means.

/** The answer that counts: Strongly Agree on the 0 to 4 scale. */
export const STRAIN_ANSWER = 4;

export type StrainItem = {
  id: string;
  /** The construct the item measured when the rule was written, for the test that keeps the two in step. */
  construct: string;
  /** What the item asks about, in a word. */
  about: 'overload' | 'exhaustion' | 'recovery' | 'emotions';
};

export const STRAIN_ITEMS: Readonly<Record<AssessmentType, readonly StrainItem[]>> = {
  audhd: [
    { id: 'audhd-2', construct: 'Emotional regulation', about: 'emotions' },
    { id: 'audhd-15', construct: 'Overload and recovery', about: 'overload' },
  ],
  asd: [{ id: 'asd-20', construct: 'Social masking', about: 'recovery' }],
  // spd-6 and audhd-19 ask about overload the other way round (settling soon after a loud place, noise fading at
  // a party): the rule keeps to statements that name the strain, so that only agreeing with one, strongly, opens
  // the box.
  spd: [{ id: 'spd-5', construct: 'Overload and recovery', about: 'overload' }],
  adhd: [],
  dyspraxia: [],
  dyslexia: [],
};

/** True when any strain item of the assessment is answered Strongly Agree. Other answers never count. */
export function showsHighStrain(type: AssessmentType, responses: Readonly<Record<string, unknown>>): boolean {
  return STRAIN_ITEMS[type].some(
    (item) => Object.hasOwn(responses, item.id) && responses[item.id] === STRAIN_ANSWER,
  );
}
