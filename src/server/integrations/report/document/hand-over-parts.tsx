import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { signature } from '#messages/report-document';
import { COLOURS, SMALL_SIZE } from './theme.ts';

// What the pages a reader hands over share (the letter to a doctor and the note for work or study): blank lines to
// fill in by hand, and a line to sign on.

// A page handed over is read by someone who did not ask for it: 10.5 pt text with letter-like spacing, so the
// longest one (three long quotes, every context answer, a 500-character example and three bases) stays one sheet.
export const HAND_OVER_TEXT = { fontSize: 10.5, lineHeight: 1.35 };

const partStyles = StyleSheet.create({
  fillIn: { flexDirection: 'row', gap: 18, marginBottom: 10 },
  fillInField: { flex: 1 },
  line: { borderBottomWidth: 1, borderBottomColor: COLOURS.muted, height: 16 },
  label: { fontSize: SMALL_SIZE, color: COLOURS.muted },
  signature: { borderBottomWidth: 1, borderBottomColor: COLOURS.muted, height: 26, width: '50%' },
});

export function FillInLines({ labels }: { labels: readonly string[] }) {
  return (
    <View style={partStyles.fillIn}>
      {labels.map((label) => (
        <View key={label} style={partStyles.fillInField}>
          <Text style={partStyles.label}>{label}</Text>
          <View style={partStyles.line} />
        </View>
      ))}
    </View>
  );
}

export function SignatureLine({ signOff }: { signOff: string }) {
  return (
    <>
      <Text style={{ marginTop: 4 }}>{signOff}</Text>
      <View style={partStyles.signature} />
      <Text style={partStyles.label}>{signature}</Text>
    </>
  );
}
