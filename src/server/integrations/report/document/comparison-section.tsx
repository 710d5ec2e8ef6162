import { Polygon, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { ofTakers } from '#messages/comparison';
import type { ComparisonSummary } from '../../../../domain/comparison/taker-comparison.ts';
import { formatPercent } from '../../../../domain/locale/locale.ts';
import { H2_HEIGHT, lineCount, paragraphHeight, SMALL_LINE } from './sheet-packing.tsx';
import { COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

// The report's "where you stand among other takers": a 0 to 100% line with the range of the share of takers who
// scored lower marked on it, the same range in words (the chart's text alternative), what it rests on, and the
// caveats.

const BAR_TOP = 11;
const BAR_HEIGHT = 14;
const RANGE_FILL = '#3f7e7a';

const styles = StyleSheet.create({
  section: { marginTop: 8, marginBottom: 18 },
  title: { fontSize: 15, fontWeight: 700, lineHeight: 1.3, color: COLOURS.brandStrong, marginBottom: 8 },
  paragraph: { marginBottom: 10 },
  small: { fontSize: 10, lineHeight: 1.45, color: COLOURS.muted },
  scale: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 10 },
});

/** Height of the chart and its scale. */
const COMPARISON_CHART_HEIGHT = BAR_TOP + BAR_HEIGHT + 5 + 10 * 1.45 + 10;

type Range = NonNullable<ComparisonSummary['range']>;

function RangeChart({ range }: { range: Range }) {
  const unit = CONTENT_WIDTH / 100;
  const middle = ((range.lowerFrom + range.lowerTo) / 2) * unit;
  const markerX = Math.min(CONTENT_WIDTH - 6, Math.max(6, middle));
  return (
    <View wrap={false}>
      <Svg width={CONTENT_WIDTH} height={BAR_TOP + BAR_HEIGHT + 5}>
        <Rect x={0} y={BAR_TOP} width={CONTENT_WIDTH} height={BAR_HEIGHT} rx={3} fill={COLOURS.track} />
        <Rect
          x={range.lowerFrom * unit}
          y={BAR_TOP}
          width={(range.lowerTo - range.lowerFrom) * unit}
          height={BAR_HEIGHT}
          fill={RANGE_FILL}
        />
        <Polygon points={`${markerX - 6},0 ${markerX + 6},0 ${markerX},8`} fill={COLOURS.ink} />
      </Svg>
      <View style={styles.scale}>
        <Text style={styles.small}>{ofTakers({ percent: formatPercent(0) })}</Text>
        <Text style={styles.small}>{formatPercent(100)}</Text>
      </View>
    </View>
  );
}

export function ComparisonSection({ comparison }: { comparison: ComparisonSummary }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.title}>{comparison.title}</Text>
      {comparison.range ? <RangeChart range={comparison.range} /> : null}
      <Text style={styles.paragraph}>{comparison.text}</Text>
      {comparison.basis ? <Text style={[styles.small, { marginBottom: 6 }]}>{comparison.basis}</Text> : null}
      {comparison.caveats.map((caveat) => (
        <Text key={caveat} style={styles.paragraph}>
          {caveat}
        </Text>
      ))}
    </View>
  );
}

/** The estimated height of the whole section, for the sheet packing. */
export function comparisonHeight(comparison: ComparisonSummary): number {
  return (
    8 +
    H2_HEIGHT +
    (comparison.range ? COMPARISON_CHART_HEIGHT : 0) +
    paragraphHeight(comparison.text) +
    (comparison.basis ? lineCount(comparison.basis, CONTENT_WIDTH, SMALL_SIZE) * SMALL_LINE + 6 : 0) +
    comparison.caveats.reduce((height, caveat) => height + paragraphHeight(caveat), 0)
  );
}
