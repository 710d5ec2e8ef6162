import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import { strategyFootnote as footnote } from '#messages/report-document';
import {
  type ReportContent,
  type StrategyGroup,
  sectionEyebrow,
} from '../../../../domain/report/report-content.ts';
import { SOURCES } from '../../../../domain/report/sources.ts';
import type { Strategy } from '../../../../domain/report/strategies.ts';
import { SectionTitle } from './section-title.tsx';
import {
  type Block,
  H2_HEIGHT,
  LINE,
  lineCount,
  packSheets,
  paragraphHeight,
  SECTION_TITLE_HEIGHT,
  type Sheet,
  SMALL_LINE,
} from './sheet-packing.tsx';
import { StrengthsSection, strengthsHeight } from './strengths-section.tsx';
import { styles } from './styles.ts';
import { COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

const strategyStyles = StyleSheet.create({
  card: {
    borderLeftWidth: 3,
    borderLeftColor: COLOURS.brandSoft,
    paddingLeft: 12,
    marginBottom: 12,
  },
});

function StrategyCard({ strategy, areaLabel }: { strategy: Strategy; areaLabel: string }) {
  return (
    <View style={strategyStyles.card} wrap={false}>
      <Text style={[styles.bold, { marginBottom: 2 }]}>{strategy.title}</Text>
      <Text>{strategy.text}</Text>
      <Text style={[styles.small, styles.muted, { marginTop: 4 }]}>
        {strategyFootnote(strategy, areaLabel)}
      </Text>
    </View>
  );
}

function strategyFootnote(strategy: Strategy, areaLabel: string): string {
  return footnote({ area: areaLabel, sources: strategy.sources.map((id) => SOURCES[id].short).join('; ') });
}

function strategyHeight(strategy: Strategy, areaLabel: string): number {
  const width = CONTENT_WIDTH - 15;
  return (
    lineCount(strategy.title, width) * LINE +
    2 +
    lineCount(strategy.text, width) * LINE +
    4 +
    lineCount(strategyFootnote(strategy, areaLabel), width, SMALL_SIZE) * SMALL_LINE +
    12
  );
}

/** A theme's heading and the answer that led to it travel with the theme's first strategy. */
function strategyGroupHeadingHeight(group: StrategyGroup): number {
  return H2_HEIGHT + (group.reason ? lineCount(group.reason, CONTENT_WIDTH) * LINE + 8 : 0);
}

/** Strengths open the sheet the strategies start on; each theme's heading travels with its first strategy. */
export function strengthsAndStrategiesSheets(content: ReportContent): Sheet[] {
  const blocks: Block[] = content.strategies.flatMap((group) =>
    group.items.map(({ strategy, areaLabel }, index) => ({
      key: strategy.title,
      height: strategyHeight(strategy, areaLabel) + (index === 0 ? strategyGroupHeadingHeight(group) : 0),
      node: (
        <View key={strategy.title}>
          {index === 0 ? (
            <>
              <Text style={styles.h2}>{group.heading}</Text>
              {group.reason ? <Text style={[styles.muted, { marginBottom: 8 }]}>{group.reason}</Text> : null}
            </>
          ) : null}
          <StrategyCard strategy={strategy} areaLabel={areaLabel} />
        </View>
      ),
    })),
  );
  const introText = `${content.strategiesIntro} ${content.strategiesNote}`;
  return packSheets('strategies', blocks, {
    height: strengthsHeight(content) + 22 + SECTION_TITLE_HEIGHT + paragraphHeight(introText),
    node: (
      <>
        <StrengthsSection content={content} />
        <View style={{ marginTop: 22 }}>
          <SectionTitle eyebrow={sectionEyebrow('strategies')} title={sectionTitles.strategies} />
        </View>
        <Text style={styles.paragraph}>{introText}</Text>
      </>
    ),
  });
}
