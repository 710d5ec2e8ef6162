import {
  arrayOf,
  type Guard,
  isInteger,
  isNumber,
  isString,
  nullable,
  object,
  oneOf,
  recordOf,
} from '../api/reply-guard.ts';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { isResultContext } from '../assessments/replies.ts';
import { LANGUAGES } from '../locale/languages.ts';
import type { DataSessionView, ErasureOutcome } from './schemas.ts';

// The checks of the answers the Your data page reads, the same rules as the zod schemas in schemas.ts without zod.

const isAssessmentType = oneOf(ASSESSMENT_TYPES);
const isId = isInteger();

export const isMessage = object({ message: isString });

export const isDataSessionView: Guard<DataSessionView> = object({
  data: object({
    email: isString,
    results: arrayOf(
      object({
        id: isId,
        assessmentType: isAssessmentType,
        responses: recordOf(isNumber),
        score: isInteger(),
        level: isString,
        subscores: nullable(recordOf(isNumber)),
        context: nullable(isResultContext),
        itemSetVersion: isInteger(1),
        language: oneOf(LANGUAGES),
        createdAt: isString,
      }),
    ),
    enteredOnResults: arrayOf(object({ id: isId, assessmentType: isAssessmentType, createdAt: isString })),
    orders: arrayOf(
      object({
        id: isId,
        reference: isString,
        assessmentType: isString,
        assessmentResultId: nullable(isId),
        amount: isInteger(),
        currency: isString,
        status: isString,
        emailStatus: nullable(isString),
        discountCode: nullable(isString),
        consentedAt: nullable(isString),
        consentPolicyVersion: nullable(isString),
        country: nullable(isString),
        language: oneOf(LANGUAGES),
        createdAt: isString,
        completedAt: nullable(isString),
      }),
    ),
    invitations: arrayOf(object({ id: isId, status: isString, createdAt: isString })),
    messages: arrayOf(
      object({ id: isId, kind: isString, status: isString, createdAt: isString, sentAt: nullable(isString) }),
    ),
  }),
  expiresAt: isString,
});

export const isErasureOutcome: Guard<ErasureOutcome> = object({
  counts: object({
    results: isInteger(),
    orders: isInteger(),
    invitations: isInteger(),
    outboxMessages: isInteger(),
    capturedEmails: isInteger(),
    accessLinks: isInteger(),
  }),
  message: isString,
});
