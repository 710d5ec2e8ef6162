import { Text } from '@react-pdf/renderer';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { SectionTitle } from './section-title.tsx';
import { H3_HEIGHT, paragraphHeight, SECTION_TITLE_HEIGHT } from './sheet-packing.tsx';
import { styles } from './styles.ts';

const MEANING_CONTEXT =
  'Many things shape how people answer questionnaires like this one: mood, stress, tiredness, and the strategies you have built up over the years. Your result is a starting point for reflection, not a label.';

export function MeaningSection({ content }: { content: ReportContent }) {
  const { insight } = content;
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('meaning')} title="What your result means" />
      <Text style={styles.h3}>What it means</Text>
      <Text style={styles.paragraph}>{insight.whatItMeans}</Text>
      <Text style={styles.h3}>What it does not mean</Text>
      <Text style={styles.paragraph}>{insight.whatItDoesNotMean}</Text>
      <Text style={styles.paragraph}>{MEANING_CONTEXT}</Text>
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
    paragraphHeight(MEANING_CONTEXT)
  );
}
