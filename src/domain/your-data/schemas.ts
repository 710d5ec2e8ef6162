import { z } from 'zod';
import { assessmentTypeSchema, resultContextSchema } from '../assessments/schemas.ts';
import { visitorEmailSchema } from '../email-address/schema.ts';
import { LANGUAGES } from '../locale/languages.ts';
import { languageSchema } from '../locale/schemas.ts';

// POST /api/your-data/link: always the same answer, so nobody can learn whether an address is known.
// `language`: the page's, which the link's e-mail is written in; English when left out.
export const requestDataLinkSchema = z.object({
  email: visitorEmailSchema,
  language: languageSchema.optional(),
});
export const messageResponseSchema = z.object({ message: z.string() });

// POST /api/your-data/open
export const openDataLinkSchema = z.object({ token: z.string().trim().min(16).max(128) });

const personalResultSchema = z.object({
  id: z.number().int(),
  assessmentType: assessmentTypeSchema,
  responses: z.record(z.string(), z.number()),
  score: z.number().int(),
  level: z.string(),
  subscores: z.record(z.string(), z.number()).nullable(),
  /** The answers to the three optional context questions, in the person's own words (null: never asked). */
  context: resultContextSchema.nullable(),
  /** The wording answered (item-sets.ts): takes on different wordings are listed, never compared answer by answer. */
  itemSetVersion: z.number().int().positive(),
  /** The language of the page it was taken on. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});

/**
 * A result this address was only typed on, never proven by an order of the address: the answers are whoever
 * typed them's, so only what identifies the row is shown.
 */
const enteredResultSchema = z.object({
  id: z.number().int(),
  assessmentType: assessmentTypeSchema,
  createdAt: z.string(),
});

const personalOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  assessmentType: z.string(),
  assessmentResultId: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  emailStatus: z.string().nullable(),
  discountCode: z.string().nullable(),
  consentedAt: z.string().nullable(),
  consentPolicyVersion: z.string().nullable(),
  /** The country chosen for the report, or null. */
  country: z.string().nullable(),
  /** The language the report and its e-mails are written in. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** An invitation a friend sent to this address through the referral programme. */
const personalInvitationSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

const personalMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Everything held about one address: what the page shows and the JSON download holds. */
const personalDataSchema = z.object({
  email: z.string(),
  /** Results a completed order of this address was for, with every answer. */
  results: z.array(personalResultSchema),
  /** Results the address was entered on without proof. */
  enteredOnResults: z.array(enteredResultSchema),
  orders: z.array(personalOrderSchema),
  invitations: z.array(personalInvitationSchema),
  messages: z.array(personalMessageSchema),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const dataSessionViewSchema = z.object({
  data: personalDataSchema,
  /** When the page's access ends (ISO). */
  expiresAt: z.string(),
});
export type DataSessionView = z.infer<typeof dataSessionViewSchema>;

// POST /api/your-data/email: asks the new address to confirm (202 with a message); the session ends.
export const correctEmailSchema = z.object({
  email: visitorEmailSchema,
  language: languageSchema.optional(),
});

// POST /api/your-data/email/confirm: the new address's owner opens the confirmation link.
export const confirmEmailCorrectionSchema = openDataLinkSchema;

// POST /api/your-data/erase: withdrawing consent erases; `confirm` guards against an accidental call.
export const eraseDataSchema = z.object({ confirm: z.literal(true) });

export type ErasureSource = 'self-service' | 'admin' | 'visitor';

/** How many of each were erased; no data, only numbers. */
const erasureCountsSchema = z.object({
  results: z.number().int(),
  orders: z.number().int(),
  invitations: z.number().int(),
  outboxMessages: z.number().int(),
  capturedEmails: z.number().int(),
  accessLinks: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

export const erasureOutcomeSchema = z.object({ counts: erasureCountsSchema, message: z.string() });
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

// POST /api/assessment-results/erase: an anonymous visitor erases what their visitor cookie holds.
export const eraseVisitorResultsResponseSchema = z.object({ erased: z.number().int(), message: z.string() });

// Admin: POST /api/admin/erasures and GET /api/admin/erasures
export const adminErasureSchema = z.object({
  email: visitorEmailSchema,
  note: z.string().trim().max(500).optional(),
});
const erasureAuditSchema = z.object({
  id: z.number().int(),
  source: z.enum(['self-service', 'admin', 'visitor']),
  requestedBy: z.string().nullable(),
  counts: erasureCountsSchema,
  ordersKept: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ErasureAudit = z.infer<typeof erasureAuditSchema>;
export const erasureAuditListSchema = z.array(erasureAuditSchema);
