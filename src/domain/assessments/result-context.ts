/**
 * Three optional, unscored questions asked after an assessment (and on the results page for a result without
 * them): since when, where in daily life and how much, and one example in the person's own words. Guidance for
 * assessing adults asks about exactly these: when the difficulties began, in which parts of life they show and how
 * much they affect it (NICE CG142 for autism, NICE NG87 for ADHD; src/domain/report/sources.ts). The report quotes
 * them for a clinician as the person's own words, never as a history a clinician took.
 *
 * They are personal data: stored with the result, in the export, erased with it and by retention, never on a
 * shared page and never in a log.
 */

import { impactLabels, lifeAreaLabels, onsetLabels } from '#messages/result-context';

export const ONSETS = ['childhood', 'teens', 'adulthood', 'not-sure'] as const;
export type Onset = (typeof ONSETS)[number];

export const ONSET_LABELS: Readonly<Record<Onset, string>> = onsetLabels;

export const LIFE_AREAS = ['work-or-study', 'home', 'relationships', 'health', 'money'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

export const LIFE_AREA_LABELS: Readonly<Record<LifeArea, string>> = lifeAreaLabels;

/** How much, in three plain steps. */
export const IMPACTS = ['a-little', 'quite-a-lot', 'a-great-deal'] as const;
export type Impact = (typeof IMPACTS)[number];

export const IMPACT_LABELS: Readonly<Record<Impact, string>> = impactLabels;

export const EXAMPLE_MAX_LENGTH = 500;

export type AreaImpact = { area: LifeArea; impact: Impact };

/**
 * What the person said. A skipped question is `null` (or no areas): the report then says "not given". A context
 * whose three questions were all skipped is still a context: the person was asked and chose not to say.
 */
export type ResultContext = {
  onset: Onset | null;
  areas: AreaImpact[];
  example: string | null;
};

/**
 * The example as it is stored: line breaks kept (at most two in a row), other control characters and surrounding
 * blanks removed. Empty is no example. It is plain text, escaped wherever it is shown.
 */
export function cleanExample(text: string): string | null {
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned === '' ? null : cleaned;
}

/** The areas in the order of LIFE_AREAS, each once, whatever order they were chosen in. */
export function orderAreas(areas: readonly AreaImpact[]): AreaImpact[] {
  return LIFE_AREAS.flatMap((area) => {
    const chosen = areas.find((entry) => entry.area === area);
    return chosen ? [chosen] : [];
  });
}

/** "Work or study: a great deal; Money: a little": the parts of daily life as the report and the letter quote them. */
export function describeAreas(areas: readonly AreaImpact[]): string {
  return areas
    .map(({ area, impact }) => `${LIFE_AREA_LABELS[area]}: ${IMPACT_LABELS[impact].toLowerCase()}`)
    .join('; ');
}
