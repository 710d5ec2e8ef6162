import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { themeAverageOf, themeQuestions } from '#messages/report-document';
import { formatDecimal } from '../../../../domain/locale/locale.ts';
import {
  type ConstructGroup,
  type ConstructResult,
  type ReportContent,
  sectionEyebrow,
} from '../../../../domain/report/report-content.ts';
import { ComparisonSection, comparisonHeight } from './comparison-section.tsx';
import { MeaningSection, meaningHeight } from './meaning-section.tsx';
import { sectionOpening } from './section-title.tsx';
import {
  type Block,
  H3_HEIGHT,
  LINE,
  lineCount,
  packSheets,
  type Sheet,
  SMALL_LINE,
} from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

const constructStyles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    paddingVertical: 7,
    borderBottomWidth: 1,
    borderBottomColor: COLOURS.line,
  },
  name: { width: '46%', paddingRight: 12 },
  bar: { width: '36%', height: 10, backgroundColor: COLOURS.track, borderRadius: 5 },
  fill: { height: 10, backgroundColor: COLOURS.brand, borderRadius: 5 },
  value: { width: '18%', textAlign: 'right' },
});

function ConstructRow({ result }: { result: ConstructResult }) {
  return (
    <View style={constructStyles.row} wrap={false}>
      <View style={constructStyles.name}>
        <Text style={styles.bold}>{result.themeName}</Text>
        <Text style={[styles.small, styles.muted]}>
          {themeQuestions({ description: result.description, count: result.questionCount })}
        </Text>
      </View>
      <View style={constructStyles.bar}>
        <View style={[constructStyles.fill, { width: `${Math.max(2, (result.average / 4) * 100)}%` }]} />
      </View>
      <Text style={constructStyles.value}>
        <Text style={styles.bold}>{formatDecimal(result.average, 1)}</Text>
        <Text style={styles.muted}>{themeAverageOf({ max: 4 })}</Text>
      </Text>
    </View>
  );
}

function ConstructGroupTable({ group }: { group: ConstructGroup }) {
  return (
    <View wrap={false}>
      {group.title ? <Text style={styles.h3}>{group.title}</Text> : null}
      {group.constructs.map((result) => (
        <ConstructRow key={result.construct} result={result} />
      ))}
    </View>
  );
}

/** The theme's column: 46 % of the text's width, less its right padding (`constructStyles.name`). */
const NAME_WIDTH = CONTENT_WIDTH * 0.46 - 12;

/**
 * A theme's row: its name and its words, each wrapped in the name's column (a language's longer words take two
 * lines where English's take one), its padding and its rule.
 */
function constructRowHeight(result: ConstructResult): number {
  const words = themeQuestions({ description: result.description, count: result.questionCount });
  return (
    lineCount(result.themeName, NAME_WIDTH) * LINE +
    lineCount(words, NAME_WIDTH, SMALL_SIZE) * SMALL_LINE +
    14 +
    1
  );
}

/** The space between what the result means and the themes that follow it on the same sheet. */
const MEANING_GAP = 18;

/**
 * What the result means, where the score stands among other takers, then the results by theme, packed so each
 * group of themes stays whole. The combined assessment has three groups and thirteen themes, more than one sheet
 * holds.
 */
export function meaningAndConstructSheets(content: ReportContent, isMeaningIncluded: boolean): Sheet[] {
  const groups = content.constructGroups;
  const opening = sectionOpening(
    { eyebrow: sectionEyebrow('constructs'), title: sectionTitles.constructs },
    content.constructExplanation,
  );
  const blocks: Block[] = [
    ...(isMeaningIncluded
      ? [
          {
            key: 'meaning',
            height: meaningHeight(content),
            node: <MeaningSection key="meaning" content={content} />,
          },
        ]
      : []),
    ...(content.comparison
      ? [
          {
            key: 'comparison',
            height: comparisonHeight(content.comparison),
            node: <ComparisonSection key="comparison" comparison={content.comparison} />,
          },
        ]
      : []),
    ...groups.map((group, index) => ({
      key: group.title ?? 'all',
      height:
        (index === 0 ? opening.height + (isMeaningIncluded ? MEANING_GAP : 0) : 0) +
        (group.title ? H3_HEIGHT : 0) +
        group.constructs.reduce((sum, result) => sum + constructRowHeight(result), 0),
      node: (
        <View
          key={group.title ?? 'all'}
          style={index === 0 && isMeaningIncluded ? { marginTop: MEANING_GAP } : undefined}
        >
          {index === 0 ? opening.node : null}
          <ConstructGroupTable group={group} />
        </View>
      ),
    })),
  ];
  return packSheets('constructs', blocks);
}
