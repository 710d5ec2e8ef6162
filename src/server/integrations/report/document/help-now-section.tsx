import { StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  emergencyCallAfter,
  emergencyCallBefore,
  helpNowTitle,
  highStrain,
  listeningLines,
  numbersChecked,
  ukEmergencyAfter,
  ukEmergencyBefore,
} from '#messages/report-document';
import { ASSESSMENT_TYPES } from '../../../../domain/assessments/catalogue.ts';
import { showsHighStrain } from '../../../../domain/assessments/strain.ts';
import { formatUtcDay } from '../../../../domain/locale/locale.ts';
import { COUNTRY_NAMES, countriesHomeFirst } from '../../../../domain/report/countries.ts';
import { CRISIS_LINES, EU_EMERGENCY, NATIONAL_EMERGENCY } from '../../../../domain/report/crisis-lines.ts';
import type { ReportContent } from '../../../../domain/report/report-content.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { COLOURS } from './theme.ts';

// The report's "help now" page (issue 19, item 6): 112 and a listening line for every country the report covers,
// compact, on a page of its own after the next steps, the buyer's country first as in the rest of the report.
// When the answers point to high strain (the same rule as the results page, strain.ts) one calm sentence says so
// first. It is a signpost, never a service, and says so.

const styles = StyleSheet.create({
  title: { fontSize: 15, fontWeight: 700, lineHeight: 1.3, color: COLOURS.brandStrong, marginBottom: 8 },
  paragraph: { marginBottom: 10 },
  box: {
    borderWidth: 1,
    borderColor: COLOURS.line,
    borderRadius: 4,
    paddingVertical: 12,
    paddingHorizontal: 16,
    marginBottom: 14,
  },
  bold: { fontWeight: 700 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: COLOURS.line,
    paddingVertical: 3,
  },
  country: { width: 110, fontWeight: 700 },
  line: { flex: 1 },
  small: { fontSize: 10, lineHeight: 1.45, color: COLOURS.muted },
});

/** The same rule as the results page, read from the answers the report shows; item ids name their assessment. */
export function reportShowsHighStrain(content: Pick<ReportContent, 'snapshot'>): boolean {
  const responses = Object.fromEntries(content.snapshot.map((item) => [item.id, item.answerValue]));
  return ASSESSMENT_TYPES.some((type) => showsHighStrain(type, responses));
}

/** The day the most recently checked number was read; ISO dates sort as text. */
const LATEST_CHECK = [EU_EMERGENCY, ...Object.values(CRISIS_LINES).flat()]
  .map((entry) => entry.verified.on)
  .sort()
  .at(-1);

const CHECKED_MONTH = formatUtcDay(LATEST_CHECK!, 'monthYear');

export function HelpNowSection({ content }: { content: Pick<ReportContent, 'snapshot' | 'homeCountry'> }) {
  const isStrained = reportShowsHighStrain(content);
  return (
    <>
      <View {...bookmarkProps(helpNowTitle)}>
        <Text style={styles.title}>{helpNowTitle}</Text>
      </View>
      <View style={styles.box}>
        {isStrained ? <Text style={styles.paragraph}>{highStrain}</Text> : null}
        <Text style={styles.paragraph}>
          {emergencyCallBefore}
          <Text style={styles.bold}>{EU_EMERGENCY.number}</Text>
          {emergencyCallAfter({ description: EU_EMERGENCY.text })}
          {ukEmergencyBefore}
          <Text style={styles.bold}>{NATIONAL_EMERGENCY.GB?.number}</Text>
          {ukEmergencyAfter}
        </Text>
        <Text>{listeningLines}</Text>
      </View>
      {countriesHomeFirst(content.homeCountry?.code ?? null).map((country) => (
        <View key={country} style={styles.row} wrap={false}>
          <Text style={styles.country}>{COUNTRY_NAMES[country]}</Text>
          <View style={styles.line}>
            {CRISIS_LINES[country].map((line) => (
              <Text key={line.number}>
                {line.service}: <Text style={styles.bold}>{line.number}</Text>. {line.hours}
                {line.note ? `. ${line.note}` : ''}.
              </Text>
            ))}
          </View>
        </View>
      ))}
      <Text style={[styles.small, { marginTop: 10 }]}>{numbersChecked({ month: CHECKED_MONTH })}</Text>
    </>
  );
}
