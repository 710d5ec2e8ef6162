import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './styles.ts';

export function BulletList({
  items,
  isNumbered = false,
  rowGap = 5,
}: {
  items: readonly ReactNode[];
  isNumbered?: boolean;
  /** The space under each item; the cover, which must stay one sheet in every language, uses less. */
  rowGap?: number;
}) {
  return (
    <View>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
        <View key={index} style={[styles.listRow, { marginBottom: rowGap }]} wrap={false}>
          <Text style={styles.listMarker}>{isNumbered ? `${index + 1}.` : '•'}</Text>
          <View style={styles.listBody}>{typeof item === 'string' ? <Text>{item}</Text> : item}</View>
        </View>
      ))}
    </View>
  );
}
