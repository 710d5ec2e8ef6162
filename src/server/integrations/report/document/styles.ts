import { StyleSheet } from '@react-pdf/renderer';
import { COLOURS, SMALL_SIZE } from './theme.ts';

export const styles = StyleSheet.create({
  eyebrow: { fontSize: SMALL_SIZE, fontWeight: 700, color: COLOURS.brand, marginBottom: 4 },
  h1: { fontSize: 22, fontWeight: 700, lineHeight: 1.25, color: COLOURS.ink, marginBottom: 14 },
  h2: {
    fontSize: 15,
    fontWeight: 700,
    lineHeight: 1.3,
    color: COLOURS.brandStrong,
    marginTop: 18,
    marginBottom: 8,
  },
  h3: {
    fontSize: 12.5,
    fontWeight: 700,
    lineHeight: 1.35,
    color: COLOURS.ink,
    marginTop: 12,
    marginBottom: 4,
  },
  paragraph: { marginBottom: 10 },
  muted: { color: COLOURS.muted },
  small: { fontSize: SMALL_SIZE, lineHeight: 1.45 },
  bold: { fontWeight: 700 },
  callout: {
    backgroundColor: COLOURS.brandSoft,
    borderLeftWidth: 4,
    borderLeftColor: COLOURS.brand,
    borderRadius: 4,
    paddingVertical: 12,
    paddingHorizontal: 16,
    marginBottom: 14,
  },
  statement: {
    backgroundColor: COLOURS.accentSoft,
    borderLeftWidth: 4,
    borderLeftColor: COLOURS.accent,
    borderRadius: 4,
    paddingVertical: 14,
    paddingHorizontal: 16,
    marginVertical: 18,
  },
  listRow: { flexDirection: 'row', marginBottom: 5 },
  listMarker: { width: 18, color: COLOURS.brand, fontWeight: 700 },
  listBody: { flex: 1 },
});
