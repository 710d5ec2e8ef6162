import { Circle, Document, Page, Polygon, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ComparisonSummary } from '../../../../domain/comparison/taker-comparison.ts';
import type { CountryReferral } from '../../../../domain/report/referral-routes.ts';
import type {
  ConstructGroup,
  ConstructResult,
  ReportContent,
  ScoreChart,
  SnapshotItem,
  StrategyGroup,
} from '../../../../domain/report/report-content.ts';
import type { CountryOrganisations, Organisation } from '../../../../domain/report/resources.ts';
import { SOURCES } from '../../../../domain/report/sources.ts';
import type { Strategy } from '../../../../domain/report/strategies.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { BulletList } from './bullet-list.tsx';
import { COMPARISON_CHART_HEIGHT, ComparisonSection } from './comparison-section.tsx';
import { HelpNowSection } from './help-now-section.tsx';
import { SectionTitle } from './section-title.tsx';
import {
  type Block,
  H2_HEIGHT,
  H3_HEIGHT,
  LINE,
  lineCount,
  packSheets,
  paragraphHeight,
  SECTION_TITLE_HEIGHT,
  type Sheet,
  SMALL_LINE,
} from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { BAND_FILLS, COLOURS, CONTENT_WIDTH, SMALL_SIZE } from './theme.ts';

function Footer({ supportEmail, pageLabel }: { supportEmail: string; pageLabel: string | null }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Traitscope Complete Report</Text>
      <Text>Questions? {supportEmail}</Text>
      {pageLabel === null ? (
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      ) : (
        <Text>{pageLabel}</Text>
      )}
    </View>
  );
}

