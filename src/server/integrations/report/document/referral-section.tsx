import { Text, View } from '@react-pdf/renderer';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { BulletList } from './bullet-list.tsx';
import { countryRouteBlocks } from './country-route-blocks.tsx';
import { HOME_COUNTRY_HEADING, OTHER_COUNTRIES_IN_APPENDIX } from './home-country.ts';
import { sectionOpening } from './section-title.tsx';
import { H2_HEIGHT, LINE, lineCount, packSheets, type Sheet } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { CONTENT_WIDTH } from './theme.ts';

const REFERRAL_INTRO =
  'If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in each country. Services and waiting times change, so please check the details where you live.';

function referralIntroFor(homeCountryName: string): string {
  return `If you would like a professional opinion, the usual first step is your family doctor (GP). Below is who usually assesses these traits, how to prepare, and the public route in ${homeCountryName}. ${OTHER_COUNTRIES_IN_APPENDIX} Services and waiting times change, so please check the details where you live.`;
}

export function referralSheets(content: ReportContent): Sheet[] {
  const { referral, homeCountry } = content;
  const intro = homeCountry ? referralIntroFor(homeCountry.name) : REFERRAL_INTRO;
  const blocks = countryRouteBlocks(
    referral.countries,
    homeCountry ? HOME_COUNTRY_HEADING : 'Routes by country',
    referral.elsewhere,
  );
  const guidanceHeight =
    H2_HEIGHT +
    referral.whoAssesses.reduce(
      (sum, entry) => sum + LINE + lineCount(entry.text, CONTENT_WIDTH) * LINE + 8,
      0,
    ) +
    H2_HEIGHT +
    referral.preparation.reduce((sum, tip) => sum + lineCount(tip, CONTENT_WIDTH - 18) * LINE + 5, 0);
  return packSheets(
    'referral',
    blocks,
    sectionOpening({ eyebrow: sectionEyebrow('referral'), title: 'How to seek a formal assessment' }, intro, {
      height: guidanceHeight,
      node: (
        <>
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
    }),
  );
}
