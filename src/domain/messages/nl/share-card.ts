/** What a link preview shows of a page, in Dutch; see ../en/share-card.ts. */
export const siteImageAlt =
  'Traitscope: rustige zelfinschattingen van neurodivergente kenmerken voor volwassenen.';
export const siteImageLines: readonly string[] = [
  'Rustige zelfinschattingen van',
  'neurodivergente kenmerken',
];
export const resultImageAlt = ({ name, level }: { name: string; level: string }) =>
  `Traitscope: ${name}, ${level}. Een voorlopige zelfinschatting, geen diagnose.`;
export const calmLine = 'Voorlopige zelfinschatting · geen diagnose';
export const sharedResultPill = 'Gedeeld resultaat';

export const takenOn = ({ date }: { date: string }) => ` Ingevuld op ${date}.`;
export const sharedDescription = ({ taken }: { taken: string }) =>
  `Eerste inzichten uit een zelfinschatting bij Traitscope.${taken} Een samenvatting, geen diagnose. Doe zelf de gratis zelfinschatting.`;
export const sharedAssessmentTitle = ({ name }: { name: string }) => `${name}: een gedeeld resultaat`;
export const sharedAssessmentDescription =
  'Een resultaat van een zelfinschatting bij Traitscope, gedeeld door de persoon die haar heeft ingevuld. Een samenvatting, geen diagnose. Doe zelf de gratis zelfinschatting.';
