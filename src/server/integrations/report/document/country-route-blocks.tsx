import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { firstStep, otherCountries } from '#messages/report-document';
import type { CountryReferral } from '../../../../domain/report/referral-routes.ts';
import { type Block, H2_HEIGHT, LINE, lineCount } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { COLOURS, CONTENT_WIDTH } from './theme.ts';

const countryStyles = StyleSheet.create({
  block: { paddingVertical: 8, borderBottomWidth: 1, borderBottomColor: COLOURS.line },
});

function CountryRouteBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={countryStyles.block} wrap={false}>
      <Text style={[styles.bold, { fontSize: 12.5, color: COLOURS.brandStrong }]}>{title}</Text>
      {children}
    </View>
  );
}

function countryBlockHeight(texts: readonly string[]): number {
  return (
    16 + 1 + 12.5 * 1.5 + texts.reduce((sum, text) => sum + lineCount(text, CONTENT_WIDTH) * LINE + 3, 0)
  );
}

/** One block per country's route, then the general advice for countries the report does not name. */
export function countryRouteBlocks(
  countries: readonly CountryReferral[],
  heading: string,
  elsewhere: string | null,
): Block[] {
  return [
    ...countries.map((country, index) => ({
      key: country.country,
      height:
        (index === 0 ? H2_HEIGHT : 0) +
        countryBlockHeight([
          `${firstStep} ${country.firstStep}`,
          ...country.notes.map((note) => `${note.label}: ${note.text}`),
        ]),
      node: (
        <View key={`route-${country.country}`}>
          {index === 0 ? <Text style={styles.h2}>{heading}</Text> : null}
          <CountryRouteBlock title={country.countryName}>
            <Text>
              <Text style={styles.bold}>{`${firstStep} `}</Text>
              {country.firstStep}
            </Text>
            {country.notes.map((note) => (
              <Text key={note.label} style={{ marginTop: 3 }}>
                <Text style={styles.bold}>{note.label}: </Text>
                {note.text}
              </Text>
            ))}
          </CountryRouteBlock>
        </View>
      ),
    })),
    ...(elsewhere === null
      ? []
      : [
          {
            key: 'elsewhere',
            height: countryBlockHeight([elsewhere]),
            node: (
              <CountryRouteBlock key="elsewhere" title={otherCountries}>
                <Text>{elsewhere}</Text>
              </CountryRouteBlock>
            ),
          },
        ]),
  ];
}
