import { Text, View } from '@react-pdf/renderer';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { BulletList } from './bullet-list.tsx';
import { SectionTitle } from './section-title.tsx';
import { styles } from './styles.ts';

export function NextStepsSection({ content }: { content: ReportContent }) {
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('next-steps')} title="Next steps" />
      <BulletList
        isNumbered
        items={content.nextSteps.map((step) => (
          <View key={step.title} style={{ marginBottom: 6 }}>
            <Text style={styles.bold}>{step.title}</Text>
            <Text>{step.text}</Text>
          </View>
        ))}
      />
      <View style={[styles.callout, { marginTop: 10 }]} wrap={false}>
        <Text style={[styles.bold, { marginBottom: 2 }]}>We are here to help</Text>
        <Text>
          If anything in this report is unclear, or you have trouble with the file, write to us at{' '}
          {content.supportEmail}. Please quote your order reference, {content.orderReference}.
        </Text>
      </View>
    </>
  );
}
