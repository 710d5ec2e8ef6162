import { Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { SectionTitle } from './section-title.tsx';
import { LINE, lineCount, paragraphHeight, SECTION_TITLE_HEIGHT } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { CONTENT_WIDTH } from './theme.ts';

export function StrengthsSection({ content }: { content: ReportContent }) {
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('strengths')} title={sectionTitles.strengths} />
      <Text style={styles.paragraph}>{content.strengthsIntro}</Text>
      {content.strengths.map((strength) => (
        <View key={strength.title} style={styles.listRow} wrap={false}>
          <Text style={styles.listMarker}>•</Text>
          <View style={styles.listBody}>
            <Text>
              <Text style={styles.bold}>{strength.title}. </Text>
              {strength.description}
            </Text>
          </View>
        </View>
      ))}
    </>
  );
}

export function strengthsHeight(content: ReportContent): number {
  return (
    SECTION_TITLE_HEIGHT +
    paragraphHeight(content.strengthsIntro) +
    content.strengths.reduce(
      (sum, strength) =>
        sum + lineCount(`${strength.title}. ${strength.description}`, CONTENT_WIDTH - 18) * LINE + 5,
      0,
    )
  );
}
