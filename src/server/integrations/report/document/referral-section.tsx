import { Text, View } from '@react-pdf/renderer';
import { sectionTitles } from '#messages/report';
import {
  homeCountryHeading,
  preparingForAppointment,
  referralIntro,
  referralIntroFor,
  routesByCountry,
  whoUsuallyAssesses,
} from '#messages/report-document';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { BulletList } from './bullet-list.tsx';
import { countryRouteBlocks } from './country-route-blocks.tsx';
import { sectionOpening } from './section-title.tsx';
import { H2_HEIGHT, LINE, lineCount, packSheets, type Sheet } from './sheet-packing.tsx';
import { styles } from './styles.ts';
import { CONTENT_WIDTH } from './theme.ts';

export function referralSheets(content: ReportContent): Sheet[] {
  const { referral, homeCountry } = content;
  const intro = homeCountry ? referralIntroFor({ country: homeCountry.name }) : referralIntro;
  const blocks = countryRouteBlocks(
    referral.countries,
    homeCountry ? homeCountryHeading : routesByCountry,
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
    sectionOpening({ eyebrow: sectionEyebrow('referral'), title: sectionTitles.referral }, intro, {
      height: guidanceHeight,
      node: (
        <>
          <Text style={styles.h2}>{whoUsuallyAssesses}</Text>
          {referral.whoAssesses.map((entry) => (
            <View key={entry.topic} style={{ marginBottom: 8 }} wrap={false}>
              <Text style={styles.bold}>{entry.label}</Text>
              <Text>{entry.text}</Text>
            </View>
          ))}
          <View wrap={false}>
            <Text style={styles.h2}>{preparingForAppointment}</Text>
            <BulletList items={referral.preparation} />
          </View>
        </>
      ),
    }),
  );
}
