import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { LEVELS, type Level } from '../assessments/levels.ts';
import { MESSAGE_LANGUAGES, MESSAGES, type MessageLanguage } from '../messages/messages.ts';

/**
 * The images that link previews (messengers, social sites) show for a page: one per assessment and level for a
 * shared result, one for every other page, each in every language with messages (a German page previews with
 * German words). An image names only the assessment and the level, never the score or an answer, so a preview
 * tells no more than the shared page's heading. No zod here: the pages' heads use these names (schemas.ts beside it
 * holds the server's check of a requested name).
 */

/** The large-card size that link previews expect (Open Graph's and X's 1.91:1). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

const IMAGE_FOLDER = '/og/';

export type ShareImage =
  | { kind: 'site'; language: MessageLanguage }
  | { kind: 'result'; type: AssessmentType; level: Level; language: MessageLanguage };

/** English's names as they always were (`asd-high.png`); another language's carry its code (`asd-high.de.png`). */
function fileName(name: string, language: MessageLanguage): string {
  return language === 'en' ? `${name}.png` : `${name}.${language}.png`;
}

export function siteImagePath(language: MessageLanguage): string {
  return `${IMAGE_FOLDER}${fileName('site', language)}`;
}

export function shareImagePath(type: AssessmentType, level: Level, language: MessageLanguage): string {
  return `${IMAGE_FOLDER}${fileName(`${type}-${level}`, language)}`;
}

/** What the picture shows, for people who cannot see it, in its language. */
export function shareImageAlt(image: ShareImage): string {
  const words = MESSAGES[image.language];
  if (image.kind === 'site') return words['share-card'].siteImageAlt;
  return words['share-card'].resultImageAlt({
    name: words.catalogue.assessmentWords[image.type].name,
    level: words['result-words'].levelLabels[image.level],
  });
}

/** Every image there is, by its file name under /og/ (`asd-high.png`, `site.de.png`). */
export const SHARE_IMAGES: ReadonlyMap<string, ShareImage> = new Map<string, ShareImage>(
  MESSAGE_LANGUAGES.flatMap((language) => [
    [fileName('site', language), { kind: 'site', language }],
    ...ASSESSMENT_TYPES.flatMap((type) =>
      LEVELS.map((level): [string, ShareImage] => [
        fileName(`${type}-${level}`, language),
        { kind: 'result', type, level, language },
      ]),
    ),
  ]),
);
