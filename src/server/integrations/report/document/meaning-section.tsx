import { Text } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { meaningContext, whatItDoesNotMean, whatItMeans } from '#messages/report-document';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { SectionTitle } from './section-title.tsx';
import { H3_HEIGHT, paragraphHeight, SECTION_TITLE_HEIGHT } from './sheet-packing.tsx';
import { styles } from './styles.ts';

export function MeaningSection({ content }: { content: ReportContent }) {
  const { insight } = content;
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('meaning')} title={sectionTitles.meaning} />
      <Text style={styles.h3}>{whatItMeans}</Text>
      <Text style={styles.paragraph}>{insight.whatItMeans}</Text>
      <Text style={styles.h3}>{whatItDoesNotMean}</Text>
      <Text style={styles.paragraph}>{insight.whatItDoesNotMean}</Text>
      <Text style={styles.paragraph}>{meaningContext}</Text>
    </>
  );
}

export function meaningHeight(content: ReportContent): number {
  const { insight } = content;
  return (
    SECTION_TITLE_HEIGHT +
    2 * H3_HEIGHT +
    paragraphHeight(insight.whatItMeans) +
    paragraphHeight(insight.whatItDoesNotMean) +
    paragraphHeight(meaningContext)
  );
}
