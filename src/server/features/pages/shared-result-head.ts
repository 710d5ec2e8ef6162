import { describeProfile, getProfileLevels } from '../../../domain/assessments/audhd-profile.ts';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { getLevel, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { decodeSharePayload } from '../../../domain/assessments/share.ts';
import type { PageHead } from '../../../domain/page-heads.ts';
import {
  SITE_IMAGE_ALT,
  SITE_IMAGE_PATH,
  shareImageAlt,
  shareImagePath,
} from '../../../domain/share-preview.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What a shared results link previews as: the assessment, the level (for the combined assessment, the profile of
 * its autism-related and ADHD-related parts) and the date it carries (never answers),
 * decoded exactly as the page decodes it, and with the level following from the score as on the page. The person
 * chose to share this summary, which names no one, so search engines may list it (it is in no sitemap: it has
 * no fixed address). A link that does not decode previews as the site and is not listed.
 */
export function sharedResultHead(
  data: string | null,
  siteHead: PageHead,
): { head: PageHead; image: { path: string; alt: string } } | null {
  const decoded = decodeSharePayload(data);
  if (!decoded.ok) return null;
  const { type, score, date, parts } = decoded.payload;
  const level = getLevel(type, score);
  const { name } = getAssessment(type);
  const taken = date ? ` Taken on ${DATE_FORMAT.format(new Date(`${date}T00:00:00Z`))}.` : '';
  const description = `Preliminary insights from a Traitscope self-assessment.${taken} A summary, not a diagnosis. Take the free assessment yourself.`;
  if (parts) {
    // The combined result previews as its profile, never as the total's level (decision 027). The picture is the
    // site's: the result cards name one level, which here would be the total's.
    const profile = describeProfile(getProfileLevels(parts));
    return {
      head: {
        ...siteHead,
        isIndexable: true,
        title: `${name} (${profile})`,
        description: `${profile}. ${description}`,
      },
      image: { path: SITE_IMAGE_PATH, alt: SITE_IMAGE_ALT },
    };
  }
  return {
    head: { ...siteHead, isIndexable: true, title: `${name}: ${LEVEL_LABELS[level]}`, description },
    image: { path: shareImagePath(type, level), alt: shareImageAlt(type, level) },
  };
}
