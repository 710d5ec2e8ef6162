import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { answeredTo } from '#messages/report-document';
import { sectionEyebrow } from '../../../../domain/report/report-content.ts';
import type { WorkNote } from '../../../../domain/report/work-note.ts';
import { bookmarkProps } from './bookmark-props.ts';
import { FillInLines, HAND_OVER_TEXT, SignatureLine } from './hand-over-parts.tsx';
import { styles } from './styles.ts';
import { COLOURS } from './theme.ts';

const noteStyles = StyleSheet.create({
  paragraph: { marginBottom: 5 },
  area: { borderLeftWidth: 3, borderLeftColor: COLOURS.brand, paddingLeft: 8, marginBottom: 7 },
  law: { marginBottom: 4, color: COLOURS.muted },
});

/** The note for work or study: one page, in the first person, for the reader to sign and hand over if they choose. */
export function WorkNoteSection({ note }: { note: WorkNote }) {
  return (
    <View style={HAND_OVER_TEXT}>
      <View {...bookmarkProps(note.title)}>
        <Text style={[styles.eyebrow, { fontSize: 12, marginBottom: 10 }]}>
          {sectionEyebrow('work-note')} · {note.title}
        </Text>
      </View>
      <FillInLines labels={note.fillIn} />
      <Text style={[styles.bold, noteStyles.paragraph]}>{note.addressee}</Text>
      <Text style={noteStyles.paragraph}>{note.intro}</Text>
      <Text style={[noteStyles.paragraph, { marginTop: 2 }]}>{note.areasIntro}</Text>
      {note.areas.map((area) => (
        <View key={area.difficulty} style={noteStyles.area} wrap={false}>
          <Text style={styles.bold}>{area.difficulty}</Text>
          {area.quote ? (
            <Text style={styles.muted}>
              {answeredTo({ answer: area.quote.answerLabel, statement: area.quote.text })}
            </Text>
          ) : null}
          {area.adjustments.map((adjustment) => (
            <View key={adjustment} style={[styles.listRow, { marginBottom: 1 }]}>
              <Text style={styles.listMarker}>•</Text>
              <Text style={styles.listBody}>{adjustment}</Text>
            </View>
          ))}
        </View>
      ))}
      {note.laws.map((law) => (
        <Text key={law.text} style={noteStyles.law}>
          {law.text}
        </Text>
      ))}
      {note.closing.map((paragraph) => (
        <Text key={paragraph} style={[noteStyles.paragraph, { marginTop: 3 }]}>
          {paragraph}
        </Text>
      ))}
      <SignatureLine signOff={note.signOff} />
    </View>
  );
}
