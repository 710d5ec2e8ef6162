// Prints the readability of each questionnaire's items, as recorded in docs/decisions/012-item-review.md:
// `node --import tsx scripts/item-readability.ts`. The unit test in questions.test.ts holds the bar.
import { ASSESSMENT_TYPES } from '../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../src/domain/assessments/questions.ts';
import { measureReadability } from '../tests/support/readability.ts';

console.log(
  '| Assessment | Items | Reverse-keyed | Words per item | Syllables per word | Flesch-Kincaid grade |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const type of ASSESSMENT_TYPES) {
  const questions = getQuestions(type);
  const reversed = questions.filter((q) => q.reverse).length;
  const { sentences, words, syllables, grade } = measureReadability(questions.map((q) => q.text));
  const share = Math.round((reversed / questions.length) * 100);
  console.log(
    `| ${type} | ${questions.length} | ${reversed} (${share}%) | ${(words / sentences).toFixed(1)} | ${(syllables / words).toFixed(2)} | ${grade.toFixed(1)} |`,
  );
}
