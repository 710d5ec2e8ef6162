import { Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import {
  acrossEurope,
  byCountry,
  homeCountryHeading,
  noNationalOrganisation,
  otherCountriesInAppendix,
  resourcesIntro,
} from '#messages/report-document';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { nationalOrganisationBlocks, OrganisationEntry, organisationHeight } from './organisation-blocks.tsx';
import { sectionOpening } from './section-title.tsx';
import {
  type Block,
  H2_HEIGHT,
  LINE,
  lineCount,
  packSheets,
  paragraphHeight,
  type Sheet,
} from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { CONTENT_WIDTH } from './theme.ts';

function homeOrganisationBlocks(content: ReportContent): Block[] {
  const { resources, homeCountry } = content;
  if (homeCountry === null) return nationalOrganisationBlocks(resources.national, byCountry);
  const heading = homeCountryHeading;
  if (resources.national.length > 0) return nationalOrganisationBlocks(resources.national, heading);
  const text = noNationalOrganisation({ country: homeCountry.name });
  return [
    {
      key: 'no-national-organisation',
      height: H2_HEIGHT + paragraphHeight(text),
      node: (
        <View key="no-national-organisation" wrap={false}>
          <Text style={styles.h2}>{heading}</Text>
          <Text style={styles.paragraph}>{text}</Text>
        </View>
      ),
    },
  ];
}

export function resourcesSheets(content: ReportContent): Sheet[] {
  const { resources } = content;
  const euHeading = H2_HEIGHT;
  const blocks: Block[] = [
    ...resources.euWide.map((organisation, index) => ({
      key: `eu-${organisation.name}`,
      height: organisationHeight(organisation) + (index === 0 ? euHeading : 0),
      node: (
        <View key={`eu-${organisation.name}`}>
          {index === 0 ? <Text style={styles.h2}>{acrossEurope}</Text> : null}
          <OrganisationEntry organisation={organisation} />
        </View>
      ),
    })),
    ...homeOrganisationBlocks(content),
  ];
  const intro = content.appendix ? `${resourcesIntro} ${otherCountriesInAppendix}` : resourcesIntro;
  const noteHeight = resources.note ? lineCount(resources.note, CONTENT_WIDTH - 36) * LINE + 24 + 14 : 0;
  return packSheets(
    'resources',
    blocks,
    sectionOpening({ eyebrow: sectionEyebrow('resources'), title: sectionTitles.resources }, intro, {
      height: noteHeight,
      node: resources.note ? (
        <View style={styles.callout}>
          <Text>{resources.note}</Text>
        </View>
      ) : null,
    }),
  );
}
