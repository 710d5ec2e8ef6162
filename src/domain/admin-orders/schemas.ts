import { z } from 'zod';
import { EMAIL_STATUSES } from '../checkout/schemas.ts';

/** A payment record of the admin area. Money in minor units of `currency`. */
const paymentRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  email: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  amount: z.number().int(),
  originalAmount: z.number().int(),
  currency: z.string(),
  formattedAmount: z.string(),
  formattedOriginalAmount: z.string(),
  formattedDate: z.string(),
  discountCode: z.string().nullable(),
  discountPercentage: z.number().int().nullable(),
  /** The discount code is a referral programme's reward code. */
  isReferralReward: z.boolean(),
  status: z.enum(['pending', 'completed', 'failed']),
  emailStatus: z.enum(EMAIL_STATUSES).nullable(),
  provider: z.enum(['stripe', 'test', 'free']),
  providerSessionId: z.string().nullable(),
  /** Where staff can look the payment up at the provider; only for Stripe sessions. */
  providerDashboardUrl: z.string().nullable(),
  orderType: z.enum(['paid', 'free']),
  assessmentType: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

const ORDER_FILTERS = ['all', 'completed', 'pending'] as const;
/** The orders page's tabs: every order, or only the completed or pending ones. */
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const orderListQuerySchema = z.object({ status: z.enum(ORDER_FILTERS).default('all') });
export const paymentListSchema = z.array(paymentRecordSchema);
/** How far FREE_ORDER_CODE still reaches (decision 029); null when no free code is configured. */
const freeOrderCodeStatusSchema = z
  .object({
    uses: z.number().int(),
    maxUses: z.number().int(),
    /** The last day the code works (UTC), or null when it does not expire. */
    expiresOn: z.string().nullable(),
  })
  .nullable();
export type FreeOrderCodeStatus = z.infer<typeof freeOrderCodeStatusSchema>;
export const orderListSchema = z.object({
  orders: z.array(paymentRecordSchema),
  freeOrderCode: freeOrderCodeStatusSchema,
});
