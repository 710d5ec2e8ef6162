import { Text, View } from '@react-pdf/renderer';
import { bookmarkProps } from './bookmark-props.ts';
import { paragraphHeight, SECTION_TITLE_HEIGHT, type SheetIntro } from './sheet-packing.tsx';
import { styles } from './styles.ts';

type SectionHeading = { eyebrow: string; title: string };

export function SectionTitle({ eyebrow, title }: SectionHeading) {
  return (
    <View {...bookmarkProps(title)}>
      <Text style={styles.eyebrow}>{eyebrow}</Text>
      <Text style={styles.h1}>{title}</Text>
    </View>
  );
}

/** A long section's title and intro paragraph, then whatever `after` adds, with the height they take together. */
export function sectionOpening(
  heading: SectionHeading,
  intro: string,
  after: SheetIntro = { height: 0, node: null },
): SheetIntro {
  return {
    height: SECTION_TITLE_HEIGHT + paragraphHeight(intro) + after.height,
    node: (
      <>
        <SectionTitle {...heading} />
        <Text style={styles.paragraph}>{intro}</Text>
        {after.node}
      </>
    ),
  };
}
