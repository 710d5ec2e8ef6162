import { Text, View } from '@react-pdf/renderer';
import { bookmarkProps } from './bookmark-props.ts';
import { styles } from './styles.ts';

export function SectionTitle({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <View {...bookmarkProps(title)}>
      <Text style={styles.eyebrow}>{eyebrow}</Text>
      <Text style={styles.h1}>{title}</Text>
    </View>
  );
}
