import { Text } from '@react-pdf/renderer';
import { aboutThisReport, sources } from '#messages/report-document';
import type { ReportContent } from '../../../../domain/report/report-content.ts';
import { styles } from './styles.ts';

export function AboutSection({ content }: { content: ReportContent }) {
  return (
    <>
      <Text style={[styles.h2, { marginTop: 0 }]}>{aboutThisReport}</Text>
      <Text style={styles.paragraph}>{content.about}</Text>
      <Text style={styles.paragraph}>{content.notADiagnosis}</Text>
      <Text style={styles.h2}>{sources}</Text>
      {content.sources.map((source) => (
        <Text key={source.id} style={[styles.small, { marginBottom: 4 }]}>
          {source.full}
        </Text>
      ))}
    </>
  );
}
