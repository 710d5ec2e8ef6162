import { StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  completedOn,
  coverBookmark,
  coverTitle,
  howToUse,
  keepInMind,
  orderReference,
  whatIsInside,
} from '#messages/report-document';
import { describeUse, type ReportContent, type UsePages } from '../../../../domain/report/report-content.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { BulletList } from './bullet-list.tsx';
import { styles } from './styles.ts';
import { COLOURS, SMALL_SIZE } from './theme.ts';

// The cover must stay one sheet in every language, or the page numbers it gives are wrong: its spacing is kept
// tight so the German cover, whose wording runs longest, fits with the longest assessment name.
const coverStyles = StyleSheet.create({
  panel: {
    backgroundColor: COLOURS.brandSoft,
    borderRadius: 8,
    paddingVertical: 16,
    paddingHorizontal: 28,
  },
  title: { fontSize: 30, fontWeight: 700, lineHeight: 1.2, color: COLOURS.ink, marginBottom: 6 },
  subtitle: {
    fontSize: 18,
    fontWeight: 700,
    lineHeight: 1.3,
    color: COLOURS.brandStrong,
    marginBottom: 12,
  },
  meta: { flexDirection: 'row', gap: 28 },
  metaLabel: { fontSize: SMALL_SIZE, color: COLOURS.muted },
  metaValue: { fontSize: 12, fontWeight: 700 },
  // The contents list, tighter than the report's lists.
  contentsRow: { flexDirection: 'row', marginBottom: 2 },
});

export function CoverSection({ content, pages }: { content: ReportContent; pages: UsePages }) {
  const half = Math.ceil(content.sections.length / 2);
  const columns = [content.sections.slice(0, half), content.sections.slice(half)];
  return (
    <>
      <View style={coverStyles.panel} {...bookmarkProps(coverBookmark)}>
        <Text style={[styles.eyebrow, { fontSize: 12 }]}>Traitscope</Text>
        <Text style={coverStyles.title}>{coverTitle}</Text>
        <Text style={coverStyles.subtitle}>{content.assessmentName}</Text>
        <View style={coverStyles.meta}>
          <View>
            <Text style={coverStyles.metaLabel}>{completedOn}</Text>
            <Text style={coverStyles.metaValue}>{content.dateText}</Text>
          </View>
          <View>
            <Text style={coverStyles.metaLabel}>{orderReference}</Text>
            <Text style={coverStyles.metaValue}>{content.orderReference}</Text>
          </View>
        </View>
      </View>

      <View style={[styles.statement, { marginVertical: 10, paddingVertical: 10 }]}>
        <Text style={[styles.bold, { marginBottom: 4 }]}>{keepInMind}</Text>
        <Text>{content.notADiagnosis}</Text>
      </View>

      <Text style={[styles.h3, { marginTop: 8 }]}>{howToUse}</Text>
      <BulletList items={describeUse(pages, content.letter)} rowGap={3} />

      <Text style={[styles.h3, { marginTop: 10 }]}>{whatIsInside}</Text>
      <View style={{ flexDirection: 'row' }}>
        {columns.map((column, columnIndex) => (
          <View key={column[0]?.id} style={{ width: '50%', paddingRight: 12 }}>
            {column.map((section, index) => (
              <View key={section.id} style={coverStyles.contentsRow}>
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
