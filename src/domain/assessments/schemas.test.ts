import { describe, expect, it } from 'vitest';
import { createAssessmentResultResponseSchema, createAssessmentResultSchema } from './schemas.ts';

const VALID_BODY = {
  email: null,
  assessmentType: 'adhd',
  responses: { 'adhd-1': 0, 'adhd-2': 4 },
  score: 4,
  preliminaryGenerated: true,
};

describe('createAssessmentResultSchema', () => {
  it('accepts the body the assessment page sends', () => {
    expect(createAssessmentResultSchema.parse(VALID_BODY)).toEqual(VALID_BODY);
  });

  it('accepts an e-mail address in place of null, and no preliminaryGenerated flag', () => {
    const { preliminaryGenerated: _flag, ...rest } = VALID_BODY;
    expect(createAssessmentResultSchema.safeParse({ ...rest, email: 'ada@example.com' }).success).toBe(true);
  });

  it('refuses a malformed e-mail or a missing email field', () => {
    expect(createAssessmentResultSchema.safeParse({ ...VALID_BODY, email: 'not-an-email' }).success).toBe(
      false,
    );
    const { email: _email, ...rest } = VALID_BODY;
    expect(createAssessmentResultSchema.safeParse(rest).success).toBe(false);
  });

  it('refuses an assessment type outside the catalogue', () => {
    for (const assessmentType of ['ADHD', 'autism', '', 3]) {
      expect(createAssessmentResultSchema.safeParse({ ...VALID_BODY, assessmentType }).success).toBe(false);
    }
  });

  it('refuses answers that are not whole numbers from 0 to 4', () => {
    for (const value of [-1, 5, 2.5, '3', null]) {
      const body = { ...VALID_BODY, responses: { 'adhd-1': value } };
      expect(createAssessmentResultSchema.safeParse(body).success, String(value)).toBe(false);
    }
  });

  it('requires a numeric score even though the server recomputes it', () => {
    const { score: _score, ...rest } = VALID_BODY;
    expect(createAssessmentResultSchema.safeParse(rest).success).toBe(false);
    expect(createAssessmentResultSchema.safeParse({ ...VALID_BODY, score: '4' }).success).toBe(false);
  });
});

describe('createAssessmentResultResponseSchema', () => {
  it('keeps only id and userId', () => {
    expect(createAssessmentResultResponseSchema.parse({ id: 7, userId: 'u-1', secret: 'x' })).toEqual({
      id: 7,
      userId: 'u-1',
    });
  });

  it('refuses a missing or zero id, which the payment page could not use', () => {
    expect(createAssessmentResultResponseSchema.safeParse({ userId: 'u-1' }).success).toBe(false);
    expect(createAssessmentResultResponseSchema.safeParse({ id: 0, userId: 'u-1' }).success).toBe(false);
  });
});
