import { sectionTitles } from '#messages/report';
import { appendixEyebrow } from '#messages/report-document';
import type { ReportContent } from '../../../../domain/report/report-content.ts';
import { countryRouteBlocks } from './country-route-blocks.tsx';
import { nationalOrganisationBlocks } from './organisation-blocks.tsx';
import { sectionOpening } from './section-title.tsx';
import { type Block, packSheets, type Sheet } from './sheet-packing.tsx';

/** Organisations and routes of the countries other than the buyer's, after everything else. */
export function appendixSheets(content: ReportContent): Sheet[] {
  const { appendix } = content;
  if (appendix === null) return [];
  const blocks: Block[] = [
    ...nationalOrganisationBlocks(appendix.organisations, sectionTitles.resources),
    ...countryRouteBlocks(appendix.routes, sectionTitles.referral, appendix.elsewhere),
  ];
  return packSheets(
    'appendix',
    blocks,
    sectionOpening(
      { eyebrow: appendixEyebrow({ number: content.sections.length }), title: appendix.title },
      appendix.intro,
    ),
  );
}
