import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { locale } from '#messages/locale';
import { quoted } from '#messages/report-document';
import type { ReferralLetter } from '../../../../domain/report/referral-letter.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { FillInLines, HAND_OVER_TEXT, SignatureLine } from './hand-over-parts.tsx';
import { styles } from './styles.ts';
import { BODY_SIZE, COLOURS, FONT_STACK, PAGE_MARGIN_X, PAGE_PADDING_TOP } from './theme.ts';

const letterStyles = StyleSheet.create({
  paragraph: { marginBottom: 5 },
  quote: { flexDirection: 'row', marginBottom: 3 },
  row: { flexDirection: 'row', marginBottom: 3 },
  rowLabel: { width: '26%', fontWeight: 700 },
  rowValue: { width: '74%' },
  basis: { borderLeftWidth: 3, borderLeftColor: COLOURS.brand, paddingLeft: 8, marginVertical: 4 },
});

/** The letter as one page: in the report (with its section eyebrow) and alone, as its own PDF. */
export function LetterBody({ letter, eyebrow }: { letter: ReferralLetter; eyebrow: string | null }) {
  return (
    <View style={HAND_OVER_TEXT}>
      {eyebrow === null ? null : (
        // One line, not the usual title: the letter itself must keep the rest of the sheet.
        <View {...bookmarkProps(letter.title)}>
          <Text style={[styles.eyebrow, { fontSize: 12, marginBottom: 10 }]}>
            {eyebrow} · {letter.title}
          </Text>
        </View>
      )}
      <FillInLines labels={letter.fillIn} />
      <Text style={[styles.bold, { marginBottom: 2 }]}>{letter.addressee}</Text>
      <Text style={[styles.bold, letterStyles.paragraph]}>{letter.subject}</Text>
      <Text style={letterStyles.paragraph}>{letter.opening}</Text>
      {letter.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={letterStyles.paragraph}>
          {paragraph}
        </Text>
      ))}
      <Text style={{ marginBottom: 3 }}>{letter.quotesIntro}</Text>
      {letter.quotes.map((quote) => (
        <View key={quote.text} style={letterStyles.quote} wrap={false}>
          <Text style={styles.listMarker}>•</Text>
          <Text style={styles.listBody}>
            {quoted({ text: quote.text })} <Text style={styles.bold}>{quote.answerLabel}</Text>
          </Text>
        </View>
      ))}
      {letter.context.length > 0 ? (
        <View style={{ marginTop: 5 }}>
          {letter.context.map((row) => (
            <View key={row.label} style={letterStyles.row} wrap={false}>
              <Text style={letterStyles.rowLabel}>{row.label}</Text>
              <Text style={letterStyles.rowValue}>{row.value}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {letter.bases.map((basis) => (
        <View key={basis.text} style={letterStyles.basis} wrap={false}>
          <Text>{basis.text}</Text>
        </View>
      ))}
      {letter.closing.map((paragraph) => (
        <Text key={paragraph} style={[letterStyles.paragraph, { marginTop: 3 }]}>
          {paragraph}
        </Text>
      ))}
      <SignatureLine signOff={letter.signOff} />
    </View>
  );
}

const standaloneStyles = StyleSheet.create({
  page: {
    fontFamily: FONT_STACK,
    fontSize: BODY_SIZE,
    color: COLOURS.ink,
    paddingTop: PAGE_PADDING_TOP,
    paddingBottom: PAGE_PADDING_TOP,
    paddingHorizontal: PAGE_MARGIN_X,
  },
});

/** The letter alone, attached to the report e-mail so it can be printed on its own: no report footer. */
export function LetterDocument({ letter }: { letter: ReferralLetter }) {
  return (
    <Document
      title={letter.title}
      author="Traitscope"
      creator="Traitscope"
      producer="Traitscope"
      language={locale}
    >
      <Page size="A4" style={standaloneStyles.page}>
        <LetterBody letter={letter} eyebrow={null} />
      </Page>
    </Document>
  );
}
