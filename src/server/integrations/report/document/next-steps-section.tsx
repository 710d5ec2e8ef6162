import { Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { hereToHelp, hereToHelpText } from '#messages/report-document';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { BulletList } from './bullet-list.tsx';
import { SectionTitle } from './section-title.tsx';
import { styles } from './styles.ts';

export function NextStepsSection({ content }: { content: ReportContent }) {
  return (
    <>
      <SectionTitle eyebrow={sectionEyebrow('next-steps')} title={sectionTitles['next-steps']} />
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
        <Text style={[styles.bold, { marginBottom: 2 }]}>{hereToHelp}</Text>
        <Text>{hereToHelpText({ email: content.supportEmail, reference: content.orderReference })}</Text>
      </View>
    </>
  );
}
