import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './styles.ts';

export function BulletList({
  items,
  isNumbered = false,
}: {
  items: readonly ReactNode[];
  isNumbered?: boolean;
}) {
  return (
    <View>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
        <View key={index} style={styles.listRow} wrap={false}>
          <Text style={styles.listMarker}>{isNumbered ? `${index + 1}.` : '•'}</Text>
          <View style={styles.listBody}>{typeof item === 'string' ? <Text>{item}</Text> : item}</View>
        </View>
      ))}
    </View>
  );
}
