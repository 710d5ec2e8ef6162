import { Text, View } from '@react-pdf/renderer';
import type { ReportContent } from '../../../../domain/report/report-content.ts';
import { ScoreBarChart } from './score-bar-chart.tsx';
import { SectionTitle } from './section-title.tsx';
import { styles } from './styles.ts';

export function SummarySection({ content }: { content: ReportContent }) {
  const [overall, ...subscores] = content.charts;
  return (
    <>
      <SectionTitle eyebrow="Section 1" title="Your results at a glance" />
      <View style={styles.callout}>
        <Text style={styles.small}>Your overall result</Text>
        <Text style={[styles.bold, { fontSize: 15, marginBottom: 4 }]}>{content.levelLabel}</Text>
        <Text>{content.insight.summary}</Text>
      </View>
      <Text style={[styles.paragraph, styles.small, styles.muted]}>{content.chartExplanation}</Text>
      {overall ? <ScoreBarChart chart={overall} isPrimary /> : null}
      {content.answerPatternNote ? <Text style={styles.paragraph}>{content.answerPatternNote}</Text> : null}
      {subscores.length > 0 ? (
        <View>
          <Text style={[styles.h2, { marginTop: 6 }]}>Your three areas</Text>
          <Text style={styles.paragraph}>
            Three areas on their own: autism-related traits, ADHD-related traits, and experiences both share.
          </Text>
          {subscores.map((chart) => (
            <ScoreBarChart key={chart.title} chart={chart} isPrimary={false} />
          ))}
        </View>
      ) : null}
    </>
  );
}
