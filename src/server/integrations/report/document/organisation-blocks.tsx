import { Text, View } from '@react-pdf/renderer';
import type { CountryOrganisations, Organisation } from '../../../../domain/report/resources.ts';
import { type Block, H2_HEIGHT, H3_HEIGHT, LINE, lineCount, SMALL_LINE } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

export function OrganisationEntry({ organisation }: { organisation: Organisation }) {
  return (
    <View style={{ marginBottom: 7 }} wrap={false}>
      <Text>
        <Text style={styles.bold}>{organisation.name}</Text>
        {organisation.website ? <Text style={styles.muted}>{`  ${organisation.website}`}</Text> : null}
      </Text>
      <Text style={[styles.small, styles.muted]}>{organisation.description}</Text>
    </View>
  );
}

export function organisationHeight(organisation: Organisation): number {
  return (
    lineCount(`${organisation.name}  ${organisation.website ?? ''}`, CONTENT_WIDTH) * LINE +
    lineCount(organisation.description, CONTENT_WIDTH, SMALL_SIZE) * SMALL_LINE +
    7
  );
}

/** One block per country, each country's organisations kept together; the heading travels with the first. */
export function nationalOrganisationBlocks(
  entries: readonly CountryOrganisations[],
  heading: string,
): Block[] {
  return entries.map((entry, index) => ({
    key: entry.country,
    height:
      (index === 0 ? H2_HEIGHT : 0) +
      H3_HEIGHT +
      6 +
      entry.organisations.reduce((sum, organisation) => sum + organisationHeight(organisation), 0),
    node: (
      <View key={`organisations-${entry.country}`} wrap={false}>
        {index === 0 ? <Text style={styles.h2}>{heading}</Text> : null}
        <View style={{ marginBottom: 6 }}>
          <Text style={styles.h3}>{entry.countryName}</Text>
          {entry.organisations.map((organisation) => (
            <OrganisationEntry key={organisation.name} organisation={organisation} />
          ))}
        </View>
      </View>
    ),
  }));
}
