import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { locale } from '#messages/locale';
import { documentKeywords, footerQuestions, footerTitle, pageOf } from '#messages/report-document';
import { type ReportContent, sectionEyebrow } from '../../../../domain/report/report-content.ts';
import { AboutSection } from './about-section.tsx';
import { appendixSheets } from './appendix-section.tsx';
import { CoverSection } from './cover-section.tsx';
import { HelpNowSection } from './help-now-section.tsx';
import { LetterBody } from './letter-section.tsx';
import { MeaningSection } from './meaning-section.tsx';
import { NextStepsSection } from './next-steps-section.tsx';
import { providerSheets } from './provider-section.tsx';
import { referralSheets } from './referral-section.tsx';
import { resourcesSheets } from './resources-section.tsx';
import { retestSheets } from './retest-section.tsx';
import type { Sheet } from './sheet-packing.tsx';
import { snapshotSheets } from './snapshot-section.tsx';
import { strengthsAndStrategiesSheets } from './strategies-section.tsx';
import { SummarySection } from './summary-section.tsx';
import {
  BODY_SIZE,
  COLOURS,
  FONT_STACK,
  PAGE_MARGIN_X,
  PAGE_PADDING_BOTTOM,
  PAGE_PADDING_TOP,
} from './theme.ts';
import { meaningAndConstructSheets } from './themes-section.tsx';
import { WorkNoteSection } from './work-note-section.tsx';

const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_STACK,
    fontSize: BODY_SIZE,
    color: COLOURS.ink,
    paddingTop: PAGE_PADDING_TOP,
    paddingBottom: PAGE_PADDING_BOTTOM,
    paddingHorizontal: PAGE_MARGIN_X,
  },
  // react-pdf 4.9 resolves a Page's unitless lineHeight a second time when it lays out render-prop text (the
  // dynamic page numbers of the fallback), which pushes the whole footer off the page. So line spacing is set on
  // the flow of content, never on the Page or on anything around the footer.
  flow: { fontSize: BODY_SIZE, lineHeight: 1.5 },
  footer: {
    position: 'absolute',
    bottom: 30,
    left: PAGE_MARGIN_X,
    right: PAGE_MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: COLOURS.line,
    paddingTop: 8,
    fontSize: 9.5,
    color: COLOURS.muted,
  },
});

function Footer({ supportEmail, pageLabel }: { supportEmail: string; pageLabel: string | null }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{footerTitle}</Text>
      <Text>{footerQuestions({ email: supportEmail })}</Text>
      {pageLabel === null ? (
        <Text render={({ pageNumber, totalPages }) => pageOf({ page: pageNumber, total: totalPages })} />
      ) : (
        <Text>{pageLabel}</Text>
      )}
    </View>
  );
}

/** The report's sheets in order; each becomes exactly one printed page. */
export function buildSheets(content: ReportContent): Sheet[] {
  const hasSubscores = content.profile !== null;
  const sheets: Sheet[] = [
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
    ...retestSheets(content.retest),
    ...snapshotSheets(content),
    ...strengthsAndStrategiesSheets(content),
    ...resourcesSheets(content),
    ...referralSheets(content),
    ...providerSheets(content),
    { key: 'letter', body: <LetterBody letter={content.letter} eyebrow={sectionEyebrow('letter')} /> },
    { key: 'work-note', body: <WorkNoteSection note={content.workNote} /> },
    { key: 'next-steps', body: <NextStepsSection content={content} /> },
    { key: 'help-now', body: <HelpNowSection content={content} /> },
    { key: 'about', body: <AboutSection content={content} /> },
    ...appendixSheets(content),
  ];
  // The cover names the pages to take to an appointment: their numbers once the cover is counted as page 1.
  const pageNumberOf = (key: string) => sheets.findIndex((sheet) => sheet.key === key) + 2;
  const pages = {
    provider: pageNumberOf('provider'),
    letter: pageNumberOf('letter'),
    workNote: pageNumberOf('work-note'),
  };
  return [{ key: 'cover', body: <CoverSection content={content} pages={pages} /> }, ...sheets];
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
      keywords={documentKeywords}
      creator="Traitscope"
      producer="Traitscope"
      language={locale}
      pageMode="useOutlines"
    >
      {sheets.map((sheet, index) => (
        <Page key={sheet.key} size="A4" style={styles.page}>
          <View style={styles.flow}>{sheet.body}</View>
          <Footer
            supportEmail={content.supportEmail}
            pageLabel={numbering === 'planned' ? pageOf({ page: index + 1, total: sheets.length }) : null}
          />
        </Page>
      ))}
    </Document>
  );
}
