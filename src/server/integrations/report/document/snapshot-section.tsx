import { Circle, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { reverseScored, yourAnswer } from '#messages/report-document';
import {
  type ReportContent,
  type SnapshotItem,
  sectionEyebrow,
} from '../../../../domain/report/report-content.ts';
import { sectionOpening } from './section-title.tsx';
import { LINE, lineCount, packSheets, type Sheet } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { COLOURS, CONTENT_WIDTH } from './theme.ts';

const snapshotStyles = StyleSheet.create({
  item: {
    flexDirection: 'row',
    paddingVertical: 7,
    borderBottomWidth: 1,
    borderBottomColor: COLOURS.line,
  },
  number: { width: 28, fontWeight: 700, color: COLOURS.brand },
  body: { flex: 1 },
  answerRow: { flexDirection: 'row', alignItems: 'center', marginTop: 2 },
});

const DOT_SPACING = 12;

function AnswerDots({ item }: { item: SnapshotItem }) {
  // Where the chosen answer sits on the scale, from Strongly Disagree on the left to Strongly Agree on the right.
  return (
    <Svg width={DOT_SPACING * item.optionCount} height={10} style={{ marginRight: 8 }}>
      {Array.from({ length: item.optionCount }, (_, index) => {
        const isChosen = index === item.answerValue;
        return (
          <Circle
            // biome-ignore lint/suspicious/noArrayIndexKey: the scale's positions are the identity
            key={index}
            cx={5 + index * DOT_SPACING}
            cy={5}
            r={isChosen ? 4.5 : 3.5}
            fill={isChosen ? COLOURS.brand : COLOURS.white}
            stroke={isChosen ? COLOURS.brand : COLOURS.muted}
            strokeWidth={1}
          />
        );
      })}
    </Svg>
  );
}

function SnapshotItemRow({ item }: { item: SnapshotItem }) {
  return (
    <View style={snapshotStyles.item} wrap={false}>
      <Text style={snapshotStyles.number}>{item.number}</Text>
      <View style={snapshotStyles.body}>
        <Text>{item.text}</Text>
        <View style={snapshotStyles.answerRow}>
          <AnswerDots item={item} />
          <Text style={{ flex: 1 }}>
            <Text style={styles.muted}>{`${yourAnswer} `}</Text>
            <Text style={styles.bold}>{item.answerLabel}</Text>
            <Text style={[styles.small, styles.muted]}>
              {`      ${item.themeName}${item.isReverse ? `  ·  ${reverseScored}` : ''}`}
            </Text>
          </Text>
        </View>
      </View>
    </View>
  );
}

export function snapshotSheets(content: ReportContent): Sheet[] {
  const blocks = content.snapshot.map((item) => ({
    key: item.id,
    height: lineCount(item.text, CONTENT_WIDTH - 28) * LINE + LINE + 2 + 14 + 1,
    node: <SnapshotItemRow key={item.id} item={item} />,
  }));
  return packSheets(
    'snapshot',
    blocks,
    sectionOpening(
      { eyebrow: sectionEyebrow('snapshot'), title: sectionTitles.snapshot },
      content.snapshotExplanation,
    ),
  );
}
