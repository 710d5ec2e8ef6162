import { Polygon, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { yourRange } from '#messages/report-document';
import { scoreOutOf } from '#messages/result-words';
import type { ScoreChart } from '../../../../domain/report/report-content.ts';
import { styles } from './styles.ts';
import { BAND_FILLS, COLOURS, CONTENT_WIDTH } from './theme.ts';

const chartStyles = StyleSheet.create({
  box: { marginBottom: 16 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    marginBottom: 4,
  },
  title: { fontSize: 12.5, fontWeight: 700 },
  legendRow: { flexDirection: 'row', marginTop: 6 },
  legendCell: { flex: 1, flexDirection: 'row', paddingRight: 8 },
  swatch: { width: 10, height: 10, borderRadius: 2, marginTop: 3, marginRight: 6 },
});

export function ScoreBarChart({ chart, isPrimary }: { chart: ScoreChart; isPrimary: boolean }) {
  const barTop = 11;
  const barHeight = isPrimary ? 18 : 14;
  // One unit per possible score, so band edges and the marker line up with whole scores.
  const unit = CONTENT_WIDTH / (chart.max + 1);
  const markerX = Math.min(CONTENT_WIDTH - 6, Math.max(6, (chart.score + 0.5) * unit));
  return (
    <View style={chartStyles.box} wrap={false}>
      <View style={chartStyles.header}>
        <Text style={isPrimary ? [chartStyles.title, { fontSize: 14 }] : chartStyles.title}>
          {chart.title}
        </Text>
        <Text>
          <Text style={styles.bold}>{chart.score}</Text>
          <Text style={styles.muted}>{scoreOutOf({ max: chart.max })}</Text>
        </Text>
      </View>
      <Svg width={CONTENT_WIDTH} height={barTop + barHeight + 5}>
        {chart.bands.map((band) => (
          <Rect
            key={band.level}
            x={band.min * unit}
            y={barTop}
            width={Math.max(0, (band.max - band.min + 1) * unit - 2)}
            height={barHeight}
            rx={3}
            fill={BAND_FILLS[band.level]}
          />
        ))}
        <Polygon points={`${markerX - 6},0 ${markerX + 6},0 ${markerX},8`} fill={COLOURS.ink} />
        <Rect x={markerX - 1.25} y={barTop - 3} width={2.5} height={barHeight + 6} fill={COLOURS.ink} />
      </Svg>
      <View style={chartStyles.legendRow}>
        {chart.bands.map((band) => {
          const isCurrent = band.level === chart.level;
          return (
            <View key={band.level} style={chartStyles.legendCell}>
              <View style={[chartStyles.swatch, { backgroundColor: BAND_FILLS[band.level] }]} />
              <View>
                <Text style={isCurrent ? [styles.small, styles.bold] : [styles.small, styles.muted]}>
                  {band.label}
                </Text>
                <Text style={[styles.small, styles.muted]}>
                  {band.min}–{band.max}
                  {isCurrent ? `  (${yourRange})` : ''}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
}
