import { Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { overallResult, quoted, scoredInReverse, yourProfile } from '#messages/report-document';
import { scoreInBand, scoreOutOf } from '#messages/result-words';
import {
  type ReportContent,
  type ReportProfile,
  sectionEyebrow,
} from '../../../../domain/report/report-content.ts';
import { ScoreBarChart } from './score-bar-chart.tsx';
import { SectionTitle } from './section-title.tsx';
import { styles } from './styles.ts';

export function SummarySection({ content }: { content: ReportContent }) {
  if (content.profile) return <ProfileSummary content={content} profile={content.profile} />;
  const [overall] = content.charts;
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('summary')} title={sectionTitles.summary} />
      <View style={styles.callout}>
        <Text style={styles.small}>{overallResult}</Text>
        <Text style={[styles.bold, { fontSize: 15, marginBottom: 4 }]}>{content.levelLabel}</Text>
        <Text>{content.insight.summary}</Text>
      </View>
      <Text style={[styles.paragraph, styles.small, styles.muted]}>{content.chartExplanation}</Text>
      {overall ? <ScoreBarChart chart={overall} isPrimary /> : null}
      {content.answerPatternNote ? <Text style={styles.paragraph}>{content.answerPatternNote}</Text> : null}
    </>
  );
}

/**
 * The combined assessment, profile first (docs/decisions/027-audhd-profile-first.md): the autism-related and
 * ADHD-related parts with their bands lead; the shared experiences follow as the answers given and plain words,
 * with no band; the total comes last, smaller, as the sum.
 */
function ProfileSummary({ content, profile }: { content: ReportContent; profile: ReportProfile }) {
  const { shared } = profile;
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('summary')} title={sectionTitles.summary} />
      <View style={styles.callout}>
        <Text style={styles.small}>{yourProfile}</Text>
        {profile.parts.map((chart) => (
          <Text key={chart.title} style={[styles.bold, { fontSize: 15 }]}>
            {`${chart.title}: ${chart.levelLabel}`}
          </Text>
        ))}
      </View>
      <Text style={[styles.paragraph, styles.small, styles.muted]}>{content.chartExplanation}</Text>
      {profile.parts.map((chart) => (
        <ScoreBarChart key={chart.title} chart={chart} isPrimary />
      ))}
      {content.answerPatternNote ? <Text style={styles.paragraph}>{content.answerPatternNote}</Text> : null}
      <View wrap={false}>
        <Text style={[styles.h2, { marginTop: 2 }]}>{shared.title}</Text>
        <Text style={styles.bold}>{shared.sentence}</Text>
        {shared.items.map((item) => (
          <View key={item.number} style={[styles.listRow, styles.small]}>
            <Text style={[styles.listMarker, { width: 24 }]}>{item.number}.</Text>
            <Text style={styles.listBody}>
              {quoted({ text: item.text })} <Text style={styles.bold}>{item.answerLabel}</Text>
              {item.isReverse ? ` (${scoredInReverse})` : ''}
            </Text>
          </View>
        ))}
        <Text style={[styles.paragraph, styles.small, styles.muted]}>{shared.about}</Text>
      </View>
      {/* The total, secondary: one line after the profile, as the sum of the parts. */}
      <Text style={styles.small}>
        <Text style={styles.bold}>{profile.total.title}: </Text>
        {`${profile.total.score}${scoreOutOf({ max: profile.total.max })}${scoreInBand({ level: profile.total.levelLabel })}. `}
        {content.insight.summary}
      </Text>
    </>
  );
}
