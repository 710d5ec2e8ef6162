import { StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  aboutQuestionnaire,
  answeredMostStrongly,
  continued,
  instrumentsToConsider,
  inTheirOwnWords,
  itemCount,
  noItemTowardsTrait,
  personReports,
  providerEyebrow,
  providerThemesHeading,
  quoted,
  reverseScored,
  strongItemCounts,
} from '#messages/report-document';
import { formatDecimal } from '../../../../domain/locale/locale.ts';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { bookmarkProps } from './bookmark-props.ts';
import type { Sheet } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { COLOURS, SMALL_SIZE } from './theme.ts';

const providerStyles = StyleSheet.create({
  table: { borderTopWidth: 1, borderTopColor: COLOURS.line, marginBottom: 10 },
  tableRow: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: COLOURS.line,
    paddingVertical: 1,
  },
  tableHead: { fontWeight: 700, color: COLOURS.muted },
  noteLine: { borderBottomWidth: 1, borderBottomColor: COLOURS.line, height: 20 },
});

/** How many items leaned towards the trait, and which are quoted: all answers are in the snapshot section. */
function strongestItemsHeading(provider: ReportContent['provider']): string {
  const counts = strongItemCounts({
    endorsed: provider.endorsedQuestionNumbers.length,
    total: provider.itemCount,
    section: sectionEyebrow('snapshot'),
  });
  return provider.strongestItems.length > 0
    ? answeredMostStrongly({ counts })
    : noItemTowardsTrait({ counts });
}

// Table rows without the extra padding of the rest of the report: the combined assessment's sixteen theme rows
// must fit one sheet with the notes about the questionnaire.
const PROVIDER_ROW = { paddingVertical: 0 };

/**
 * The two sheets a reader can hand to a clinician. Dense by design: each must stay one sheet of paper for every
 * assessment and every set of answers (the combined assessment's sixteen theme rows, five long quoted items and
 * the longest context included), so they use 10 pt text and print-like line spacing, tighter than the rest of the
 * report. The first gives the result; the second what the person reports: the answers they gave most strongly and
 * the context in their own words, side by side.
 */
export function providerSheets(content: ReportContent): Sheet[] {
  return [
    { key: 'provider', body: <ProviderSummary content={content} /> },
    { key: 'provider-words', body: <ProviderWords content={content} /> },
  ];
}

const COMPACT = { fontSize: SMALL_SIZE, lineHeight: 1.25 };

/** A two-column table of labels and values: the result's facts, the context answers. A row is never split. */
function LabelledRows({
  rows,
  marginBottom,
}: {
  rows: readonly { label: string; value: string }[];
  marginBottom?: number;
}) {
  return (
    <View style={[providerStyles.table, COMPACT, marginBottom === undefined ? {} : { marginBottom }]}>
      {rows.map((row) => (
        <View key={row.label} style={[providerStyles.tableRow, PROVIDER_ROW]} wrap={false}>
          <Text style={[providerStyles.tableHead, { width: '24%', paddingLeft: 4 }]}>{row.label}</Text>
          <Text style={{ width: '76%' }}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

function ProviderSummary({ content }: { content: ReportContent }) {
  const { provider } = content;
  return (
    <>
      <View {...bookmarkProps(provider.title)}>
        <Text style={styles.eyebrow}>{providerEyebrow({ section: sectionEyebrow('provider') })}</Text>
        <Text style={[styles.h1, { fontSize: 20, marginBottom: 4 }]}>{provider.title}</Text>
      </View>
      <Text style={[COMPACT, { marginBottom: 6 }]}>{provider.intro}</Text>

      <LabelledRows rows={provider.facts} />

      <Text style={[styles.bold, COMPACT, { marginBottom: 3 }]}>{providerThemesHeading}</Text>
      <View style={[providerStyles.table, COMPACT]}>
        {provider.keyConstructGroups.map((group) => (
          <View key={group.title ?? 'all'}>
            {group.title ? (
              <View style={[providerStyles.tableRow, PROVIDER_ROW, { backgroundColor: COLOURS.brandSoft }]}>
                <Text style={[styles.bold, { paddingLeft: 4 }]}>{group.title}</Text>
              </View>
            ) : null}
            {group.constructs.map((result) => (
              <View key={result.construct} style={[providerStyles.tableRow, PROVIDER_ROW]}>
                <Text style={{ width: '40%', paddingLeft: 4 }}>{result.themeName}</Text>
                <Text style={[styles.muted, { width: '13%' }]}>
                  {itemCount({ count: result.questionCount })}
                </Text>
                <Text style={[styles.bold, { width: '10%' }]}>{formatDecimal(result.average, 1)}</Text>
                <Text style={[styles.muted, { width: '37%' }]}>{result.description}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>

      <View style={[styles.statement, { marginVertical: 2, paddingVertical: 5, paddingHorizontal: 10 }]}>
        <Text style={COMPACT}>
          <Text style={styles.bold}>{`${aboutQuestionnaire} `}</Text>
          {provider.instrumentNote} {provider.scoringNote}
        </Text>
      </View>

      {provider.instruments.length > 0 ? (
        <Text style={[COMPACT, { marginTop: 5 }]}>
          <Text style={styles.bold}>{`${instrumentsToConsider} `}</Text>
          {provider.instruments
            .map((instrument) => `${instrument.name} (${instrument.reference})`)
            .join('; ')}
          .
        </Text>
      ) : null}
    </>
  );
}

function ProviderWords({ content }: { content: ReportContent }) {
  const { provider } = content;
  return (
    <>
      <Text style={styles.eyebrow}>{continued({ section: sectionEyebrow('provider') })}</Text>
      <Text style={[styles.h2, { marginBottom: 6 }]}>{personReports}</Text>

      <View style={[COMPACT, { marginBottom: 8 }]}>
        <Text style={[styles.bold, { marginBottom: 1 }]}>{strongestItemsHeading(provider)}</Text>
        {provider.strongestItems.map((item) => (
          <View key={item.number} style={[styles.listRow, { marginBottom: 1 }]} wrap={false}>
            <Text style={[styles.listMarker, { width: 24 }]}>{item.number}.</Text>
            <Text style={styles.listBody}>
              {quoted({ text: item.text })} <Text style={styles.bold}>{item.answerLabel}</Text>
              {item.isReverse ? ` (${reverseScored})` : ''}
            </Text>
          </View>
        ))}
      </View>

      <Text style={[styles.bold, COMPACT, { marginBottom: 1 }]}>{inTheirOwnWords}</Text>
      <LabelledRows rows={provider.context} marginBottom={3} />
      <Text style={[COMPACT, styles.muted, { marginBottom: 10 }]}>{provider.contextNote}</Text>

      <Text style={[styles.bold, COMPACT]}>{provider.notesPrompt}</Text>
      <View style={providerStyles.noteLine} />
      <View style={providerStyles.noteLine} />
      <View style={providerStyles.noteLine} />
      <View style={providerStyles.noteLine} />
    </>
  );
}
