import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { describeUse, type ReportContent, type UsePages } from '../../../../domain/report/report-content.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { BulletList } from './bullet-list.tsx';
import { styles } from './styles.ts';
import { COLOURS, SMALL_SIZE } from './theme.ts';

const coverStyles = StyleSheet.create({
  panel: {
    backgroundColor: COLOURS.brandSoft,
    borderRadius: 8,
    paddingVertical: 22,
    paddingHorizontal: 28,
  },
  title: { fontSize: 30, fontWeight: 700, lineHeight: 1.2, color: COLOURS.ink, marginBottom: 6 },
  subtitle: {
    fontSize: 18,
    fontWeight: 700,
    lineHeight: 1.3,
    color: COLOURS.brandStrong,
    marginBottom: 18,
  },
  meta: { flexDirection: 'row', gap: 28 },
  metaLabel: { fontSize: SMALL_SIZE, color: COLOURS.muted },
  metaValue: { fontSize: 12, fontWeight: 700 },
});

export function CoverSection({ content, pages }: { content: ReportContent; pages: UsePages }) {
  const half = Math.ceil(content.sections.length / 2);
  const columns = [content.sections.slice(0, half), content.sections.slice(half)];
  return (
    <>
      <View style={coverStyles.panel} {...bookmarkProps('Cover')}>
        <Text style={[styles.eyebrow, { fontSize: 12 }]}>Traitscope</Text>
        <Text style={coverStyles.title}>Your Complete Report</Text>
        <Text style={coverStyles.subtitle}>{content.assessmentName}</Text>
        <View style={coverStyles.meta}>
          <View>
            <Text style={coverStyles.metaLabel}>Completed on</Text>
            <Text style={coverStyles.metaValue}>{content.dateText}</Text>
          </View>
          <View>
            <Text style={coverStyles.metaLabel}>Order reference</Text>
            <Text style={coverStyles.metaValue}>{content.orderReference}</Text>
          </View>
        </View>
      </View>

      <View style={[styles.statement, { marginVertical: 12 }]}>
        <Text style={[styles.bold, { marginBottom: 4 }]}>Please keep in mind</Text>
        <Text>{content.notADiagnosis}</Text>
      </View>

      <Text style={styles.h3}>How to use this report</Text>
      <BulletList items={describeUse(pages, content.letter)} />

      <Text style={[styles.h3, { marginTop: 14 }]}>What is inside</Text>
      <View style={{ flexDirection: 'row' }}>
        {columns.map((column, columnIndex) => (
          <View key={column[0]?.id} style={{ width: '50%', paddingRight: 12 }}>
            {column.map((section, index) => (
              <View key={section.id} style={styles.listRow}>
                <Text style={styles.listMarker}>{columnIndex * half + index + 1}.</Text>
                <Text style={styles.listBody}>{section.title}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
    </>
  );
}
