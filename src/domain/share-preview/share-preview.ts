import { ASSESSMENT_TYPES, type AssessmentType, getAssessment } from '../assessments/catalogue.ts';
import { LEVEL_LABELS, LEVELS, type Level } from '../assessments/levels.ts';

/**
 * The images that link previews (messengers, social sites) show for a page: one per assessment and level for a
 * shared result, one for every other page. An image names only the assessment and the level, never the score or
 * an answer, so a preview tells no more than the shared page's heading. No zod here: every public page's head may
 * use these names (schemas.ts beside it holds the server's check of a requested name).
 */

/** The large-card size that link previews expect (Open Graph's and X's 1.91:1). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

const IMAGE_FOLDER = '/og/';

export const SITE_IMAGE_PATH = '/og/site.png';

export const SITE_IMAGE_ALT = 'Traitscope: calm self-assessments of neurodivergent traits for adults.';

/**
 * What a shared link's preview card shows to everyone in a chat: `level`, the assessment and its level (links made
 * before the choice existed preview so), or `assessment`, its name only. The page itself shows the same summary
 * either way; the choice is only about the card, which the whole chat sees without opening the link.
 */
export type SharePreview = 'level' | 'assessment';

/** The link's query parameter that asks for the name-only card; without it a link previews with its level. */
export const SHARE_PREVIEW_PARAM = 'preview';

export function sharePreviewOf(value: string | null): SharePreview {
  return value === 'assessment' ? 'assessment' : 'level';
}

/** A share link that asks for `preview`'s card. */
export function withSharePreview(link: string, preview: SharePreview): string {
  const url = new URL(link);
  if (preview === 'assessment') url.searchParams.set(SHARE_PREVIEW_PARAM, preview);
  else url.searchParams.delete(SHARE_PREVIEW_PARAM);
  return url.toString();
}

export type ShareImage = { kind: 'site' } | { kind: 'result'; type: AssessmentType; level: Level };

export function shareImagePath(type: AssessmentType, level: Level): string {
  return `${IMAGE_FOLDER}${type}-${level}.png`;
}

export function shareImageAlt(type: AssessmentType, level: Level): string {
  return `Traitscope: ${getAssessment(type).name}, ${LEVEL_LABELS[level]}. A preliminary self-assessment, not a diagnosis.`;
}

const fileName = (path: string) => path.slice(IMAGE_FOLDER.length);

/** Every image there is, by its file name under /og/ (`asd-high.png`, `site.png`). */
export const SHARE_IMAGES: ReadonlyMap<string, ShareImage> = new Map<string, ShareImage>([
  [fileName(SITE_IMAGE_PATH), { kind: 'site' }],
  ...ASSESSMENT_TYPES.flatMap((type) =>
    LEVELS.map((level): [string, ShareImage] => [
      fileName(shareImagePath(type, level)),
      { kind: 'result', type, level },
    ]),
  ),
]);
