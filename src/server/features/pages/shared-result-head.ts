import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { getLevel, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { decodeSharePayload } from '../../../domain/assessments/share.ts';
import type { PageHead } from '../../../domain/page-routes.ts';
import { shareImageAlt, shareImagePath } from '../../../domain/share-preview.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What a shared results link previews as: the assessment, the level and the date it carries (never answers),
 * decoded exactly as the page decodes it, and with the level following from the score as on the page. A link
 * that does not decode previews as the site.
 */
export function sharedResultHead(
  data: string | null,
  siteHead: PageHead,
): { head: PageHead; image: { path: string; alt: string } } | null {
  const decoded = decodeSharePayload(data);
  if (!decoded.ok) return null;
  const { type, score, date } = decoded.payload;
  const level = getLevel(type, score);
  const { name } = getAssessment(type);
  const taken = date ? ` Taken on ${DATE_FORMAT.format(new Date(`${date}T00:00:00Z`))}.` : '';
  return {
    head: {
      ...siteHead,
      title: `${name}: ${LEVEL_LABELS[level]}`,
      description: `Preliminary insights from a Traitscope self-assessment.${taken} A summary, not a diagnosis. Take the free assessment yourself.`,
    },
    image: { path: shareImagePath(type, level), alt: shareImageAlt(type, level) },
  };
}
