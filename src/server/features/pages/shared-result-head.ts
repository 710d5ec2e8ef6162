import { describeProfile, getProfileLevels } from '../../../domain/assessments/audhd-profile.ts';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { getLevel, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { decodeSharePayload } from '../../../domain/assessments/share.ts';
import { formatUtcDay } from '../../../domain/locale/locale.ts';
import type { PageHead } from '../../../domain/pages/page-heads.ts';
import {
  type SharePreview,
  SITE_IMAGE_ALT,
  SITE_IMAGE_PATH,
  shareImageAlt,
  shareImagePath,
} from '../../../domain/share-preview/share-preview.ts';

/**
 * What a shared results link previews as: the assessment, the level (for the combined assessment, the profile of
 * its autism-related and ADHD-related parts) and the date it carries (never answers), decoded exactly as the page
 * decodes it, and with the level following from the score as on the page; or, when the person chose a card with
 * the name only (`preview`), the assessment alone and the site's picture. Never listed by search engines: a link
 * posted in public would else put someone's result in search results under its level. A link that does not
 * decode previews as the site.
 */
export function sharedResultHead(
  data: string | null,
  siteHead: PageHead,
  preview: SharePreview,
): { head: PageHead; image: { path: string; alt: string } } | null {
  const decoded = decodeSharePayload(data);
  if (!decoded.ok) return null;
  const { type, score, date, parts } = decoded.payload;
  const level = getLevel(type, score);
  const { name } = getAssessment(type);
  const taken = date ? ` Taken on ${formatUtcDay(date, 'long')}.` : '';
  const description = `Preliminary insights from a Traitscope self-assessment.${taken} A summary, not a diagnosis. Take the free assessment yourself.`;
  const site = { path: SITE_IMAGE_PATH, alt: SITE_IMAGE_ALT };
  if (preview === 'assessment') {
    return {
      head: {
        ...siteHead,
        isIndexable: false,
        title: `${name}: a shared result`,
        description:
          'A result from a Traitscope self-assessment, shared by the person who took it. A summary, not a diagnosis. Take the free assessment yourself.',
      },
      image: site,
    };
  }
  if (parts) {
    // The combined result previews as its profile, never as the total's level (decision 027). The picture is the
    // site's: the result cards name one level, which here would be the total's.
    const profile = describeProfile(getProfileLevels(parts));
    return {
      head: {
        ...siteHead,
        isIndexable: false,
        title: `${name} (${profile})`,
        description: `${profile}. ${description}`,
      },
      image: site,
    };
  }
  return {
    head: { ...siteHead, isIndexable: false, title: `${name}: ${LEVEL_LABELS[level]}`, description },
    image: { path: shareImagePath(type, level), alt: shareImageAlt(type, level) },
  };
}
