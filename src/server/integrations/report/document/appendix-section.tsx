import { Text } from '@react-pdf/renderer';
import type { ReportContent } from '../../../../domain/report/report-content.ts';
import { countryRouteBlocks } from './country-route-blocks.tsx';
import { nationalOrganisationBlocks } from './organisation-blocks.tsx';
import { SectionTitle } from './section-title.tsx';
import {
  type Block,
  packSheets,
  paragraphHeight,
  SECTION_TITLE_HEIGHT,
  type Sheet,
} from './sheet-packing.tsx';
import { styles } from './styles.ts';

/** Organisations and routes of the countries other than the buyer's, after everything else. */
export function appendixSheets(content: ReportContent): Sheet[] {
  const { appendix } = content;
  if (appendix === null) return [];
  const blocks: Block[] = [
    ...nationalOrganisationBlocks(appendix.organisations, 'Organisations that can help'),
    ...countryRouteBlocks(appendix.routes, 'How to seek a formal assessment', appendix.elsewhere),
  ];
  const introHeight = SECTION_TITLE_HEIGHT + paragraphHeight(appendix.intro);
  return packSheets('appendix', blocks, {
    height: introHeight,
    node: (
      <>
        <SectionTitle eyebrow={`Section ${content.sections.length} · for reference`} title={appendix.title} />
        <Text style={styles.paragraph}>{appendix.intro}</Text>
      </>
    ),
  });
}
