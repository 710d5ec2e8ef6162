import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, ASSESSMENTS, getAssessment, isAssessmentType } from './catalogue.ts';

describe('assessment catalogue', () => {
  it('lists the six assessments in home-grid order, combined assessment first', () => {
    expect(ASSESSMENT_TYPES).toEqual(['audhd', 'asd', 'adhd', 'spd', 'dyspraxia', 'dyslexia']);
    expect(ASSESSMENTS.map((a) => a.id)).toEqual([...ASSESSMENT_TYPES]);
  });

  it('uses the agreed names, durations and question counts', () => {
    const table = ASSESSMENTS.map(({ id, name, duration, questionCount }) => [
      id,
      name,
      duration,
      questionCount,
    ]);
    expect(table).toEqual([
      ['audhd', 'Comprehensive Neurodivergent Traits', '10-15 min', 30],
      ['asd', 'Autism Spectrum Traits', '10-15 min', 20],
      ['adhd', 'Attention & Focus Traits', '5-10 min', 10],
      ['spd', 'Sensory Processing Disorder Traits', '5-10 min', 9],
      ['dyspraxia', 'Dyspraxia Traits', '5-10 min', 8],
      ['dyslexia', 'Reading & Processing Traits', '5-10 min', 10],
    ]);
  });

  it('totals 87 questions across the catalogue', () => {
    expect(ASSESSMENTS.reduce((sum, a) => sum + a.questionCount, 0)).toBe(87);
  });

  it('gives every assessment a short name, AuDHD Traits for the combined one', () => {
    expect(getAssessment('audhd').shortName).toBe('AuDHD Traits');
    expect(ASSESSMENTS.map((a) => a.shortName)).toEqual([
      'AuDHD Traits',
      'Autism Traits',
      'ADHD Traits',
      'Sensory Processing',
      'Dyspraxia',
      'Dyslexia',
    ]);
  });

  it('describes each assessment in one or two sentences', () => {
    for (const assessment of ASSESSMENTS) {
      const sentences = assessment.description.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '');
      expect(sentences.length, assessment.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, assessment.id).toBeLessThanOrEqual(2);
      expect(assessment.description.endsWith('.'), assessment.id).toBe(true);
    }
  });

  it('names an icon that lucide-react exports', () => {
    for (const assessment of ASSESSMENTS) {
      expect(lucide, assessment.icon).toHaveProperty(assessment.icon);
    }
  });

  it('recognises exactly the six catalogue ids as assessment types', () => {
    for (const type of ASSESSMENT_TYPES) {
      expect(isAssessmentType(type)).toBe(true);
    }
    for (const other of ['ASD', 'autism', 'dys', '', ' asd', 'toString', '__proto__', 42, null, undefined]) {
      expect(isAssessmentType(other)).toBe(false);
    }
  });

  it('finds an assessment by its type', () => {
    for (const type of ASSESSMENT_TYPES) {
      expect(getAssessment(type).id).toBe(type);
    }
  });
});
