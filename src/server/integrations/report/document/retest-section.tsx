import { StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  changeLabel,
  continued,
  nowLabel,
  quoted,
  retestThemeColumn,
  thenLabel,
} from '#messages/report-document';
import { formatDecimal } from '../../../../domain/locale/locale.ts';
import { type ReportRetest, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { describeThemeChange, type ThemeChange } from '../../../../domain/retests/retest-comparison.ts';
import { sectionOpening } from './section-title.tsx';
import { type Block, H3_HEIGHT, LINE, lineCount, packSheets, type Sheet } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

const retestStyles = StyleSheet.create({
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLOURS.line, paddingVertical: 3 },
  head: { fontWeight: 700, color: COLOURS.muted },
  theme: { width: '52%', paddingLeft: 4 },
  number: { width: '16%', textAlign: 'right', paddingRight: 8 },
  bands: { flexDirection: 'row', gap: 28, marginBottom: 10 },
});

const TABLE_TEXT = { fontSize: SMALL_SIZE, lineHeight: 1.3 };
const ROW_HEIGHT = SMALL_SIZE * 1.3 + 7;

function ThemeTable({ themes }: { themes: readonly ThemeChange[] }) {
  let group: string | null = null;
  return (
    <View style={TABLE_TEXT}>
      <View style={[retestStyles.row, retestStyles.head]}>
        <Text style={retestStyles.theme}>{retestThemeColumn}</Text>
        <Text style={retestStyles.number}>{thenLabel}</Text>
        <Text style={retestStyles.number}>{nowLabel}</Text>
        <Text style={retestStyles.number}>{changeLabel}</Text>
      </View>
      {themes.map((theme) => {
        const isNewGroup = theme.group !== null && theme.group !== group;
        group = theme.group;
        return (
          <View key={`${theme.group}-${theme.theme}`} wrap={false}>
            {isNewGroup ? (
              <View style={[retestStyles.row, { backgroundColor: COLOURS.brandSoft }]}>
                <Text style={[styles.bold, { paddingLeft: 4 }]}>{theme.group}</Text>
              </View>
            ) : null}
            <View style={retestStyles.row}>
              <Text style={retestStyles.theme}>{theme.theme}</Text>
              <Text style={retestStyles.number}>{formatDecimal(theme.was, 1)}</Text>
              <Text style={retestStyles.number}>{formatDecimal(theme.now, 1)}</Text>
              <Text style={[retestStyles.number, styles.bold]}>{describeThemeChange(theme.change)}</Text>
            </View>
          </View>
        );
      })}
    </View>
  );
}

/**
 * The comparison with the reader's earlier take, after the results by theme: the bands then and now, each theme's
 * change, every answer that moved by two steps or more, and the sentence that change is not a measure of treatment.
 */
export function retestSheets(retest: ReportRetest | null): Sheet[] {
  if (retest === null) return [];
  const opening = sectionOpening(
    { eyebrow: continued({ section: sectionEyebrow('constructs') }), title: retest.title },
    retest.intro,
  );
  const groups = new Set(retest.themes.map((theme) => theme.group).filter((group) => group !== null)).size;
  const blocks: Block[] = [
    {
      key: 'themes',
      height: LINE * 2 + 10 + (retest.themes.length + 1 + groups) * ROW_HEIGHT + 14,
      node: (
        <View key="themes" style={{ marginBottom: 14 }}>
          <View style={retestStyles.bands}>
            <View>
              <Text style={[styles.small, styles.muted]}>{thenLabel}</Text>
              <Text style={styles.bold}>{retest.levelThen}</Text>
            </View>
            <View>
              <Text style={[styles.small, styles.muted]}>{nowLabel}</Text>
              <Text style={styles.bold}>{retest.levelNow}</Text>
            </View>
          </View>
          <ThemeTable themes={retest.themes} />
        </View>
      ),
    },
    {
      key: 'note',
      height: lineCount(retest.note, CONTENT_WIDTH - 36) * LINE + 28 + 14,
      node: (
        <View key="note" style={[styles.callout, { marginBottom: 14 }]} wrap={false}>
          <Text>{retest.note}</Text>
        </View>
      ),
    },
    {
      key: 'moved-intro',
      height: H3_HEIGHT,
      node: (
        <Text key="moved-intro" style={styles.h3}>
          {retest.movedIntro}
        </Text>
      ),
    },
    ...retest.movedAnswers.map((answer) => {
      const line = `${answer.number}. ${quoted({ text: answer.text })} ${thenLabel}: ${answer.was}. ${nowLabel}: ${answer.now}.`;
      return {
        key: `moved-${answer.number}`,
        height: lineCount(line, CONTENT_WIDTH - 18) * LINE + 5,
        node: (
          <View key={`moved-${answer.number}`} style={styles.listRow} wrap={false}>
            <Text style={styles.listMarker}>{answer.number}.</Text>
            <Text style={styles.listBody}>
              {quoted({ text: answer.text })} <Text style={styles.muted}>{`${thenLabel}:`}</Text> {answer.was}
              . <Text style={styles.muted}>{`${nowLabel}:`}</Text>{' '}
              <Text style={styles.bold}>{answer.now}</Text>.
            </Text>
          </View>
        ),
      };
    }),
  ];
  return packSheets('retest', blocks, opening);
}