function Cover({ content }: { content: ReportContent }) {
  const columns = [content.sections.slice(0, 5), content.sections.slice(5)];
  return (
    <>
      <View style={styles.coverPanel} {...bookmarkProps('Cover')}>
        <Text style={[styles.eyebrow, { fontSize: 12 }]}>Traitscope</Text>
        <Text style={styles.coverTitle}>Your Complete Report</Text>
        <Text style={styles.coverSubtitle}>{content.assessmentName}</Text>
        <View style={styles.coverMeta}>
          <View>
            <Text style={styles.metaLabel}>Completed on</Text>
            <Text style={styles.metaValue}>{content.dateText}</Text>
          </View>
          <View>
            <Text style={styles.metaLabel}>Order reference</Text>
            <Text style={styles.metaValue}>{content.orderReference}</Text>
          </View>
        </View>
      </View>

      <View style={styles.statement}>
        <Text style={[styles.bold, { marginBottom: 4 }]}>Please keep in mind</Text>
        <Text>{content.notADiagnosis}</Text>
      </View>

      <Text style={styles.h3}>How to read this report</Text>
      <BulletList items={content.readingTips} />

      <Text style={[styles.h3, { marginTop: 14 }]}>What is inside</Text>
      <View style={{ flexDirection: 'row' }}>
        {columns.map((column, columnIndex) => (
          <View key={column[0]?.id} style={{ width: '50%', paddingRight: 12 }}>
            {column.map((section, index) => (
              <View key={section.id} style={styles.listRow}>
                <Text style={styles.listMarker}>{columnIndex * 5 + index + 1}.</Text>
                <Text style={styles.listBody}>{section.title}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
    </>
  );
}

function ScoreBarChart({ chart, isPrimary }: { chart: ScoreChart; isPrimary: boolean }) {
  const barTop = 11;
  const barHeight = isPrimary ? 18 : 14;
  // One unit per possible score, so band edges and the marker line up with whole scores.
  const unit = CONTENT_WIDTH / (chart.max + 1);
  const markerX = Math.min(CONTENT_WIDTH - 6, Math.max(6, (chart.score + 0.5) * unit));
  return (
    <View style={styles.chart} wrap={false}>
      <View style={styles.chartHeader}>
        <Text style={isPrimary ? [styles.chartTitle, { fontSize: 14 }] : styles.chartTitle}>
          {chart.title}
        </Text>
        <Text>
          <Text style={styles.bold}>{chart.score}</Text>
          <Text style={styles.muted}> out of {chart.max}</Text>
        </Text>
      </View>
      <Svg width={CONTENT_WIDTH} height={barTop + barHeight + 5}>
        {chart.bands.map((band) => (
          <Rect
            key={band.level}
            x={band.min * unit}
            y={barTop}
            width={Math.max(0, (band.max - band.min + 1) * unit - 2)}
            height={barHeight}
            rx={3}
            fill={BAND_FILLS[band.level]}
          />
        ))}
        <Polygon points={`${markerX - 6},0 ${markerX + 6},0 ${markerX},8`} fill={COLOURS.ink} />
        <Rect x={markerX - 1.25} y={barTop - 3} width={2.5} height={barHeight + 6} fill={COLOURS.ink} />
      </Svg>
      <View style={styles.legendRow}>
        {chart.bands.map((band) => {
          const isCurrent = band.level === chart.level;
          return (
            <View key={band.level} style={styles.legendCell}>
              <View style={[styles.swatch, { backgroundColor: BAND_FILLS[band.level] }]} />
              <View>
                <Text style={isCurrent ? [styles.small, styles.bold] : [styles.small, styles.muted]}>
                  {band.label}
                </Text>
                <Text style={[styles.small, styles.muted]}>
                  {band.min}–{band.max}
                  {isCurrent ? '  (your range)' : ''}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
}

function SummarySection({ content }: { content: ReportContent }) {
  const [overall, ...subscores] = content.charts;
  return (
    <>
      <SectionTitle eyebrow="Section 1" title="Your results at a glance" />
      <View style={styles.callout}>
        <Text style={styles.small}>Your overall result</Text>
        <Text style={[styles.bold, { fontSize: 15, marginBottom: 4 }]}>{content.levelLabel}</Text>
        <Text>{content.insight.summary}</Text>
      </View>
      <Text style={[styles.paragraph, styles.small, styles.muted]}>{content.chartExplanation}</Text>
      {overall ? <ScoreBarChart chart={overall} isPrimary /> : null}
      {content.sameAnswerNote ? <Text style={styles.paragraph}>{content.sameAnswerNote}</Text> : null}
      {subscores.length > 0 ? (
        <View>
          <Text style={[styles.h2, { marginTop: 6 }]}>Your three areas</Text>
          <Text style={styles.paragraph}>
            Three areas on their own: autism-related traits, ADHD-related traits, and experiences both share.
          </Text>
          {subscores.map((chart) => (
            <ScoreBarChart key={chart.title} chart={chart} isPrimary={false} />
          ))}
        </View>
      ) : null}
    </>
  );
}

const MEANING_CONTEXT =
  'Many things shape how people answer questionnaires like this one: mood, stress, tiredness, and the strategies you have built up over the years. Your result is a starting point for reflection, not a label.';

function MeaningSection({ content }: { content: ReportContent }) {
  const { insight } = content;
  return (
    <>
      <SectionTitle eyebrow="Section 2" title="What your result means" />
      <Text style={styles.h3}>What it means</Text>
      <Text style={styles.paragraph}>{insight.whatItMeans}</Text>
      <Text style={styles.h3}>What it does not mean</Text>
      <Text style={styles.paragraph}>{insight.whatItDoesNotMean}</Text>
      <Text style={styles.paragraph}>{MEANING_CONTEXT}</Text>
    </>
  );
}

function ConstructRow({ result }: { result: ConstructResult }) {
  return (
    <View style={styles.constructRow} wrap={false}>
      <View style={styles.constructName}>
        <Text style={styles.bold}>{result.construct}</Text>
        <Text style={[styles.small, styles.muted]}>
          {result.description}, {result.questionCount} {result.questionCount === 1 ? 'question' : 'questions'}
        </Text>
      </View>
      <View style={styles.constructBar}>
        <View style={[styles.constructFill, { width: `${Math.max(2, (result.average / 4) * 100)}%` }]} />
      </View>
      <Text style={styles.constructValue}>
        <Text style={styles.bold}>{result.average.toFixed(1)}</Text>
        <Text style={styles.muted}> of 4</Text>
      </Text>
    </View>
  );
}

function ConstructGroupTable({ group }: { group: ConstructGroup }) {
  return (
    <View wrap={false}>
      {group.title ? <Text style={styles.h3}>{group.title}</Text> : null}
      {group.constructs.map((result) => (
        <ConstructRow key={result.construct} result={result} />
      ))}
    </View>
  );
}

const CONSTRUCT_ROW_HEIGHT = LINE + SMALL_LINE + 14 + 1;

function meaningHeight(content: ReportContent): number {
  const { insight } = content;
  return (
    SECTION_TITLE_HEIGHT +
    2 * H3_HEIGHT +
    paragraphHeight(insight.whatItMeans) +
    paragraphHeight(insight.whatItDoesNotMean) +
    paragraphHeight(MEANING_CONTEXT)
  );
}

function comparisonHeight(comparison: ComparisonSummary): number {
  return (
    8 +
    H2_HEIGHT +
    (comparison.shareLower === null ? 0 : COMPARISON_CHART_HEIGHT) +
    paragraphHeight(comparison.text) +
    (comparison.basis ? lineCount(comparison.basis, CONTENT_WIDTH, SMALL_SIZE) * SMALL_LINE + 6 : 0) +
    (comparison.caveat ? paragraphHeight(comparison.caveat) : 0)
  );
}

/**
 * What the result means, where the score stands among other takers, then the results by theme, packed so each group of themes stays whole. The combined
 * assessment has three groups and thirteen themes, more than one sheet holds.
 */
function meaningAndConstructSheets(content: ReportContent, isMeaningIncluded: boolean): Sheet[] {
  const groups = content.constructGroups;
  const introHeight = SECTION_TITLE_HEIGHT + paragraphHeight(content.constructExplanation);
  const blocks: Block[] = [
    ...(isMeaningIncluded
      ? [
          {
            key: 'meaning',
            height: meaningHeight(content),
            node: <MeaningSection key="meaning" content={content} />,
          },
        ]
      : []),
    ...(content.comparison
      ? [
          {
            key: 'comparison',
            height: comparisonHeight(content.comparison),
            node: <ComparisonSection key="comparison" comparison={content.comparison} />,
          },
        ]
      : []),
    ...groups.map((group, index) => ({
      key: group.title ?? 'all',
      height:
        (index === 0 ? introHeight : 0) +
        (group.title ? H3_HEIGHT : 0) +
        group.constructs.length * CONSTRUCT_ROW_HEIGHT,
      node: (
        <View
          key={group.title ?? 'all'}
          style={index === 0 && isMeaningIncluded ? { marginTop: 18 } : undefined}
        >
          {index === 0 ? (
            <>
              <SectionTitle eyebrow="Section 3" title="Your results by theme" />
              <Text style={styles.paragraph}>{content.constructExplanation}</Text>
            </>
          ) : null}
          <ConstructGroupTable group={group} />
        </View>
      ),
    })),
  ];
  return packSheets('constructs', blocks);
}

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
    <View style={styles.snapshotItem} wrap={false}>
      <Text style={styles.snapshotNumber}>{item.number}</Text>
      <View style={styles.snapshotBody}>
        <Text>{item.text}</Text>
        <View style={styles.answerRow}>
          <AnswerDots item={item} />
          <Text style={{ flex: 1 }}>
            <Text style={styles.muted}>Your answer: </Text>
            <Text style={styles.bold}>{item.answerLabel}</Text>
            <Text style={[styles.small, styles.muted]}>
              {`      ${item.construct}${item.isReverse ? '  ·  reverse-scored' : ''}`}
            </Text>
          </Text>
        </View>
      </View>
    </View>
  );
}

function snapshotSheets(content: ReportContent): Sheet[] {
  const blocks = content.snapshot.map((item) => ({
    key: item.id,
    height: lineCount(item.text, CONTENT_WIDTH - 28) * LINE + LINE + 2 + 14 + 1,
    node: <SnapshotItemRow key={item.id} item={item} />,
  }));
  return packSheets('snapshot', blocks, {
    height: SECTION_TITLE_HEIGHT + paragraphHeight(content.snapshotExplanation),
    node: (
      <>
        <SectionTitle eyebrow="Section 4" title="Your answers, question by question" />
        <Text style={styles.paragraph}>{content.snapshotExplanation}</Text>
      </>
    ),
  });
}

function StrengthsSection({ content }: { content: ReportContent }) {
  return (
    <>
      <SectionTitle eyebrow="Section 5" title="Your strengths" />
      <Text style={styles.paragraph}>{content.strengthsIntro}</Text>
      {content.strengths.map((strength) => (
        <View key={strength.title} style={styles.listRow} wrap={false}>
          <Text style={styles.listMarker}>•</Text>
          <View style={styles.listBody}>
            <Text>
              <Text style={styles.bold}>{strength.title}. </Text>
              {strength.description}
            </Text>
          </View>
        </View>
      ))}
    </>
  );
}

function strengthsHeight(content: ReportContent): number {
  return (
    SECTION_TITLE_HEIGHT +
    paragraphHeight(content.strengthsIntro) +
    content.strengths.reduce(
      (sum, strength) =>
        sum + lineCount(`${strength.title}. ${strength.description}`, CONTENT_WIDTH - 18) * LINE + 5,
      0,
    )
  );
}

function StrategyCard({ strategy, areaLabel }: { strategy: Strategy; areaLabel: string }) {
  return (
    <View style={styles.strategy} wrap={false}>
      <Text style={[styles.bold, { marginBottom: 2 }]}>{strategy.title}</Text>
      <Text>{strategy.text}</Text>
      <Text style={[styles.small, styles.muted, { marginTop: 4 }]}>
        {strategyFootnote(strategy, areaLabel)}
      </Text>
    </View>
  );
}

function strategyFootnote(strategy: Strategy, areaLabel: string): string {
  return `${areaLabel} · Based on: ${strategy.sources.map((id) => SOURCES[id].short).join('; ')}`;
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
function strengthsAndStrategiesSheets(content: ReportContent): Sheet[] {
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
          <SectionTitle eyebrow="Section 6" title="Practical strategies" />
        </View>
        <Text style={styles.paragraph}>{introText}</Text>
      </>
    ),
  });
}

function OrganisationEntry({ organisation }: { organisation: Organisation }) {
  return (
    <View style={{ marginBottom: 7 }} wrap={false}>
      <Text>
        <Text style={styles.bold}>{organisation.name}</Text>
        {organisation.website ? <Text style={styles.muted}>{`  ${organisation.website}`}</Text> : null}
      </Text>
      <Text style={[styles.small, styles.muted]}>{organisation.description}</Text>
    </View>
  );
}

function organisationHeight(organisation: Organisation): number {
  return (
    lineCount(`${organisation.name}  ${organisation.website ?? ''}`, CONTENT_WIDTH) * LINE +
    lineCount(organisation.description, CONTENT_WIDTH, SMALL_SIZE) * SMALL_LINE +
    7
  );
}

const RESOURCES_INTRO =
  'National associations offer reliable information, peer support and local knowledge, often run by people with lived experience. Their websites change from time to time; searching for an organisation’s name will find its current pages.';

/** Heads the buyer's own country in Sections 7 and 8; the country's name follows as the block's title. */
export const HOME_COUNTRY_HEADING = 'Where you live';

const OTHER_COUNTRIES_IN_APPENDIX = 'Other countries are listed in the appendix at the end of this report.';

function noNationalOrganisation(countryName: string): string {
  return `This report names no organisation in ${countryName} for these traits. The appendix lists organisations in other countries, and your doctor may know of a local group.`;
}

/** One block per country, each country's organisations kept together; the heading travels with the first. */
function nationalOrganisationBlocks(entries: readonly CountryOrganisations[], heading: string): Block[] {
  return entries.map((entry, index) => ({
    key: entry.country,
    height:
      (index === 0 ? H2_HEIGHT : 0) +
      H3_HEIGHT +
      6 +
      entry.organisations.reduce((sum, organisation) => sum + organisationHeight(organisation), 0),
    node: (
      <View key={entry.country} wrap={false}>
        {index === 0 ? <Text style={styles.h2}>{heading}</Text> : null}
        <View style={{ marginBottom: 6 }}>
          <Text style={styles.h3}>{entry.countryName}</Text>
          {entry.organisations.map((organisation) => (
            <OrganisationEntry key={organisation.name} organisation={organisation} />
          ))}
        </View>
      </View>
    ),
  }));
}

function homeOrganisationBlocks(content: ReportContent): Block[] {
  const { resources, homeCountry } = content;
  if (homeCountry === null) return nationalOrganisationBlocks(resources.national, 'By country');
  const heading = HOME_COUNTRY_HEADING;
  if (resources.national.length > 0) return nationalOrganisationBlocks(resources.national, heading);
  const text = noNationalOrganisation(homeCountry.name);
  return [
    {
      key: 'no-national-organisation',
      height: H2_HEIGHT + paragraphHeight(text),
      node: (
        <View key="no-national-organisation" wrap={false}>
          <Text style={styles.h2}>{heading}</Text>
          <Text style={styles.paragraph}>{text}</Text>
        </View>
      ),
    },
  ];
}

function resourcesSheets(content: ReportContent): Sheet[] {
  const { resources } = content;
  const euHeading = H2_HEIGHT;
  const blocks: Block[] = [
    ...resources.euWide.map((organisation, index) => ({
      key: `eu-${organisation.name}`,
      height: organisationHeight(organisation) + (index === 0 ? euHeading : 0),
      node: (
        <View key={`eu-${organisation.name}`}>
          {index === 0 ? <Text style={styles.h2}>Across Europe</Text> : null}
          <OrganisationEntry organisation={organisation} />
        </View>
      ),
    })),
    ...homeOrganisationBlocks(content),
  ];
  const intro = content.appendix ? `${RESOURCES_INTRO} ${OTHER_COUNTRIES_IN_APPENDIX}` : RESOURCES_INTRO;
  const noteHeight = resources.note ? lineCount(resources.note, CONTENT_WIDTH - 36) * LINE + 24 + 14 : 0;
  const introHeight = SECTION_TITLE_HEIGHT + paragraphHeight(intro) + noteHeight;
  return packSheets('resources', blocks, {
    height: introHeight,
    node: (
      <>
        <SectionTitle eyebrow="Section 7" title="Organisations that can help" />
        <Text style={styles.paragraph}>{intro}</Text>
        {resources.note ? (
          <View style={styles.callout}>
            <Text>{resources.note}</Text>
          </View>
        ) : null}
      </>
    ),
  });
}

function CountryRouteBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.countryBlock} wrap={false}>
      <Text style={[styles.bold, { fontSize: 12.5, color: COLOURS.brandStrong }]}>{title}</Text>
      {children}
    </View>
  );
}

const REFERRAL_INTRO =
  'If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in each country. Services and waiting times change, so please check the details where you live.';

function referralIntroFor(homeCountryName: string): string {
  return `If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in ${homeCountryName}. ${OTHER_COUNTRIES_IN_APPENDIX} Services and waiting times change, so please check the details where you live.`;
}

function countryBlockHeight(texts: readonly string[]): number {
  return (
    16 + 1 + 12.5 * 1.5 + texts.reduce((sum, text) => sum + lineCount(text, CONTENT_WIDTH) * LINE + 3, 0)
  );
}

/** One block per country's route, then the general advice for countries the report does not name. */
function countryRouteBlocks(
  countries: readonly CountryReferral[],
  heading: string,
  elsewhere: string | null,
): Block[] {
  return [
    ...countries.map((country, index) => ({
      key: country.country,
      height:
        (index === 0 ? H2_HEIGHT : 0) +
        countryBlockHeight([
          `First step: ${country.firstStep}`,
          ...country.notes.map((note) => `${note.label}: ${note.text}`),
        ]),
      node: (
        <View key={country.country}>
          {index === 0 ? <Text style={styles.h2}>{heading}</Text> : null}
          <CountryRouteBlock title={country.countryName}>
            <Text>
              <Text style={styles.bold}>First step: </Text>
              {country.firstStep}
            </Text>
            {country.notes.map((note) => (
              <Text key={note.label} style={{ marginTop: 3 }}>
                <Text style={styles.bold}>{note.label}: </Text>
                {note.text}
              </Text>
            ))}
          </CountryRouteBlock>
        </View>
      ),
    })),
    ...(elsewhere === null
      ? []
      : [
          {
            key: 'elsewhere',
            height: countryBlockHeight([elsewhere]),
            node: (
              <CountryRouteBlock key="elsewhere" title="Other countries">
                <Text>{elsewhere}</Text>
              </CountryRouteBlock>
            ),
          },
        ]),
  ];
}

function referralSheets(content: ReportContent): Sheet[] {
  const { referral, homeCountry } = content;
  const intro = homeCountry ? referralIntroFor(homeCountry.name) : REFERRAL_INTRO;
  const blocks = countryRouteBlocks(
    referral.countries,
    homeCountry ? HOME_COUNTRY_HEADING : 'Routes by country',
    referral.elsewhere,
  );
  const introHeight =
    SECTION_TITLE_HEIGHT +
    paragraphHeight(intro) +
    H2_HEIGHT +
    referral.whoAssesses.reduce(
      (sum, entry) => sum + LINE + lineCount(entry.text, CONTENT_WIDTH) * LINE + 8,
      0,
    ) +
    H2_HEIGHT +
    referral.preparation.reduce((sum, tip) => sum + lineCount(tip, CONTENT_WIDTH - 18) * LINE + 5, 0);
  return packSheets('referral', blocks, {
    height: introHeight,
    node: (
      <>
        <SectionTitle eyebrow="Section 8" title="How to seek a formal assessment" />
        <Text style={styles.paragraph}>{intro}</Text>
        <Text style={styles.h2}>Who usually assesses</Text>
        {referral.whoAssesses.map((entry) => (
          <View key={entry.topic} style={{ marginBottom: 8 }} wrap={false}>
            <Text style={styles.bold}>{entry.label}</Text>
            <Text>{entry.text}</Text>
          </View>
        ))}
        <View wrap={false}>
          <Text style={styles.h2}>Preparing for your appointment</Text>
          <BulletList items={referral.preparation} />
        </View>
      </>
    ),
  });
}

/** How many items leaned towards the trait, and which are quoted: all answers are in Section 4. */
function strongestItemsHeading(provider: ReportContent['provider']): string {
  const counts = `${provider.endorsedQuestionNumbers.length} of ${provider.itemCount} items scored 3 or 4 points; all answers in Section 4`;
  return provider.strongestItems.length > 0
    ? `Answered most strongly (${counts}):`
    : `No item was answered towards the trait (${counts}).`;
}

// Table rows without the extra padding of the rest of the report: the combined assessment's sixteen theme rows
// and the quoted answers must share one sheet.
const PROVIDER_ROW = { paddingVertical: 0 };

function ProviderSection({ content }: { content: ReportContent }) {
  const { provider } = content;
  // Dense by design: this page must stay one sheet of paper for every assessment and every set of answers (the
  // combined assessment's sixteen theme rows and five long quoted items included), so it uses 10 pt text and
  // print-like line spacing, tighter than the rest of the report.
  const compact = { fontSize: SMALL_SIZE, lineHeight: 1.25 };
  return (
    <>
      <View {...bookmarkProps(provider.title)}>
        <Text style={styles.eyebrow}>Section 9 · for you to share if you wish</Text>
        <Text style={[styles.h1, { fontSize: 20, marginBottom: 4 }]}>{provider.title}</Text>
      </View>
      <Text style={[compact, { marginBottom: 6 }]}>{provider.intro}</Text>

      <View style={[styles.table, compact]}>
        {provider.facts.map((fact) => (
          <View key={fact.label} style={[styles.tableRow, PROVIDER_ROW]}>
            <Text style={[styles.tableHead, { width: '24%', paddingLeft: 4 }]}>{fact.label}</Text>
            <Text style={{ width: '76%' }}>{fact.value}</Text>
          </View>
        ))}
      </View>

      <Text style={[styles.bold, compact, { marginBottom: 3 }]}>
        Results by theme (mean item score, 0 to 4)
      </Text>
      <View style={[styles.table, compact]}>
        {provider.keyConstructGroups.map((group) => (
          <View key={group.title ?? 'all'}>
            {group.title ? (
              <View style={[styles.tableRow, PROVIDER_ROW, { backgroundColor: COLOURS.brandSoft }]}>
                <Text style={[styles.bold, { paddingLeft: 4 }]}>{group.title}</Text>
              </View>
            ) : null}
            {group.constructs.map((result) => (
              <View key={result.construct} style={[styles.tableRow, PROVIDER_ROW]}>
                <Text style={{ width: '40%', paddingLeft: 4 }}>{result.construct}</Text>
                <Text style={[styles.muted, { width: '13%' }]}>
                  {result.questionCount} {result.questionCount === 1 ? 'item' : 'items'}
                </Text>
                <Text style={[styles.bold, { width: '10%' }]}>{result.average.toFixed(1)}</Text>
                <Text style={[styles.muted, { width: '37%' }]}>{result.description}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>

      <View style={[compact, { marginBottom: 6 }]}>
        <Text style={[styles.bold, { marginBottom: 1 }]}>{strongestItemsHeading(provider)}</Text>
        {provider.strongestItems.map((item) => (
          <View key={item.number} style={[styles.listRow, { marginBottom: 1 }]} wrap={false}>
            <Text style={[styles.listMarker, { width: 24 }]}>{item.number}.</Text>
            <Text style={styles.listBody}>
              “{item.text}” <Text style={styles.bold}>{item.answerLabel}</Text>
              {item.isReverse ? ' (reverse-scored)' : ''}
            </Text>
          </View>
        ))}
      </View>

      <View style={[styles.statement, { marginVertical: 2, paddingVertical: 5, paddingHorizontal: 10 }]}>
        <Text style={compact}>
          <Text style={styles.bold}>About this questionnaire. </Text>
          {provider.instrumentNote} {provider.scoringNote}
        </Text>
      </View>

      {provider.instruments.length > 0 ? (
        <Text style={[compact, { marginTop: 5, marginBottom: 8 }]}>
          <Text style={styles.bold}>Validated instruments you may wish to consider: </Text>
          {provider.instruments
            .map((instrument) => `${instrument.name} (${instrument.reference})`)
            .join('; ')}
          .
        </Text>
      ) : null}

      <Text style={[styles.bold, compact]}>{provider.notesPrompt}</Text>
      <View style={styles.noteLine} />
      <View style={styles.noteLine} />
    </>
  );
}

function NextStepsSection({ content }: { content: ReportContent }) {
  return (
    <>
      <SectionTitle eyebrow="Section 10" title="Next steps" />
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

function AboutSection({ content }: { content: ReportContent }) {
  return (
    <>
      <Text style={[styles.h2, { marginTop: 0 }]}>About this report</Text>
      <Text style={styles.paragraph}>{content.about}</Text>
      <Text style={styles.paragraph}>{content.notADiagnosis}</Text>
      <Text style={styles.h2}>Sources</Text>
      {content.sources.map((source) => (
        <Text key={source.id} style={[styles.small, { marginBottom: 4 }]}>
          {source.full}
        </Text>
      ))}
    </>
  );
}

/** Organisations and routes of the countries other than the buyer's, after everything else. */
function appendixSheets(content: ReportContent): Sheet[] {
  const { appendix } = content;
  if (appendix === null) return [];
  const blocks: Block[] = [
    ...nationalOrganisationBlocks(appendix.organisations, 'Organisations that can help'),
    ...countryRouteBlocks(appendix.routes, 'How to seek a formal assessment', appendix.elsewhere),
  ];
  const introHeight = SECTION_TITLE_HEIGHT + paragraphHeight(appendix.intro);
  return packSheets('appendix', blocks, {
    height: introHeight,
    node: (
      <>
        <SectionTitle eyebrow={`Section ${content.sections.length} · for reference`} title={appendix.title} />
        <Text style={styles.paragraph}>{appendix.intro}</Text>
      </>
    ),
  });
}

/** The report's sheets in order; each becomes exactly one printed page. */
export function buildSheets(content: ReportContent): Sheet[] {
  const hasSubscores = content.charts.length > 1;
  return [
    { key: 'cover', body: <Cover content={content} /> },
    // The combined assessment's four charts fill a sheet; the others leave room for what the result means.
    ...(hasSubscores
      ? [
          { key: 'summary', body: <SummarySection content={content} /> },
          ...meaningAndConstructSheets(content, true),
        ]
      : [
          {
            key: 'summary',
            body: (
              <>
                <SummarySection content={content} />
                <View style={{ marginTop: 12 }}>
                  <MeaningSection content={content} />
                </View>
              </>
            ),
          },
          ...meaningAndConstructSheets(content, false),
        ]),
    ...snapshotSheets(content),
    ...strengthsAndStrategiesSheets(content),
    ...resourcesSheets(content),
    ...referralSheets(content),
    { key: 'provider', body: <ProviderSection content={content} /> },
    { key: 'next-steps', body: <NextStepsSection content={content} /> },
    { key: 'help-now', body: <HelpNowSection content={content} /> },
    { key: 'about', body: <AboutSection content={content} /> },
    ...appendixSheets(content),
  ];
}

export type PageNumbering = 'planned' | 'as-laid-out';

/**
 * The whole report. With 'planned' numbering each sheet is labelled from its position in the list, which is right
 * as long as every sheet fits on one page; 'as-laid-out' lets react-pdf number the pages it actually produced.
 */
export function ReportDocument({
  content,
  sheets,
  numbering,
}: {
  content: ReportContent;
  sheets: readonly Sheet[];
  numbering: PageNumbering;
}) {
  return (
    <Document
      title={content.documentTitle}
      author="Traitscope"
      subject={content.documentSubject}
      keywords="self-assessment, neurodivergent traits, report, not a diagnosis"
      creator="Traitscope"
      producer="Traitscope"
      language="en"
      pageMode="useOutlines"
    >
      {sheets.map((sheet, index) => (
        <Page key={sheet.key} size="A4" style={styles.page}>
          <View style={styles.flow}>{sheet.body}</View>
          <Footer
            supportEmail={content.supportEmail}
            pageLabel={numbering === 'planned' ? `Page ${index + 1} of ${sheets.length}` : null}
          />
        </Page>
      ))}
    </Document>
  );
}
