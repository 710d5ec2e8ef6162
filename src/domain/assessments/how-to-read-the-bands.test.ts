import { describe, expect, it } from 'vitest';
import { howToReadTheBands } from '../messages/en/result-words.ts';
import { ASSESSMENT_TYPES } from './catalogue.ts';
import { getQuestions } from './questions.ts';

describe('how to read the bands', () => {
  it('says in three short sentences that the bands are shares of the score, not clinical cut-offs', () => {
    const sentences = howToReadTheBands.split('. ');
    expect(sentences).toHaveLength(3);
    for (const sentence of sentences) expect(sentence.split(' ').length).toBeLessThanOrEqual(20);
    expect(howToReadTheBands).toContain('not clinical cut-offs');
    expect(howToReadTheBands).toContain('not been checked against diagnoses');
  });

  it('no longer says that agreeing leads to the top band: statements scored in reverse count the other way', () => {
    expect(howToReadTheBands).toContain('scored in reverse');
    expect(howToReadTheBands).toContain('agreeing with those counts the other way');
  });

  it('matches the questionnaires: every assessment has statements scored in reverse', () => {
    for (const type of ASSESSMENT_TYPES) {
      expect(getQuestions(type).some((question) => question.reverse === true)).toBe(true);
    }
  });
});
