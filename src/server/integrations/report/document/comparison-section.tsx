import { Polygon, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ComparisonSummary } from '../../../../domain/comparison/taker-comparison.ts';
import { H2_HEIGHT, lineCount, paragraphHeight, SMALL_LINE } from './sheet-packing.tsx';
import { COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

// The report's "where you stand among other takers": a 0 to 100% line filled up to the share of takers who
// scored lower, the same figure in words (the chart's text alternative), what it rests on, and the caveat.

const BAR_TOP = 11;
const BAR_HEIGHT = 14;
const LOWER_FILL = '#8fbab6';
const SAME_FILL = '#3f7e7a';

const styles = StyleSheet.create({
  section: { marginTop: 8, marginBottom: 18 },
  title: { fontSize: 15, fontWeight: 700, lineHeight: 1.3, color: COLOURS.brandStrong, marginBottom: 8 },
  paragraph: { marginBottom: 10 },
  small: { fontSize: 10, lineHeight: 1.45, color: COLOURS.muted },
  scale: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 8 },
  legend: { flexDirection: 'row', gap: 16, marginBottom: 10 },
  legendItem: { flexDirection: 'row', alignItems: 'center' },
  swatch: { width: 10, height: 10, borderRadius: 2, marginRight: 6 },
});

/** Height of the chart, scale and legend. */
const COMPARISON_CHART_HEIGHT = BAR_TOP + BAR_HEIGHT + 5 + 10 * 1.45 + 8 + 10 * 1.45 + 10;

function ShareChart({ shareLower, shareSame }: { shareLower: number; shareSame: number }) {
  const unit = CONTENT_WIDTH / 100;
  const markerX = Math.min(CONTENT_WIDTH - 6, Math.max(6, shareLower * unit));
  return (
    <View wrap={false}>
      <Svg width={CONTENT_WIDTH} height={BAR_TOP + BAR_HEIGHT + 5}>
        <Rect x={0} y={BAR_TOP} width={CONTENT_WIDTH} height={BAR_HEIGHT} rx={3} fill={COLOURS.track} />
        {shareLower > 0 ? (
          <Rect x={0} y={BAR_TOP} width={shareLower * unit} height={BAR_HEIGHT} rx={3} fill={LOWER_FILL} />
        ) : null}
        {shareSame > 0 ? (
          <Rect
            x={shareLower * unit}
            y={BAR_TOP}
            width={shareSame * unit}
            height={BAR_HEIGHT}
            fill={SAME_FILL}
          />
        ) : null}
        <Polygon points={`${markerX - 6},0 ${markerX + 6},0 ${markerX},8`} fill={COLOURS.ink} />
        <Rect x={markerX - 1.25} y={BAR_TOP - 3} width={2.5} height={BAR_HEIGHT + 6} fill={COLOURS.ink} />
      </Svg>
      <View style={styles.scale}>
        <Text style={styles.small}>0% of takers</Text>
        <Text style={styles.small}>100%</Text>
      </View>
      <View style={styles.legend}>
        <View style={styles.legendItem}>
          <View style={[styles.swatch, { backgroundColor: LOWER_FILL }]} />
          <Text style={styles.small}>Scored lower than you</Text>
        </View>
        <View style={styles.legendItem}>
          <View style={[styles.swatch, { backgroundColor: SAME_FILL }]} />
          <Text style={styles.small}>Scored the same</Text>
        </View>
      </View>
    </View>
  );
}

export function ComparisonSection({ comparison }: { comparison: ComparisonSummary }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.title}>{comparison.title}</Text>
      {comparison.shareLower !== null && comparison.shareSame !== null ? (
        <ShareChart shareLower={comparison.shareLower} shareSame={comparison.shareSame} />
      ) : null}
      <Text style={styles.paragraph}>{comparison.text}</Text>
      {comparison.basis ? <Text style={[styles.small, { marginBottom: 6 }]}>{comparison.basis}</Text> : null}
      {comparison.caveat ? <Text style={styles.paragraph}>{comparison.caveat}</Text> : null}
    </View>
  );
}

/** The estimated height of the whole section, for the sheet packing. */
export function comparisonHeight(comparison: ComparisonSummary): number {
  return (
    8 +
    H2_HEIGHT +
    (comparison.shareLower === null ? 0 : COMPARISON_CHART_HEIGHT) +
    paragraphHeight(comparison.text) +
    (comparison.basis ? lineCount(comparison.basis, CONTENT_WIDTH, SMALL_SIZE) * SMALL_LINE + 6 : 0) +
    (comparison.caveat ? paragraphHeight(comparison.caveat) : 0)
  );
}
